import { data } from "react-router";
import { OrderDetails } from "~/components/orders/OrderDetails.tsx";
import type { ReturnedUnitsAnswer } from "~/components/orders/CourierCash.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { requireUser } from "~/server/guards.ts";
import { getOrderDetail } from "~/domain/orders/reading.server.ts";
import { customerRecord } from "~/domain/customers/records.server.ts";
import { parseRiskDecision } from "~/domain/customers/risk.ts";
import { toCustomerBadgeView } from "~/domain/customers/views.ts";
import { orderNotifications } from "~/domain/notifications/log.server.ts";
import { toOrderDetailView } from "~/domain/orders/views.ts";
import { requestTimeZone } from "~/domain/time-zone.ts";
import { useCancelOrder, useMoveOrder, useSettleReturn } from "~/client/orders.ts";
import { useTimeZoneCookie } from "~/client/time-zone.ts";
import {
  cancelOrderIntent,
  invalidInput,
  moveOrderIntent,
  readIntent,
  returnedUnitsIntent,
  settleReturnIntent,
} from "./dashboard-actions.server.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { trackingUrlOf } from "~/domain/couriers/courier.ts";
import { orderTracking } from "~/domain/couriers/tracking.server.ts";
import type { Route } from "./+types/dashboard.order.$id";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? orderScreensCopy.page.title(loaderData.order.id) : shopCopy.notFound.title },
  { name: "description", content: dashboardCopy.dashboard.description },
  { name: "robots", content: "noindex" },
];

/**
 * One order with its timeline and the messages its changes sent, to its owner or an admin; anyone else gets 404
 * (the order does not exist for them). Shoppers see the shop's changes as the shop's: the admins' emails stay with
 * the admins, and so do the merchant's alerts (a shopper sees only the messages sent to them).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const db = getDatabase(context);
  // Read beside the order; shown only once the order is known to be the caller's (or the caller is an admin).
  const [detail, sent, updates] = await Promise.all([
    getOrderDetail(db, user, params.id),
    orderNotifications(db, params.id),
    orderTracking(db, params.id),
  ]);
  if (!detail) throw data(shopCopy.orders.notFound, { status: 404 });
  // Admins (issue 49): the customer behind the phone, and why the order was treated as it was.
  const customer = user.isAdmin ? toCustomerBadgeView(await customerRecord(db, detail.order.mobile)) : null;
  const decision = user.isAdmin ? parseRiskDecision(detail.order.risk) : null;
  const order = toOrderDetailView(detail);
  const events = user.isAdmin
    ? order.events
    : order.events.map((event) => (event.by === "shopper" ? event : { ...event, by: "system" }));
  const messages = (user.isAdmin ? sent : sent.filter((message) => message.audience === "shopper")).map((message) => ({
    id: message.id,
    event: message.event,
    channel: message.channel,
    to: message.recipient,
    status: message.status,
    createdAt: message.createdAt.toISOString(),
  }));
  const parcel = {
    trackingUrl: trackingUrlOf(detail.order),
    partial: detail.order.deliveryIssue === "partial",
    updates: updates.map((update) => ({
      id: update.id,
      at: update.receivedAt.toISOString(),
      text: update.message ?? fulfilmentCopy.tracking.status(update.status ?? ""),
    })),
  };
  return {
    order: { ...order, events },
    messages,
    parcel,
    viewer: user.isAdmin ? ("admin" as const) : ("owner" as const),
    customer,
    decision,
    timeZone: requestTimeZone(request),
  };
}

/**
 * Intent `cancel`: the owner (while pending) or an admin cancels this order, as DELETE /api/orders/:id. Intents
 * `move` and `settle-return` (admins): as PATCH /api/orders/:id. Each acts on this page's order only, whatever
 * `orderId` says.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const user = await requireUser(context);
  const { intent, body } = await readIntent(request);
  const change = { ...(body && typeof body === "object" ? body : {}), orderId: params.id };
  if (intent === "cancel") return cancelOrderIntent(context, user, change);
  if (intent === "move") return moveOrderIntent(context, change);
  if (intent === "settle-return") return settleReturnIntent(context, change);
  if (intent === "returned-units") return returnedUnitsIntent(context, change);
  return invalidInput();
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const cancel = useCancelOrder();
  const move = useMoveOrder();
  const settleReturn = useSettleReturn();
  useTimeZoneCookie(loaderData.timeZone);
  return (
    <OrderDetails
      order={loaderData.order}
      viewer={loaderData.viewer}
      timeZone={loaderData.timeZone}
      messages={loaderData.messages}
      parcel={loaderData.parcel}
      onCancel={cancel}
      onMove={loaderData.viewer === "admin" ? move : undefined}
      onSettleReturn={loaderData.viewer === "admin" ? settleReturn : undefined}
      returnedAnswer={returnedAnswerOf(actionData)}
      customer={loaderData.customer}
      decision={loaderData.decision}
    />
  );
}

/** The returned-units form's answer among the page's action data (a plain post's), or null. */
function returnedAnswerOf(answer: unknown): ReturnedUnitsAnswer | null {
  if (!answer || typeof answer !== "object") return null;
  const value = answer as { ok?: boolean; intent?: string; restocked?: number; error?: string };
  if (value.ok === true && value.intent === "returned-units") return { ok: true, restocked: value.restocked ?? 0 };
  if (value.ok === false && typeof value.error === "string") return { ok: false, error: value.error };
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
