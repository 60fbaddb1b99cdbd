import { useFetcher } from "react-router";
import { MakeAdminForm } from "~/components/dashboard/MakeAdminForm.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { copy } from "~/copy.ts";
import { requireAdmin } from "~/server/guards.ts";
import { readBody } from "~/server/http.ts";
import { makeAdmin } from "~/domain/users.server.ts";
import { makeAdminSchema } from "~/schemas/auth.ts";
import { parseInput } from "~/schemas/parse.ts";
import { userFailures } from "~/server/failures.ts";
import type { Route } from "./+types/dashboard.addadmin";

export const meta: Route.MetaFunction = () => [
  { title: `${copy.dashboard.menu.addAdmin} | e-Shop` },
  { name: "description", content: copy.dashboard.description },
];

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  const parsed = parseInput(makeAdminSchema, await readBody(request));
  if (!parsed.ok) return { ok: false as const, fieldErrors: parsed.fieldErrors };
  const result = await makeAdmin(getDatabase(context), parsed.value.email);
  if (!result.ok) return { ok: false as const, error: userFailures[result.reason].error };
  return { ok: true as const, message: copy.api.madeAdmin(result.user.email) };
}

/**
 * Once hydrated the form posts through a fetcher; before that (or without JavaScript) it is a plain form post to
 * this same action, whose answer arrives as the page's action data.
 */
export default function AddAdmin({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  return (
    <MakeAdminForm
      pending={fetcher.state !== "idle"}
      result={fetcher.data ?? actionData}
      onSubmit={(email) => fetcher.submit({ email }, { method: "post" })}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
