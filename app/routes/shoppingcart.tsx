import { useAtom, useAtomValue } from "jotai";
import { useLoaderData, useRouteLoaderData } from "react-router";
import { CartView } from "~/components/checkout/CartView.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { cartCopy } from "~/i18n/cart.ts";
import { removeLine, setLineQuantity } from "~/schemas/cart.ts";
import { cartLinesAtom, cartLoadedAtom, useCartCount } from "~/client/cart.ts";
import { useQuote } from "~/client/checkout.ts";
import { quoteCookieCart } from "~/server/cart.ts";
import { Alert } from "~/ui/alert.tsx";
import type { loader as rootLoader } from "~/root.tsx";
import type { CartQuoteLine } from "~/domain/orders/types.ts";
import type { Route } from "./+types/shoppingcart";

export const meta: Route.MetaFunction = () => [
  { title: cartCopy.title },
  { name: "description", content: cartCopy.description },
  { name: "robots", content: "noindex" },
];

/** The lines the cart-lines cookie mirrors, priced now (decision 036), so the server renders the cart itself. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { served: await quoteCookieCart(context, request) };
}

/** Moving to the cart from another page: the browser prices its lines at once, no trip through the server first. */
export function clientLoader(): { served: null } {
  return { served: null };
}

/**
 * The cart lives in this browser (localStorage); its lines are priced from D1 whenever they change. The server
 * renders it priced from the lines its cookie mirrors (decision 036), and the browser asks again only if the stored
 * lines differ. Without that cookie, the item count the server read in the cart-count cookie tells the cart what to
 * hold the place of until the browser has priced its lines: an empty cart is rendered as one by the server, so
 * nothing moves when the client reads it.
 */
export default function ShoppingCart() {
  const { served } = useLoaderData<typeof loader>();
  const [lines, setLines] = useAtom(cartLinesAtom);
  const loaded = useAtomValue(cartLoadedAtom);
  const [quote] = useQuote(loaded ? lines : null, null, served);
  const expectedItems = useCartCount(useRouteLoaderData<typeof rootLoader>("root")?.cartCount ?? 0);
  // The stored line a quoted one stands for: its product, type, and the variant it named, if any (a product without
  // options is stored without one, though the quote names its single variant; a line whose variant is gone or that
  // names none of a product now sold in options is removed by what it named).
  const line = (quoted: CartQuoteLine) => ({
    product_id: quoted.productId,
    product_type: quoted.requestedType,
    ...(quoted.requestedVariantId ? { variant_id: quoted.requestedVariantId } : {}),
  });
  return (
    <>
      {quote.status === "failed" ? <Alert tone="error">{quote.error}</Alert> : null}
      <CartView
        quote={quote.status === "ready" ? quote.quote : null}
        proceedHref="/productorder/cart"
        expectedItems={expectedItems}
        onQuantityChange={(changed, quantity) =>
          setLines((current) => setLineQuantity(current, line(changed), quantity))
        }
        onRemove={(removed) => setLines((current) => removeLine(current, line(removed)))}
      />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
