import { RiskSettingsForm, type RiskSettingsAnswer } from "~/components/risk/RiskSettingsForm.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { readRiskSettings } from "~/domain/customers/settings.server.ts";
import { getDatabase } from "~/server/context.ts";
import { requireAdmin } from "~/server/guards.ts";
import { invalidInput, readIntent } from "./dashboard-actions.server.ts";
import { saveRiskIntent } from "./risk-actions.server.ts";
import type { Route } from "./+types/dashboard.risk";

export const meta: Route.MetaFunction = () => [
  { title: fulfilmentCopy.risk.title },
  { name: "description", content: dashboardCopy.dashboard.description },
];

/** The COD risk rule as GET /api/risk/settings gives it (issue 49; admins only). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return { settings: await readRiskSettings(getDatabase(context)) };
}

/** Intent `save-risk`: replaces the settings, as PUT /api/risk/settings (the share posted in per cent). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  const form = request.clone();
  const { intent, body } = await readIntent(request);
  if (intent !== "save-risk") return invalidInput();
  // A plain form repeats the blocklist's fields, one per row: all of them, not just the last.
  if ((request.headers.get("Content-Type") ?? "").includes("form")) {
    const fields = await form.formData();
    return saveRiskIntent(context, {
      ...(body as object),
      blockedPhone: fields.getAll("blockedPhone").map(String),
      blockedNote: fields.getAll("blockedNote").map(String),
    });
  }
  return saveRiskIntent(context, body);
}

export default function Risk({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RiskSettingsForm settings={loaderData.settings} answer={(actionData as RiskSettingsAnswer | undefined) ?? null} />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
