import { data, redirect, useLocation, useNavigation } from "react-router";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { type PayLinkAnswer, PayLinkPanel, type PayLinkState } from "~/components/checkout/PayLinkPanel.tsx";
import { payLinkCopy } from "~/i18n/pay-link.ts";
import { serverCopy } from "~/i18n/server.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { linesOf } from "~/domain/orders/placing.server.ts";
import { toOrderView } from "~/domain/orders/views.ts";
import { findPayLinkOrder, payLinkPath, type PayLinkLookup } from "~/domain/payments/pay-link.server.ts";
import { requestTimeZone } from "~/domain/time-zone.ts";
import { payByLink } from "~/domain/workflows/pay-link.server.ts";
import { payLinkSchema } from "~/schemas/pay-link.ts";
import { parseInput } from "~/schemas/parse.ts";
import type { Wallet } from "~/schemas/order.ts";
import { getConfig, getDatabase, getOrderDeps } from "~/server/context.ts";
import { readBody } from "~/server/http.ts";
import { paymentNotes } from "~/server/order-api.ts";
import type { Database } from "~/domain/database.ts";
import type { MerchantNumbers } from "~/domain/payments/wallets.ts";
import type { Route } from "./+types/pay.$reference";

export const meta: Route.MetaFunction = () => [
  { title: payLinkCopy.title },
  { name: "description", content: payLinkCopy.description },
  { name: "robots", content: "noindex" },
  // The address carries the link's token: no page it leads to learns it (the shop's headers already send other
  // sites only the origin; this page sends nothing at all).
  { name: "referrer", content: "no-referrer" },
];

/** The link carries its token, and the page an order's state: never cached. */
export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}

/** The status a link's page answers with in each state. */
const STATUS: Record<PayLinkState["kind"], number> = { open: 200, paid: 200, expired: 410, "not-found": 404 };

/**
 * The page's state from what the link opened. An open order shows what it is for and how much: its lines and money,
 * never its customer's name, phone or address.
 */
async function stateOf(db: Database, found: PayLinkLookup, merchantNumbers: MerchantNumbers): Promise<PayLinkState> {
  if (found.ok) {
    const view = toOrderView({ order: found.order, lines: await linesOf(db, found.order.id) });
    const { reference, amountDuePaisa, paymentDueAt, lines, currency, deliveryZone } = view;
    const { subtotalCents, shippingCents, deliveryCents, totalCents, taka } = view;
    const order = { reference, amountDuePaisa, paymentDueAt, lines, currency, deliveryZone };
    return {
      kind: "open",
      order: { ...order, subtotalCents, shippingCents, deliveryCents, totalCents, taka },
      merchantNumbers,
    };
  }
  if (found.reason === "not-found") return { kind: "not-found" };
  const { reference, status } = found.order;
  if (found.reason === "expired") return { kind: "expired", reference };
  return { kind: "paid", reference, status, confirmed: status !== "pending" };
}

/**
 * `/pay/<reference>?k=<token>` (issue 50), without signing in: the desk order with this number whose link this is,
 * open while it waits for its payment (200), paid (200, with its status), expired (410) or not a link (404: no
 * such order, or another order's token, or none).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const token = new URL(request.url).searchParams.get("k") ?? "";
  const found = await findPayLinkOrder(db, params.reference, token);
  const state = await stateOf(db, found, getConfig(context).payments.merchantNumbers);
  return data({ state, timeZone: requestTimeZone(request) }, { status: STATUS[state.kind] });
}

/**
 * The customer's payment through the link: the website's payment form (a wallet, the number, the TrxID), checked by
 * the same schema, then `payByLink`, which records it while the order still waits and matches it at once with money
 * already received. Same-origin like every public write (the Worker entry refuses a cross-site post). Paid: back to
 * the link, which now says so (303). Refused: 400 for the fields, 409 for a TrxID another order has or an order
 * already paid, 410 once expired, 404 for a link that is not one.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("k") ?? "";
  const body = (await readBody(request)) as Record<string, unknown> | null;
  const parsed = parseInput(payLinkSchema, body);
  const wallet = typeof body?.paymentMethod === "string" ? (body.paymentMethod as Wallet) : undefined;
  const refuse = (status: number, answer: PayLinkAnswer) => data({ ...answer, wallet }, { status });
  if (!parsed.ok) {
    const { paymentMethod, bkashNum, trxID } = parsed.fieldErrors;
    return refuse(400, { error: shopCopy.api.invalidInput, fieldErrors: { paymentMethod, bkashNum, trxID } });
  }
  const result = await payByLink(
    getDatabase(context),
    getOrderDeps(context),
    params.reference,
    token,
    parsed.value,
    paymentNotes,
  );
  if (result.ok) return redirect(payLinkPath(result.order.reference, token), 303);
  switch (result.reason) {
    case "trx-id-used": {
      const error = serverCopy.payment.trxIdUsedIn(result.wallet);
      return refuse(409, { error, fieldErrors: { trxID: error } });
    }
    case "wallet-not-offered": {
      const error = serverCopy.payment.walletNotOffered(result.wallet);
      return refuse(422, { error, fieldErrors: { paymentMethod: error } });
    }
    case "paid":
      return refuse(409, { error: payLinkCopy.paidHeading });
    case "expired":
      return refuse(410, { error: payLinkCopy.expiredHeading });
    case "not-found":
      return refuse(404, { error: payLinkCopy.notFoundHeading });
  }
}

export default function PayLink({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const navigation = useNavigation();
  return (
    <PayLinkPanel
      state={loaderData.state}
      action={`${location.pathname}${location.search}`}
      timeZone={loaderData.timeZone}
      pending={navigation.state === "submitting"}
      answer={actionData ?? null}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
