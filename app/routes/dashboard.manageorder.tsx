import { useState } from "react";
import * as v from "valibot";
import { channelFilterSchema } from "~/schemas/desk.ts";
import { data, useNavigation, useSearchParams } from "react-router";
import { BOOK_INTENT, type BookingAnswer, FulfilmentDesk } from "~/components/orders/FulfilmentDesk.tsx";
import { useRouteAction } from "~/client/route-action.ts";
import { useSubmit } from "~/client/submit.ts";
import { latestCourierUpdates } from "~/domain/couriers/tracking.server.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { bookOrders } from "~/server/bookings.ts";
import { courierReadiness } from "~/server/couriers.ts";
import type { CourierId } from "~/domain/couriers/courier.ts";
import { parseInput } from "~/schemas/parse.ts";
import { bookingSchema } from "~/schemas/order.ts";
import { CashSummary } from "~/components/orders/CashSummary.tsx";
import { OrderQueue, type QueueFilter } from "~/components/orders/OrderQueue.tsx";
import type { AttachAnswer } from "~/components/orders/RefundList.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getConfig, getDatabase } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { requireAdmin } from "~/server/guards.ts";
import { jsonError } from "~/server/http.ts";
import { isOrderStatus } from "~/domain/orders/status.ts";
import {
  countCashIssues,
  countOrdersByStatus,
  countToCall,
  listOrders,
  orderReferences,
} from "~/domain/orders/reading.server.ts";
import { customerRecords } from "~/domain/customers/records.server.ts";
import { toCustomerBadgeView } from "~/domain/customers/views.ts";
import { CallForm } from "~/components/orders/CallForm.tsx";
import { readCashSummary } from "~/domain/orders/cash.server.ts";
import { toOrderView } from "~/domain/orders/views.ts";
import { toPaymentView } from "~/domain/payments/views.ts";
import { countRefundsDue, listPayments } from "~/domain/payments/listing.server.ts";
import { listDistricts } from "~/domain/delivery/locations.server.ts";
import { parseRecordId } from "~/domain/ids.ts";
import { requestTimeZone } from "~/domain/time-zone.ts";
import { tablePageQuery } from "~/schemas/table-page.ts";
import { useCancelOrder, useMoveOrder, useRecordRefund } from "~/client/orders.ts";
import { useTimeZoneCookie } from "~/client/time-zone.ts";
import {
  attachIntent,
  cancelOrderIntent,
  invalidInput,
  moveOrderIntent,
  readIntent,
  refundIntent,
  settleReturnIntent,
} from "./dashboard-actions.server.ts";
import { blockIntent, callIntent } from "./risk-actions.server.ts";
import type { Route } from "./+types/dashboard.manageorder";

export const meta: Route.MetaFunction = () => [
  { title: `${dashboardCopy.dashboard.menu.manageOrder} | e-Shop` },
  { name: "description", content: dashboardCopy.dashboard.description },
];

/**
 * `?status=`: one status, `all`, or `refunds` (the payments owing money back); without it (or with anything else)
 * the page opens on the verification queue.
 */
function queueFilter(params: URLSearchParams): QueueFilter {
  const value = params.get("status");
  return value === "all" || value === "refunds" || value === "cash" || value === "to-call" || isOrderStatus(value)
    ? value
    : "pending";
}

