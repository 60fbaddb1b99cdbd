import { data, useNavigation, useRouteLoaderData } from "react-router";
import { Stack } from "styled-system/jsx";
import { DashboardFigures } from "~/components/dashboard/DashboardFigures.tsx";
import { DashboardWelcome } from "~/components/dashboard/DashboardWelcome.tsx";
import { LatestOrders } from "~/components/dashboard/LatestOrders.tsx";
import { SubscribersCard } from "~/components/dashboard/SubscribersCard.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { RESEND_VERIFICATION_INTENT, VerifyEmailBanner } from "~/components/account/VerifyEmailBanner.tsx";
import {
  CONFIRM_PHONE_INTENT,
  PhoneNumberCard,
  SEND_PHONE_CODE_INTENT,
} from "~/components/account/PhoneNumberCard.tsx";
import { resendAnswer, resendVerification } from "~/server/verification.ts";
import { findUserById } from "~/domain/accounts/users.server.ts";
import { phoneCardAction } from "./dashboard-phone.server.ts";
import { invalidInput, readIntent } from "./dashboard-actions.server.ts";
import { getDatabase, getEnv } from "~/server/context.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { adminFigures } from "~/domain/dashboard.server.ts";
import { countSubscribers } from "~/domain/newsletter.server.ts";
import { getFlashSaleStatus } from "~/domain/flash-sale/flash-sale.server.ts";
import { toFlashSaleInfo } from "~/domain/flash-sale/info.ts";
import { requireUser } from "~/server/guards.ts";
import { listOrders } from "~/domain/orders/reading.server.ts";
import { toOrderView } from "~/domain/orders/views.ts";
import { useTimeZoneCookie } from "~/client/time-zone.ts";
import type { loader as dashboardLoader } from "./dashboard.tsx";
import type { Route } from "./+types/dashboard._index";

export const meta: Route.MetaFunction = () => [
  { title: dashboardCopy.dashboard.title },
  { name: "description", content: dashboardCopy.dashboard.description },
];

/** Admins see the shop's figures (today and this week in Bangladesh time); shoppers their latest orders. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const account = await findUserById(getDatabase(context), user.id);
  // The account's mobile number (issue 50), for its card.
  const phone = { number: account?.phone ?? null, verified: Boolean(account?.phoneVerifiedAt) };
  if (!user.isAdmin) {
    const latest = await listOrders(getDatabase(context), user, { scope: "mine", page: 1, pageSize: 3, search: "" });
    return { figures: null, latest: latest.ok ? latest.page.items.map(toOrderView) : [], subscribers: null, phone };
  }
  const [figures, status, subscribers] = await Promise.all([
    adminFigures(getDatabase(context)),
    getFlashSaleStatus(getEnv(context)),
    countSubscribers(getDatabase(context)),
  ]);
  return { figures: { ...figures, flash: toFlashSaleInfo(status) }, latest: null, subscribers, phone };
}

/**
 * Intent `resend-verification`: emails the signed-in account a new verification link, as POST
 * /api/session/verification, refused with its status (409 already verified, 429 too many). Intents `send-phone-code`
 * and `confirm-phone`: the mobile number card (dashboard-phone.server.ts). Also plain form posts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context);
  const { intent, body } = await readIntent(request);
  if (intent === SEND_PHONE_CODE_INTENT || intent === CONFIRM_PHONE_INTENT)
    return phoneCardAction(context, request, user, intent, body);
  if (intent !== RESEND_VERIFICATION_INTENT) return invalidInput();
  const answer = resendAnswer(await resendVerification(context, request, user), user);
  return answer.status === 202
    ? { ok: true as const, message: answer.message }
    : data({ ok: false as const, error: answer.message }, { status: answer.status });
}

export default function DashboardHome({ loaderData, actionData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof dashboardLoader>("routes/dashboard");
  const navigation = useNavigation();
  // The figures are in Bangladesh time whatever the device's zone; the cookie is for the times other pages show.
  useTimeZoneCookie(null);
  if (!layout) return null;
  const posting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const postedIntent = navigation.formData?.get("intent");
  const phoneAnswer = actionData && "phoneStep" in actionData ? actionData : null;
  const bannerAnswer = actionData && !("phoneStep" in actionData) ? actionData : null;
  return (
    <Stack gap="6">
      {/* An account with only a mobile number has no address to confirm (issue 50). */}
      {layout.user.emailVerified || layout.user.email === "" ? null : (
        <VerifyEmailBanner
          email={layout.user.email}
          busy={posting && postedIntent === RESEND_VERIFICATION_INTENT}
          answer={bannerAnswer}
        />
      )}
      <DashboardWelcome user={layout.user} />
      <PhoneNumberCard
        phone={loaderData.phone.number}
        verified={loaderData.phone.verified}
        answer={phoneAnswer}
        busy={posting && postedIntent !== RESEND_VERIFICATION_INTENT}
      />
      {loaderData.figures ? <DashboardFigures {...loaderData.figures} /> : null}
      {loaderData.subscribers !== null ? <SubscribersCard count={loaderData.subscribers} /> : null}
      {loaderData.latest ? <LatestOrders orders={loaderData.latest} /> : null}
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
