import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ProductDetailsView } from "~/components/catalogue/ProductDetailsView.tsx";
import { copy } from "~/copy.ts";
import type { ProductPageData } from "~/domain/types.ts";
import { useAddToCart } from "~/client/cart.ts";
import { Alert } from "~/ui/alert.tsx";

/** Connects the product view to the cart and checkout; shared by /productdetails/:id and /buyproduct/:id. */
export function ProductScreen(props: ProductPageData & { layout: "full" | "compact" }) {
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const [added, setAdded] = useState<number | null>(null);
  const { product, variant } = props;
  return (
    <ProductDetailsView
      key={product.id}
      product={product}
      flash={props.flash}
      variant={variant}
      similar={props.similar}
      layout={props.layout}
      onAddToCart={(quantity) => {
        addToCart({ product_id: String(product.id), product_qty: quantity, product_type: variant });
        setAdded(quantity);
      }}
      onBuyNow={(quantity) => navigate(`/productorder/${product.id}?qty=${quantity}&type=${variant}`)}
      notice={
        added === null ? null : (
          <Alert tone="success" onDismiss={() => setAdded(null)} dismissLabel={copy.notice.dismiss}>
            {copy.seo.addedToCart(added)} <Link to="/shoppingcart">{copy.seo.viewCart}</Link>
          </Alert>
        )
      }
    />
  );
}
