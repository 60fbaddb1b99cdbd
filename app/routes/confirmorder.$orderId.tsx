import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { data, redirect, useSearchParams } from "react-router";
import { OrderConfirmation } from "~/components/checkout/OrderConfirmation.tsx";
import { GuardBoundary } from "~/components/pages/GuardBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { removeLine } from "~/schemas/cart.ts";
import { requireUser } from "~/server/guards.ts";
import { requestTimeZone } from "~/domain/time-zone.ts";
import { getOrder } from "~/domain/orders/reading.server.ts";
import { toOrderView } from "~/domain/orders/views.ts";
import { cartLinesAtom } from "~/client/cart.ts";
import { useTimeZoneCookie } from "~/client/time-zone.ts";
import type { Route } from "./+types/confirmorder.$orderId";

export const meta: Route.MetaFunction = () => [
  { title: checkoutCopy.checkoutPage.confirmTitle },
  { name: "description", content: checkoutCopy.checkoutPage.confirmDescription },
  { name: "robots", content: "noindex" },
];

export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}

/** Login required; the order is shown to its owner (or an admin) only, anyone else gets 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  if (!params.orderId) throw redirect("/dashboard/myorder");
  const placed = await getOrder(getDatabase(context), user, params.orderId);
  if (!placed) throw data(shopCopy.orders.notFound, { status: 404 });
  return { order: toOrderView(placed), timeZone: requestTimeZone(request) };
}

export default function ConfirmOrder({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const setCart = useSetAtom(cartLinesAtom);
  const clear = searchParams.get("clear");
  useTimeZoneCookie(loaderData.timeZone);
  // Clears what was bought (the whole cart, or the Buy Now product), once: the parameter is then dropped.
  useEffect(() => {
    if (!clear) return;
    if (clear === "cart") setCart([]);
    else {
      const [productId = "", type, variantId] = clear.split(":");
      setCart((lines) =>
        removeLine(lines, {
          product_id: productId,
          product_type: type === "flashsell" ? "flashsell" : "regular",
          ...(variantId ? { variant_id: variantId } : {}),
        }),
      );
    }
    setSearchParams(
      (params) => {
        params.delete("clear");
        return params;
      },
      { replace: true },
    );
  }, [clear, setCart, setSearchParams]);
  return <OrderConfirmation order={loaderData.order} timeZone={loaderData.timeZone} />;
}

export const ErrorBoundary = GuardBoundary;
