import { data, useNavigation } from "react-router";
import { CashPage } from "~/components/cash/CashPage.tsx";
import type { ImportView, SyncView } from "~/components/cash/PayoutActions.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { cashCopy } from "~/i18n/cash.ts";
import { COURIER_IDS } from "~/domain/couriers/courier.ts";
import { cashLedger, listPayouts } from "~/domain/couriers/payouts.server.ts";
import { COURIER_CHOICES, importSettlementCsv, readCourierFilter, syncPayoutsNow } from "~/server/cash.ts";
import { getConfig, getDatabase } from "~/server/context.ts";
import { requireAdmin } from "~/server/guards.ts";
import { invalidInput, readIntent } from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.cash";

export const meta: Route.MetaFunction = () => [
  { title: cashCopy.meta.title },
  { name: "description", content: cashCopy.meta.description },
];

/**
 * Admins (issue 51): the cash ledger as GET /api/cash gives it, for `?courier=` or every courier (each courier's
 * figures beside each other then), and the payouts as GET /api/payouts. 400 for another courier.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const filter = readCourierFilter(new URL(request.url).searchParams);
  if (!filter) throw data(cashCopy.badCourier(COURIER_CHOICES), { status: 400 });
  const db = getDatabase(context);
  const now = Date.now();
  const shown = filter.courier ? [filter.courier] : COURIER_IDS;
  const [ledger, payouts, ...each] = await Promise.all([
    cashLedger(db, { courier: filter.courier, now }),
    listPayouts(db, { courier: filter.courier }),
    ...(filter.courier ? [] : shown.map((courier) => cashLedger(db, { courier, now }))),
  ]);
  const figures = filter.courier
    ? [{ courier: filter.courier, outstanding: ledger.outstanding, paidOut: ledger.paidOut }]
    : shown.map((courier, index) => ({
        courier,
        outstanding: each[index]!.outstanding,
        paidOut: each[index]!.paidOut,
      }));
  return {
    courier: filter.courier ?? null,
    figures,
    payouts,
    mismatches: ledger.mismatches,
    empty: ledger.orders.length === 0 && payouts.length === 0,
  };
}

/**
 * Intent `sync`: the couriers' payouts pulled now, as POST /api/payouts/sync. Intent `import` (a multipart post with
 * the file `sheet`): a settlement sheet recorded, as POST /api/payouts/import. Refusals with the API's statuses.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  const { intent, body } = await readIntent(request);
  const db = getDatabase(context);
  if (intent === "sync") {
    const answer = await syncPayoutsNow(db, getConfig(context).couriers);
    const sync: SyncView =
      answer.status === 200 ? { ok: true, messages: answer.body.messages } : { ok: false, error: answer.body.error };
    return data({ sync }, { status: answer.status });
  }
  if (intent === "import") {
    const file = (body as { sheet?: unknown }).sheet;
    if (!(file instanceof File) || file.size === 0)
      return data({ sheet: { ok: false, error: cashCopy.sheet.chooseFile } satisfies ImportView }, { status: 400 });
    const answer = await importSettlementCsv(db, await file.text());
    const sheet: ImportView = answer.ok
      ? {
          ok: true,
          message: answer.report.message,
          unknown: answer.report.unknown.map((parcel) => ({ ...parcel, courier: cashCopy.couriers[parcel.courier] })),
        }
      : { ok: false, error: answer.error, rows: answer.rows };
    return data({ sheet }, { status: answer.ok ? 200 : answer.status });
  }
  return invalidInput();
}

export default function Cash({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const query = loaderData.courier ? `?courier=${loaderData.courier}` : "";
  const answered = actionData as { sync?: SyncView; sheet?: ImportView } | undefined;
  return (
    <CashPage
      courier={loaderData.courier}
      couriers={COURIER_IDS}
      figures={loaderData.figures}
      payouts={loaderData.payouts}
      mismatches={loaderData.mismatches}
      empty={loaderData.empty}
      action={`/dashboard/cash${query}`}
      exportHref={`/api/cash?format=csv${loaderData.courier ? `&courier=${loaderData.courier}` : ""}`}
      sync={answered?.sync ?? null}
      sheet={answered?.sheet ?? null}
      busy={posting === "sync" || posting === "import" ? posting : null}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