/**
 * Every customer's orders (admins only), newest first, in one status (pending by default: the payments to check)
 * or all, searchable by customer, TrxID or mobile; or the payments owing a refund. With how many orders each
 * status holds, how many refunds are owed, and the cash on delivery to collect and collected over the last week.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const query = tablePageQuery(params);
  const filter = queueFilter(params);
  const db = getDatabase(context);
  const status = filter === "all" || filter === "refunds" || filter === "cash" || filter === "to-call" ? null : filter;
  const districtId = parseRecordId(params.get("district"));
  // An unknown channel is no filter (the API answers 400; a page link keeps working).
  const channelParsed = v.safeParse(channelFilterSchema, params.get("channel") ?? undefined);
  const channel = channelParsed.success ? channelParsed.output || null : null;
  const paymentHours = getConfig(context).limits.paymentHours;
  const [result, counts, refundsOwed, refunds, districts, cash, cashIssues, toCall] = await Promise.all([
    filter === "refunds"
      ? null
      : listOrders(db, admin, {
          ...query,
          scope: "everyone",
          status,
          districtId,
          channel,
          cashIssue: filter === "cash",
          toCall: filter === "to-call",
        }).then((listed) => {
          if (!listed.ok) throw jsonError(403, shopCopy.auth.notAllowed);
          return listed.page;
        }),
    countOrdersByStatus(db),
    countRefundsDue(db, paymentHours),
    filter === "refunds"
      ? listPayments(db, { refundDue: true, page: query.page, pageSize: query.pageSize, paymentHours })
      : null,
    listDistricts(db),
    readCashSummary(db),
    countCashIssues(db),
    countToCall(db),
  ]);
  // The customer behind each order's phone (issue 49).
  const records = result
    ? await customerRecords(
        db,
        result.items.map(({ order }) => order.mobile),
      )
    : new Map();
  const customers = Object.fromEntries([...records].map(([phone, record]) => [phone, toCustomerBadgeView(record)]));
  // What the couriers last said about the parcels on this page.
  const news = result
    ? await latestCourierUpdates(
        db,
        result.items.map(({ order }) => order.id),
      )
    : new Map();
  const courierNews = Object.fromEntries(
    [...news].map(([orderId, update]) => [
      orderId,
      update.message ?? fulfilmentCopy.tracking.status(update.status ?? ""),
    ]),
  );
  return {
    courierNews,
    customers,
    toCall,
    page: result
      ? { ...result, items: result.items.map(toOrderView) }
      : { items: [], status: null, total: 0, page: query.page, pageSize: query.pageSize },
    refunds: refunds ? { ...refunds, items: refunds.items.map(toPaymentView) } : undefined,
    search: query.search,
    district: districts.some((each) => each.id === districtId) ? districtId : null,
    districts,
    channel,
    filter,
    counts,
    refundsOwed,
    cashIssues,
    cash,
    couriers: courierReadiness(context),
    timeZone: requestTimeZone(request),
  };
}

/**
 * What a booking names: the ids (a fetcher's JSON list, or a plain form's repeated `orderIds` checkboxes) and the
 * courier ("" or none: each order's zone's).
 */
async function bookingInput(
  request: { headers: Headers; formData(): Promise<FormData> },
  body: unknown,
): Promise<{ orderIds: unknown; courier: unknown }> {
  if ((request.headers.get("Content-Type") ?? "").includes("form")) {
    const form = await request.formData();
    return { orderIds: form.getAll("orderIds"), courier: form.get("courier") ?? "" };
  }
  const value = (body && typeof body === "object" ? body : {}) as { orderIds?: unknown; courier?: unknown };
  return { orderIds: value.orderIds, courier: value.courier ?? "" };
}

