import { useRef, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from "react-router";
import { ProductDetailsView } from "~/components/catalogue/ProductDetailsView.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { productsCopy } from "~/i18n/products.ts";
import { offerCovers } from "~/domain/flash-sale/offer.ts";
import type { ProductPageData } from "~/domain/catalogue/types.ts";
import { chooseVariant, choiceOfVariant } from "~/domain/variants/choosing.ts";
import { useAddToCart } from "~/client/cart.ts";
import { Alert } from "~/ui/alert.tsx";

/** The product page's address keeps the chosen variant (`?variant=ID`), so a shared link opens the same one. */
export const VARIANT_PARAM = "variant";

/**
 * The product pages' `shouldRevalidate`: choosing a variant changes only `?variant=`, and the page already has
 * every variant; anything else loads as usual.
 */
export function reloadUnlessOnlyVariant({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const withoutVariant = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(VARIANT_PARAM);
    return `${url.pathname}?${params}`;
  };
  if (currentUrl.search !== nextUrl.search && withoutVariant(currentUrl) === withoutVariant(nextUrl)) return false;
  return defaultShouldRevalidate;
}

/** Connects the product view to the cart and checkout; shared by /productdetails/:id and /buyproduct/:id. */
export function ProductScreen(props: ProductPageData & { layout: "full" | "compact" }) {
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [added, setAdded] = useState<number | null>(null);
  const { product, variant } = props;
  const options = product.options ?? [];
  const variants = product.variants ?? [];
  // The choice so far: from a shared link's variant at first, then the shopper's picks (some may be missing).
  const [chosen, setChosen] = useState(() => choiceOfVariant(options, variants, searchParams.get(VARIANT_PARAM)));
  // The latest choice, for picks made faster than a render: the chips pressed before the page hydrated come at once.
  // Only onChoose changes the choice, and it keeps this up to date.
  const latestChosen = useRef(chosen);
  const choice = options.length > 0 ? chooseVariant(options, variants, chosen) : undefined;
  const variantId = choice?.variant ? String(choice.variant.id) : null;
  // The flash price is asked for only for a variant the offer covers (issue 28): another is sold at its own price.
  const productType =
    variant === "flashsell" &&
    product.flash &&
    (options.length === 0 || (choice?.variant && offerCovers(product.flash, choice.variant.id)))
      ? "flashsell"
      : "regular";
  return (
    <ProductDetailsView
      key={product.id}
      product={product}
      flash={props.flash}
      variant={variant}
      similar={props.similar}
      layout={props.layout}
      choice={choice}
      onChoose={(option, value) => {
        const next = { ...latestChosen.current, [option]: value };
        latestChosen.current = next;
        setChosen(next);
        const picked = chooseVariant(options, variants, next).variant;
        setSearchParams(
          (params) => {
            if (picked) params.set(VARIANT_PARAM, String(picked.id));
            else params.delete(VARIANT_PARAM);
            return params;
          },
          { replace: true, preventScrollReset: true },
        );
      }}
      onAddToCart={(quantity) => {
        addToCart({
          product_id: String(product.id),
          product_qty: quantity,
          product_type: productType,
          ...(variantId ? { variant_id: variantId } : {}),
        });
        setAdded(quantity);
      }}
      onBuyNow={(quantity) =>
        navigate(
          `/productorder/${product.id}?qty=${quantity}&type=${productType}${variantId ? `&${VARIANT_PARAM}=${variantId}` : ""}`,
        )
      }
      notice={
        added === null ? null : (
          <Alert tone="success" onDismiss={() => setAdded(null)} dismissLabel={shopCopy.notice.dismiss}>
            {productsCopy.seo.addedToCart(added)} <Link to="/shoppingcart">{productsCopy.seo.viewCart}</Link>
          </Alert>
        )
      }
    />
  );
}
