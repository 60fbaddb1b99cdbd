import { useAtom, useAtomValue } from "jotai";
import { useRouteLoaderData } from "react-router";
import { CartView } from "~/components/checkout/CartView.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { copy } from "~/copy.ts";
import { removeLine, setLineQuantity } from "~/domain/cart.ts";
import { cartLinesAtom, cartLoadedAtom, useCartCount } from "~/client/cart.ts";
import { useQuote } from "~/client/checkout.ts";
import { Alert } from "~/ui/alert.tsx";
import type { loader as rootLoader } from "~/root.tsx";
import type { Route } from "./+types/shoppingcart";

export const meta: Route.MetaFunction = () => [
  { title: copy.cartPage.title },
  { name: "description", content: copy.cartPage.description },
  { name: "robots", content: "noindex" },
];

/**
 * The cart lives in this browser (localStorage); its lines are priced from D1 whenever they change. Until they are,
 * the item count the server read in the cart cookie (the stored cart's once read) tells the cart what to hold the
 * place of: an empty cart is rendered as one by the server, so nothing moves when the client reads it.
 */
export default function ShoppingCart() {
  const [lines, setLines] = useAtom(cartLinesAtom);
  const loaded = useAtomValue(cartLoadedAtom);
  const [quote] = useQuote(loaded ? lines : null);
  const expectedItems = useCartCount(useRouteLoaderData<typeof rootLoader>("root")?.cartCount ?? 0);
  const line = (productId: string, type: "regular" | "flashsell") => ({ product_id: productId, product_type: type });
  return (
    <>
      {quote.status === "failed" ? <Alert tone="error">{quote.error}</Alert> : null}
      <CartView
        quote={quote.status === "ready" ? quote.quote : null}
        proceedHref="/productorder/cart"
        expectedItems={expectedItems}
        onQuantityChange={(changed, quantity) =>
          setLines((current) => setLineQuantity(current, line(changed.productId, changed.requestedType), quantity))
        }
        onRemove={(removed) =>
          setLines((current) => removeLine(current, line(removed.productId, removed.requestedType)))
        }
      />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
