import { useEffect, useState } from "react";
import { replace, useLocation, useNavigate } from "react-router";
import { PaymentPanel } from "~/components/checkout/PaymentPanel.tsx";
import { GuardBoundary } from "~/components/pages/GuardBoundary.tsx";
import { getDatabase, getOrderDeps } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { checkout } from "~/domain/workflows/checkout.server.ts";
import { loadCheckoutPage } from "./checkout-page.server.ts";
import { requireSessionClaim, requireUser } from "~/server/guards.ts";
import { fieldErrorsOf } from "~/server/failures.ts";
import { orderFailure } from "~/server/failures/orders.ts";
import { parseJsonText, readBody } from "~/server/http.ts";
import { requestLanguage } from "~/server/language.ts";
import { paymentNotes } from "~/server/order-api.ts";
import { placeOrderSchema, type PaymentMethod } from "~/schemas/order.ts";
import { parseInput } from "~/schemas/parse.ts";
import {
  type CheckoutDraft,
  clearParam,
  type DraftAddress,
  draftPlace,
  fetchQuote,
  finishDraft,
  useCheckoutSource,
  useQuote,
} from "~/client/checkout.ts";
import { useLocations } from "~/client/locations.ts";
import { amountDueOf, type DeliverTo, paymentFieldErrors } from "~/components/checkout/PaymentPanel.tsx";
import type { LocationDistrict, SavedAddressView } from "~/domain/delivery/types.ts";
import { useRouteAction } from "~/client/route-action.ts";
import { Alert } from "~/ui/alert.tsx";
import { LoadingText } from "~/ui/skeleton.tsx";
import type { Route } from "./+types/payment.$id";

export const meta: Route.MetaFunction = () => [
  { title: checkoutCopy.checkoutPage.paymentTitle },
  { name: "description", content: checkoutCopy.checkoutPage.paymentDescription },
  { name: "robots", content: "noindex" },
];

export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}

export function loader({ context }: Route.LoaderArgs) {
  return loadCheckoutPage(context);
}

