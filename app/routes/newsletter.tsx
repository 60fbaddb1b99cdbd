import { data, Link } from "react-router";
import { css } from "styled-system/css";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { NewsletterForm } from "~/components/shell/NewsletterForm.tsx";
import { useNewsletterSignup } from "~/client/newsletter.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { subscribe } from "~/domain/newsletter.server.ts";
import { clientAddress } from "~/domain/rate-limit.server.ts";
import { subscribeSchema } from "~/schemas/newsletter.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase } from "~/server/context.ts";
import { readBody } from "~/server/http.ts";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = () => [
  { title: shopCopy.newsletter.title },
  { name: "description", content: shopCopy.newsletter.description },
  { name: "robots", content: "noindex" },
];

/** A refusal's status comes with its headers (Retry-After after too many sign-ups). */
export function headers({ actionHeaders }: Route.HeadersArgs): Headers {
  return actionHeaders;
}

/**
 * The footer's sign-up, as POST /api/subscribers: the footer posts here through a fetcher once hydrated and stays
 * put; before that the plain form post lands on this page, which shows the answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseInput(subscribeSchema, await readBody(request));
  if (!parsed.ok) {
    return data({ ok: false as const, error: parsed.fieldErrors.email ?? shopCopy.api.invalidInput }, { status: 400 });
  }
  const result = await subscribe(getDatabase(context), parsed.value.email, clientAddress(request));
  if (!result.ok) {
    return data(
      { ok: false as const, error: shopCopy.newsletter.tooMany },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return {
    ok: true as const,
    message: result.alreadySubscribed
      ? shopCopy.newsletter.already(result.email)
      : shopCopy.newsletter.thanks(result.email),
  };
}

/** The sign-up on a page of its own: where the footer's form lands without JavaScript, and a retry after a refusal. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const signup = useNewsletterSignup("newsletter-page");
  return (
    <section aria-labelledby="newsletter-heading" className={styles.page}>
      <h1 id="newsletter-heading" className={styles.heading}>
        {shopCopy.newsletter.heading}
      </h1>
      <p className={styles.help}>{shopCopy.newsletter.help}</p>
      <NewsletterForm
        tone="default"
        pending={signup.pending}
        result={signup.result ?? actionData}
        onSubmit={signup.onSubmit}
      />
      <Link to="/" className={styles.back}>
        {shopCopy.newsletter.backHome}
      </Link>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

const styles = {
  page: css({
    display: "flex",
    flexDirection: "column",
    gap: "4",
    maxW: "xl",
    mx: "auto",
    py: { base: "8", md: "14" },
  }),
  heading: css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "extrabold" }),
  help: css({ color: "fg.muted" }),
  back: css({ alignSelf: "flex-start", color: "accent.text", textDecoration: "underline", textUnderlineOffset: "3px" }),
};
