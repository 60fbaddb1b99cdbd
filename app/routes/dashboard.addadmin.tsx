import { useFetcher } from "react-router";
import { Stack } from "styled-system/jsx";
import { AdminList } from "~/components/dashboard/AdminList.tsx";
import { MakeAdminForm } from "~/components/dashboard/MakeAdminForm.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getConfig, getDatabase } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { requireAdmin } from "~/server/guards.ts";
import { listAdmins, makeAdmin, revokeAdmin } from "~/domain/accounts/users.server.ts";
import { makeAdminSchema } from "~/schemas/auth.ts";
import { parseInput } from "~/schemas/parse.ts";
import { userFailures } from "~/server/failures/accounts.ts";
import { type ScreenAnswer, useRouteAction } from "~/client/route-action.ts";
import { invalidInput, readIntent, refused } from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.addadmin";

export const meta: Route.MetaFunction = () => [
  { title: `${dashboardCopy.dashboard.menu.addAdmin} | e-Shop` },
  { name: "description", content: dashboardCopy.dashboard.description },
];

/** The current admins, as `GET /api/users?admin=true` lists them, with the reader marked. */
export async function loader({ context }: Route.LoaderArgs) {
  const caller = await requireAdmin(context);
  const admins = await listAdmins(getDatabase(context), getConfig(context).auth.adminEmails);
  return {
    admins: admins.map(({ user, configured }) => ({
      email: user.email,
      displayName: user.displayName,
      configured,
      self: user.id === caller.id,
    })),
  };
}

/**
 * Intent `make` (or none: the form's plain post before hydration) `{email}`, as PUT /api/users/admin; intent
 * `revoke` `{email}`, as DELETE /api/users/admin/:email, refused with the API's status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = await requireAdmin(context);
  const { intent, body } = await readIntent(request);
  const parsed = parseInput(makeAdminSchema, body);
  if (intent === "revoke") {
    if (!parsed.ok) return invalidInput(parsed.fieldErrors);
    const result = await revokeAdmin(
      getDatabase(context),
      getConfig(context).auth.adminEmails,
      caller,
      parsed.value.email,
    );
    if (!result.ok) return refused(userFailures[result.reason]);
    return { ok: true as const, message: shopCopy.api.revokedAdmin(result.user.email) };
  }
  if (intent !== "" && intent !== "make") return invalidInput();
  if (!parsed.ok) return { ok: false as const, fieldErrors: parsed.fieldErrors };
  const result = await makeAdmin(getDatabase(context), parsed.value.email, { verifiedOnly: true });
  if (!result.ok) return { ok: false as const, error: userFailures[result.reason].error };
  return { ok: true as const, message: shopCopy.api.madeAdmin(result.user.email) };
}

/**
 * Once hydrated the form posts through a fetcher; before that (or without JavaScript) it is a plain form post to
 * this same action, whose answer arrives as the page's action data. Revoking needs the confirm dialog, so script.
 */
export default function AddAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const revoke = useRouteAction<ScreenAnswer>();
  return (
    <Stack gap="6">
      <MakeAdminForm
        pending={fetcher.state !== "idle"}
        result={fetcher.data ?? actionData}
        onSubmit={(email) => fetcher.submit({ intent: "make", email }, { method: "post" })}
      />
      <AdminList
        admins={loaderData.admins}
        onRevoke={async (admin) => {
          const answer = await revoke({ intent: "revoke", email: admin.email });
          if (!answer) return { ok: false, error: dashboardCopy.dashboard.admins.failed };
          return answer.ok ? { ok: true } : { ok: false, error: answer.error };
        }}
      />
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
