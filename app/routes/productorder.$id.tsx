import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { css } from "styled-system/css";
import { OrderSummary } from "~/components/checkout/OrderSummary.tsx";
import { ShippingForm, type ShippingValues } from "~/components/checkout/ShippingForm.tsx";
import { GuardBoundary } from "~/components/pages/GuardBoundary.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { createAddress } from "~/domain/delivery/addresses.server.ts";
import { addressSchema } from "~/schemas/address.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase } from "~/server/context.ts";
import { addressFailure } from "~/server/failures/delivery.ts";
import { requireUser } from "~/server/guards.ts";
import { loadCheckoutPage } from "./checkout-page.server.ts";
import { invalidInput, readIntent, refused } from "./dashboard-actions.server.ts";
import {
  type CheckoutDraft,
  draftPlace,
  saveDraft,
  shippedDraft,
  useCheckoutSource,
  useQuote,
} from "~/client/checkout.ts";
import { useLocations } from "~/client/locations.ts";
import { useRouteAction } from "~/client/route-action.ts";
import { Alert } from "~/ui/alert.tsx";
import { LoadingText } from "~/ui/skeleton.tsx";
import type { Route } from "./+types/productorder.$id";

export const meta: Route.MetaFunction = () => [
  { title: checkoutCopy.checkoutPage.orderTitle },
  { name: "description", content: checkoutCopy.checkoutPage.orderDescription },
  { name: "robots", content: "noindex" },
];

export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}

/** Login required (401 opens the sign-in dialog); with the shopper's saved addresses. */
export function loader({ context }: Route.LoaderArgs) {
  return loadCheckoutPage(context);
}

/**
 * Intent `save-address` (`{label, name, mobile, districtId, areaId, line, note?}`): "Save this address" at the
 * shipping step, as POST /api/addresses (the same schema, domain function and refusals); answers its id.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context);
  const { intent, body } = await readIntent(request);
  if (intent !== "save-address") return invalidInput();
  const parsed = parseInput(addressSchema, body);
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  const result = await createAddress(getDatabase(context), user.id, parsed.value);
  return result.ok ? { ok: true as const, addressId: result.address.id } : refused(addressFailure(result));
}

/** The saved address the draft names, if the shopper still has it; else a new address. */
function valuesOf(draft: CheckoutDraft, loaderData: Route.ComponentProps["loaderData"]): ShippingValues {
  const saved =
    loaderData.addresses.find((address) => address.id === draft.addressId) ??
    (draft.address.districtId === null ? loaderData.addresses.find((address) => address.isDefault) : undefined);
  return {
    name: draft.name || saved?.name || loaderData.displayName,
    mobile: draft.mobile || saved?.mobile || "",
    addressId: saved?.id ?? null,
    address: draft.address,
    saveAddress: false,
    saveLabel: checkoutCopy.delivery.saveAsDefault,
  };
}

/**
 * The lines come from this browser's cart (or the Buy Now product in the URL), priced by the server with the
 * delivery to the chosen area, which the summary shows as soon as the area is chosen.
 */
export default function ProductOrder({ loaderData, params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const source = useCheckoutSource(params.id, location.search);
  const locations = useLocations();
  const saveAddress = useRouteAction<typeof action>();
  const [values, setValues] = useState<ShippingValues | null>(null);
  const current = values ?? (source ? valuesOf(source.draft, loaderData) : null);
  const place = current ? draftPlace(current, loaderData.addresses) : null;
  const [quote] = useQuote(source?.lines ?? null, place);
  if (quote.status === "failed") return <Alert tone="error">{quote.error}</Alert>;
  if (!source || !current || quote.status === "loading") return <LoadingText />;
  const { draft } = source;
  // What the shopper types is kept as they go; going on to pay to a saved address drops the typed one.
  const keep = (next: ShippingValues) =>
    saveDraft({ ...draft, name: next.name, mobile: next.mobile, addressId: next.addressId, address: next.address });
  return (
    <div
      className={css({
        display: "grid",
        gridTemplateColumns: { base: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" },
        gap: "6",
        alignItems: "start",
      })}
    >
      <ShippingForm
        email={loaderData.email}
        defaultValues={current}
        savedAddresses={loaderData.addresses}
        districts={locations.status === "ready" ? locations.districts : locations.status === "failed" ? "failed" : null}
        onRetryLocations={locations.retry}
        disabled={!quote.quote.orderable}
        onChange={(next) => {
          setValues(next);
          keep(next);
        }}
        onSubmit={async (next) => {
          let addressId = next.addressId;
          if (addressId === null && next.saveAddress) {
            const answer = await saveAddress({
              intent: "save-address",
              label: next.saveLabel,
              name: next.name,
              mobile: next.mobile,
              ...next.address,
            });
            if (!answer) return { error: shopCopy.checkout.errors.failed };
            if (!answer.ok) return { error: answer.error, fieldErrors: prefixed(answer.fieldErrors) };
            addressId = answer.addressId;
          }
          saveDraft(shippedDraft(draft, next, addressId));
          navigate(`/payment/${params.id}${location.search}`);
        }}
      />
      <OrderSummary quote={quote.quote} awaitingArea={place === null} />
    </div>
  );
}

/** The address book's field errors under the names the shipping form gives them. */
function prefixed(errors: Partial<Record<string, string>> | undefined) {
  const names: Record<string, string> = { label: "saveLabel", name: "name", mobile: "mobile" };
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([field, message]) => [names[field] ?? `address.${field}`, message]),
  );
}

export const ErrorBoundary = GuardBoundary;
