import * as v from "valibot";
import { useLocations } from "~/client/locations.ts";
import { type ScreenAnswer, useRouteAction } from "~/client/route-action.ts";
import { AddressBook } from "~/components/delivery/AddressBook.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import {
  createAddress,
  deleteAddress,
  listAddresses,
  MAX_ADDRESSES,
  updateAddress,
} from "~/domain/delivery/addresses.server.ts";
import { parseRecordId } from "~/domain/ids.ts";
import type { LocationDistrict } from "~/domain/delivery/types.ts";
import { addressSchema } from "~/schemas/address.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase } from "~/server/context.ts";
import { addressFailure } from "~/server/failures/delivery.ts";
import { requireUser } from "~/server/guards.ts";
import { done, invalidInput, readIntent, refused } from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.addresses";

export const meta: Route.MetaFunction = () => [
  { title: dashboardCopy.addresses.title },
  { name: "description", content: dashboardCopy.addresses.description },
];

/** The signed-in shopper's address book, as GET /api/addresses lists it (the default first), and its limit. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  return { addresses: await listAddresses(getDatabase(context), user.id), max: MAX_ADDRESSES };
}

const idField = v.object({ id: v.optional(v.union([v.string(), v.number()])) });

/** The address id a screen posted (`id`), or null when there is none or it is not one. */
function addressIdOf(body: unknown): number | null {
  const parsed = v.safeParse(idField, body);
  return parsed.success ? parseRecordId(parsed.output.id === undefined ? null : String(parsed.output.id)) : null;
}

const notFound = () => refused(addressFailure({ ok: false, reason: "not-found" }));

/**
 * Intent `create` (or none: a plain form post) with the address's fields, as POST /api/addresses; `update` (`id`
 * and the fields), as PUT /api/addresses/:id; `delete` (`id`), as DELETE /api/addresses/:id; `make-default`
 * (`id`): the stored address saved again as the default. Each answers `{ok: true}` or the API's refusal and status
 * (400 with the field messages, 404 for an id that is not one of the caller's, 409 past the limit).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context);
  const { intent, body } = await readIntent(request);
  const db = getDatabase(context);

  if (intent === "" || intent === "create") {
    const parsed = parseInput(addressSchema, body);
    if (!parsed.ok) return invalidInput(parsed.fieldErrors);
    const result = await createAddress(db, user.id, parsed.value);
    return result.ok ? done() : refused(addressFailure(result));
  }

  if (intent !== "update" && intent !== "delete" && intent !== "make-default") return invalidInput();
  const id = addressIdOf(body);
  if (id === null) return notFound();

  if (intent === "delete") return (await deleteAddress(db, user.id, id)).ok ? done() : notFound();

  if (intent === "update") {
    const parsed = parseInput(addressSchema, body);
    if (!parsed.ok) return invalidInput(parsed.fieldErrors);
    const result = await updateAddress(db, user.id, id, parsed.value);
    return result.ok ? done() : refused(addressFailure(result));
  }

  const stored = (await listAddresses(db, user.id)).find((address) => address.id === id);
  if (!stored) return notFound();
  const result = await updateAddress(db, user.id, id, {
    label: stored.label,
    name: stored.name,
    mobile: stored.mobile,
    districtId: stored.districtId,
    areaId: stored.areaId,
    line: stored.line,
    note: stored.note,
    isDefault: true,
  });
  return result.ok ? done() : refused(addressFailure(result));
}

/** Until the locations arrive (one list, so the pickers do not start over on every render). */
const noDistricts: LocationDistrict[] = [];

/**
 * Each change goes through this route's action (decision 011) with its own fetcher, so a delete and a save never
 * share one answer. "Make default" is also a plain form: before hydration it posts here, and the page shows the
 * refusal, if any.
 */
export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const locations = useLocations();
  const save = useRouteAction<ScreenAnswer>();
  const remove = useRouteAction<ScreenAnswer>();
  const makeDefault = useRouteAction<ScreenAnswer>();
  const failed = { ok: false, error: dashboardCopy.addresses.failed } as const;
  return (
    <AddressBook
      addresses={loaderData.addresses}
      max={loaderData.max}
      districts={locations.status === "ready" ? locations.districts : noDistricts}
      districtsStatus={locations.status}
      refusal={actionData && !actionData.ok ? actionData.error : null}
      onSave={async (values, address) =>
        (await save(address ? { intent: "update", id: address.id, ...values } : { intent: "create", ...values })) ??
        failed
      }
      onDelete={async (address) => (await remove({ intent: "delete", id: address.id })) ?? failed}
      onMakeDefault={async (address) => (await makeDefault({ intent: "make-default", id: address.id })) ?? failed}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
