/**
 * The order desk over HTTP (issue 50): what `POST /api/orders/desk` and the desk page's action share. Admins only;
 * the body is `deskOrderSchema`'s; a domain failure is answered as the website's checkout answers it.
 */
import { placeDeskOrder, sendPayLink, type DeskOrderResult } from "~/domain/workflows/desk.server.ts";
import { payLinkMessage } from "~/domain/notifications/templates.ts";
import { deskCopy } from "~/i18n/desk.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { serverCopy } from "~/i18n/server.ts";
import { deskOrderSchema } from "~/schemas/desk.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getConfig, getDatabase, getOrderDeps } from "./context.ts";
import type { FailureAnswer } from "./failures.ts";
import { riskExtra } from "./failures/customers.ts";
import { orderFailure } from "./failures/orders.ts";
import { requireAdmin, requireSessionClaim } from "./guards.ts";
import { requestLanguage } from "./language.ts";
import { paymentNotes } from "./order-api.ts";
import type { RouterContextProvider } from "react-router";

type Context = Pick<RouterContextProvider, "get">;

export type DeskAnswer =
  | { ok: true; placed: Extract<DeskOrderResult, { ok: true }>; paymentLink: string | null }
  | { ok: false; answer: FailureAnswer; issues?: Partial<Record<string, string>>; extra?: Record<string, unknown> };

/** Takes the desk's order from `body` for the signed-in admin (401/403 thrown otherwise). */
export async function takeDeskOrder(context: Context, request: Request, body: unknown): Promise<DeskAnswer> {
  await requireAdmin(context);
  const admin = await requireSessionClaim(context);
  const parsed = parseInput(deskOrderSchema, body);
  if (!parsed.ok)
    return { ok: false, answer: { status: 400, error: shopCopy.api.invalidInput }, issues: parsed.fieldErrors };
  const result = await placeDeskOrder(
    getDatabase(context),
    getOrderDeps(context),
    admin,
    parsed.value,
    paymentNotes,
    requestLanguage(request),
  );
  if (!result.ok) {
    const extra =
      "quote" in result
        ? { totalPrice: result.quote.totalCents / 100 }
        : result.reason === "cod-risk"
          ? riskExtra(result.refusal)
          : undefined;
    return { ok: false, answer: orderFailure(result), ...(extra ? { extra } : {}) };
  }
  const origin = new URL(request.url).origin;
  return { ok: true, placed: result, paymentLink: result.paymentLink ? origin + result.paymentLink : null };
}

export type PayLinkAnswer = { ok: true; paymentLink: string } | { ok: false; answer: FailureAnswer };

/** "Send payment link" for order `orderId` (admins): a new link, texted to the customer through the queue. */
export async function sendOrderPayLink(context: Context, request: Request, orderId: string): Promise<PayLinkAnswer> {
  await requireAdmin(context);
  const settings = getConfig(context).notifications;
  const result = await sendPayLink(getDatabase(context), orderId, (order, path) =>
    payLinkMessage(order, path, settings),
  );
  if (!result.ok)
    return {
      ok: false,
      answer:
        result.reason === "not-found"
          ? { status: 404, error: serverCopy.api.notFound }
          : { status: 409, error: deskCopy.failures["not-waiting"] },
    };
  return { ok: true, paymentLink: new URL(request.url).origin + result.paymentLink };
}

/**
 * The desk page's form as the desk's body (`deskOrderSchema`): its lines (`line` = `<product>.<variant>` with a `qty`
 * each), a saved address or one typed, and the payment as the page offers it (`way`: cash on delivery, with an advance
 * received, already paid, or by link) with its wallet, number and TrxID.
 */
export function deskBodyOfForm(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const quantities = form.getAll("qty").map(String);
  const orderProduct = form.getAll("line").map((line, index) => {
    const [productId = "", variantId = ""] = String(line).split(".");
    return { product_id: productId, variant_id: variantId, product_qty: quantities[index] ?? "1" };
  });
  const addressId = text("addressId");
  const where = addressId
    ? { addressId }
    : {
        address: { districtId: text("districtId"), areaId: text("areaId"), line: text("addressLine") },
      };
  const way = text("way");
  const wallet = text("wallet") || "bKash";
  const received = { number: text("number"), trxID: text("trxID") };
  const payment =
    way === "cod-advance"
      ? { paymentMethod: "COD", advance: { method: wallet, ...received } }
      : way === "paid"
        ? { paymentMethod: wallet, bkashNum: received.number, trxID: received.trxID }
        : way === "link"
          ? { paymentMethod: wallet }
          : { paymentMethod: "COD" };
  return {
    phone: text("phone"),
    name: text("name"),
    orderProduct,
    ...where,
    ...payment,
    channel: text("channel"),
    note: text("note"),
    discount: text("discount"),
    // One form, one order: a second press of the button (or a resent form) gives the same order.
    ...(text("checkoutKey") ? { checkoutKey: text("checkoutKey") } : {}),
  };
}