/**
 * The one way the shop's pages place an order (decision 011): the same `checkout`, schema and failure table as
 * POST /api/orders. The page posts JSON through a fetcher and gets the confirmation's address back (the browser
 * then renews the draft's checkout key and goes there); a plain form post (with `orderProduct` as JSON text) is
 * redirected there. A failure returns the message, and `priceChanged` when the shopper must see the new total.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  // A signed-out visitor is sent to sign in before anything is read; the order confirms the session again itself.
  await requireUser(context);
  const buyer = await requireSessionClaim(context);
  const body = (await readBody(request)) as Record<string, unknown> | null;
  // A plain form post carries the lines and the address as JSON text.
  const input = body && {
    ...body,
    ...(typeof body.orderProduct === "string" ? { orderProduct: parseJsonText(body.orderProduct) } : {}),
    ...(typeof body.address === "string" ? { address: parseJsonText(body.address) } : {}),
    // A plain form post of cash on delivery with an advance names the advance's wallet beside the two fields.
    ...(body.paymentMethod === "COD" && typeof body.advanceMethod === "string"
      ? {
          advance: { method: body.advanceMethod, number: body.bkashNum, trxID: body.trxID },
          bkashNum: undefined,
          trxID: undefined,
        }
      : {}),
  };
  const parsed = parseInput(placeOrderSchema, input);
  if (!parsed.ok)
    return {
      ok: false as const,
      error: shopCopy.api.invalidInput,
      fieldErrors: parsed.fieldErrors,
      priceChanged: false,
    };
  const outcome = await checkout(
    getDatabase(context),
    getOrderDeps(context),
    buyer,
    parsed.value,
    paymentNotes,
    requestLanguage(request),
  );
  if (!outcome.ok) {
    const answer = orderFailure(outcome);
    return {
      ok: false as const,
      error: answer.error,
      fieldErrors: fieldErrorsOf(answer),
      priceChanged: outcome.reason === "price-changed",
    };
  }
  const search = new URL(request.url).searchParams;
  const confirmation = `/confirmorder/${outcome.placed.order.id}?clear=${encodeURIComponent(clearParam(params.id ?? "cart", search))}`;
  const fromFetcher = (request.headers.get("Content-Type") ?? "").includes("application/json");
  return fromFetcher ? { ok: true as const, confirmation } : replace(confirmation);
}

export default function Payment({ loaderData, params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const place = useRouteAction<typeof action>();
  const location = useLocation();
  // Bare /payment (the spec's optional :id) is the cart's checkout.
  const id = params.id ?? "cart";
  const source = useCheckoutSource(id, location.search);
  const deliverTo = source ? draftPlace(source.draft, loaderData.addresses) : null;
  const [quote, setQuote] = useQuote(
    source?.lines ?? null,
    deliverTo,
    null,
    source?.draft.checkoutKey ?? null,
    source?.draft.mobile ?? null,
  );
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{
    error: string;
    fieldErrors?: Partial<Record<"bkashNum" | "trxID", string>>;
  } | null>(null);
  const [method, setMethod] = useState<PaymentMethod | undefined>(undefined);
  const locations = useLocations();
  const address = source
    ? orderAddress(source.draft, loaderData.addresses, locations.status === "ready" ? locations.districts : null)
    : null;
  const missingDetails = source !== null && (!source.draft.name || !source.draft.mobile || address === null);
  // Shipping details come first: a reload or a shared link without them goes back one step, never crashes.
  useEffect(() => {
    if (missingDetails) navigate(`/productorder/${id}${location.search}`, { replace: true });
  }, [missingDetails, navigate, id, location.search]);
  if (quote.status === "failed") return <Alert tone="error">{quote.error}</Alert>;
  if (!source || missingDetails || quote.status === "loading") return <LoadingText />;
  const { draft, lines } = source;
  const current = quote.quote;
  if (!address) return <LoadingText />;
  return (
    <PaymentPanel
      quote={current}
      customer={{ name: draft.name, mobile: draft.mobile }}
      deliverTo={address.shown}
      merchantNumbers={loaderData.merchantNumbers}
      reference={current.reference ?? null}
      bdtRate={loaderData.bdtRate}
      flashPaymentMinutes={loaderData.flashPaymentMinutes}
      pending={pending}
      error={failure?.error}
      fieldErrors={failure?.fieldErrors}
      initialMethod={method}
      editHref={`/productorder/${id}${location.search}`}
      onSubmit={async (values) => {
        setPending(true);
        setFailure(null);
        setMethod(values.paymentMethod);
        const result = await place({
          name: draft.name,
          mobile: draft.mobile,
          ...values,
          orderProduct: lines,
          checkoutKey: draft.checkoutKey,
          expectedTotal: current.totalCents,
          // What the chosen way asks by wallet: the total, a cash-on-delivery advance, or nothing (issue 45).
          expectedAmountDue: amountDueOf(current, values.paymentMethod),
          ...address.order,
        });
        if (result?.ok) {
          // The next checkout starts with a new key; this one is done.
          finishDraft();
          navigate(result.confirmation, { replace: true });
          return;
        }
        setPending(false);
        if (!result) return setFailure({ error: shopCopy.checkout.errors.failed });
        const fieldErrors = paymentFieldErrors(result.fieldErrors ?? {});
        setFailure({ error: result.error, fieldErrors });
        // Prices or stock moved: show the current quote so the shopper confirms what they will pay.
        if (result.priceChanged || Object.keys(fieldErrors).length === 0)
          setQuote(await fetchQuote(lines, deliverTo, draft.checkoutKey).catch(() => current));
      }}
    />
  );
}

/**
 * Where the order goes, for the order (a saved address by id, or the new one as typed) and for the screen (its
 * names: a new address's from the locations once they are here); null when the draft has none yet.
 */
function orderAddress(
  draft: CheckoutDraft,
  saved: readonly SavedAddressView[],
  districts: readonly LocationDistrict[] | null,
): { order: { addressId: number } | { address: DraftAddress }; shown: DeliverTo } | null {
  // Places carry their names in both languages; the screen shows the page's.
  if (draft.addressId !== null) {
    const address = saved.find((each) => each.id === draft.addressId);
    if (!address) return null;
    const { line, area, district, bnArea, bnDistrict, note } = address;
    return { order: { addressId: address.id }, shown: { line, area, district, bnArea, bnDistrict, note } };
  }
  const { districtId, areaId, line, note } = draft.address;
  if (districtId === null || areaId === null || !line.trim()) return null;
  const district = districts?.find((each) => each.id === districtId);
  const area = district?.areas.find((each) => each.id === areaId);
  return {
    order: { address: draft.address },
    shown: {
      line,
      note: note.trim() || null,
      district: district?.name ?? null,
      area: area?.name ?? null,
      bnDistrict: district?.bnName ?? null,
      bnArea: area?.bnName ?? null,
    },
  };
}

export const ErrorBoundary = GuardBoundary;