/**
 * Intent `move` (`orderId`, `status`, `note?`, `courier?`, `trackingNumber?`, `cashCollected?`): as PATCH
 * /api/orders/:id. Intent
 * `cancel` (`orderId`): an admin cancels a customer's order, as DELETE /api/orders/:id. Intent `refund`
 * (`trxId`, `refundTrxID`): the money a payment is owed was sent back, as POST /api/payments/:trxID/refund.
 * Intent `book` (`orderIds`, a list, or repeated checkboxes from a plain form, and `courier`): books them with that
 * courier or each with its zone's, as POST /api/orders/book.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const form = request.clone();
  const { intent, body } = await readIntent(request);
  if (intent === BOOK_INTENT) {
    const parsed = parseInput(bookingSchema, await bookingInput(form, body));
    if (!parsed.ok) {
      const error = parsed.fieldErrors.orderIds ?? parsed.fieldErrors.courier ?? shopCopy.api.invalidInput;
      return data({ ok: false as const, booking: true, error }, { status: 400 });
    }
    const answer = await bookOrders(context, admin, parsed.value.orderIds, parsed.value.courier);
    if (!answer.ok) return data({ ok: false as const, booking: true, error: answer.error }, { status: answer.status });
    // The desk names each order by its number (decision 042).
    const numbers = await orderReferences(getDatabase(context), parsed.value.orderIds);
    return {
      ok: true as const,
      booking: true,
      results: answer.results.map((line) => ({ ...line, name: numbers.get(line.orderId) ?? line.orderId })),
    };
  }
  if (intent === "call") return callIntent(context, admin, body);
  if (intent === "block") return blockIntent(context, body);
  if (intent === "move") return moveOrderIntent(context, body);
  if (intent === "refund") return refundIntent(context, admin, body);
  if (intent === "attach") return attachIntent(context, admin, body);
  if (intent === "settle-return") return settleReturnIntent(context, body);
  return intent === "cancel" ? cancelOrderIntent(context, admin, body) : invalidInput();
}

const DESK_FORM = "fulfilment-desk";

export default function ManageOrders({ loaderData, actionData }: Route.ComponentProps) {
  const book = useRouteAction<typeof action>();
  const navigation = useNavigation();
  const [booked, setBooked] = useState<BookingAnswer | null>(null);
  const { busy: booking, run: send } = useSubmit();
  const plainAnswer = actionData && "booking" in actionData ? toBookingAnswer(actionData) : null;
  const cancel = useCancelOrder();
  const move = useMoveOrder();
  const [searchParams] = useSearchParams();
  const refund = useRecordRefund();
  const { page, refunds, search, district, districts, filter, counts, refundsOwed, cash, timeZone } = loaderData;
  useTimeZoneCookie(timeZone);
  const href = (changes: Record<string, string | number>) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) params.set(key, String(value));
    return `/dashboard/manageorder?${params}`;
  };
  return (
    <OrderQueue
      title={dashboardCopy.dashboard.menu.manageOrder}
      page={page}
      filter={filter}
      counts={counts}
      refundsOwed={refundsOwed}
      cashIssues={loaderData.cashIssues}
      refunds={refunds}
      attachAnswer={attachAnswerOf(actionData)}
      onRefund={refund}
      search={search}
      district={district}
      districts={districts}
      channel={loaderData.channel}
      action="/dashboard/manageorder"
      filterHref={(target) => href({ status: target, page: 1 })}
      pageHref={(target) => href({ page: target, pageSize: page.pageSize })}
      pageSizeHref={(size) => href({ page: 1, pageSize: size })}
      onMove={move}
      onCancel={cancel}
      timeZone={timeZone}
      summary={
        <>
          <CashSummary summary={cash} />
          <BlockOffer answer={actionData} />
        </>
      }
      selectFormId={filter === "confirmed" ? DESK_FORM : undefined}
      courierNews={loaderData.courierNews}
      customers={loaderData.customers}
      toCall={loaderData.toCall}
      callForm={
        filter === "to-call" ? (order) => <CallForm orderId={order.id} reference={order.reference} /> : undefined
      }
      desk={
        filter === "confirmed" ? (
          <FulfilmentDesk
            formId={DESK_FORM}
            couriers={loaderData.couriers}
            exportHref="/api/orders/export?status=confirmed&format=csv"
            answer={booked ?? plainAnswer}
            busy={booking || (navigation.state === "submitting" && navigation.formData?.get("intent") === BOOK_INTENT)}
            onBook={async (orderIds, courier) => {
              const answer = await send(() => book({ intent: BOOK_INTENT, orderIds, courier }));
              setBooked(answer ? toBookingAnswer(answer) : { ok: false, error: shopCopy.api.invalidInput });
            }}
          />
        ) : undefined
      }
    />
  );
}

/** The "Attach to order" answer among the page's action data (a plain post's), or null. */
function attachAnswerOf(answer: unknown): AttachAnswer | null {
  if (!answer || typeof answer !== "object" || "booking" in answer) return null;
  const value = answer as { ok?: boolean; intent?: string; trxId?: string; reference?: string; error?: string };
  if (value.ok === true && value.intent === "attach")
    return { ok: true, trxId: value.trxId ?? "", reference: value.reference ?? "" };
  if (value.ok === false && typeof value.error === "string") return { ok: false, error: value.error };
  return null;
}

/** What the page's action answered a booking, as the desk shows it. */
function toBookingAnswer(answer: unknown): BookingAnswer {
  const value = answer as {
    ok: boolean;
    error?: string;
    results?: {
      orderId: string;
      name?: string;
      ok: boolean;
      courier?: CourierId;
      trackingNumber?: string;
      trackingUrl?: string;
      error?: string;
    }[];
  };
  if (!value.ok || !value.results) return { ok: false, error: value.error ?? shopCopy.api.invalidInput };
  return {
    ok: true,
    // Each order is named by its number (decision 042), by its id only if it has none.
    results: value.results.map((line) =>
      line.ok
        ? {
            orderId: line.orderId,
            name: line.name ?? line.orderId,
            ok: true,
            courier: line.courier ?? "steadfast",
            trackingCode: line.trackingNumber ?? "",
            trackingUrl: line.trackingUrl ?? null,
          }
        : { orderId: line.orderId, name: line.name ?? line.orderId, ok: false, error: line.error ?? "" },
    ),
  };
}

export const ErrorBoundary = RouteErrorBoundary;

/** After a fake call (issue 49): the offer to block the number, or that it is blocked. */
function BlockOffer({ answer }: { answer: unknown }) {
  const value = answer as { ok?: boolean; intent?: string; blockOffer?: string | null; blocked?: string } | undefined;
  if (value?.ok && value.intent === "block" && value.blocked)
    return <p role="status">{fulfilmentCopy.calls.blocked(value.blocked)}</p>;
  if (!value?.ok || value.intent !== "call" || !value.blockOffer) return null;
  return <CallForm orderId="" reference="" blockOffer={value.blockOffer} onlyBlock />;
}
