/**
 * The footer's newsletter sign-up once the page is interactive: a fetcher posting to /newsletter's action (the
 * same action a plain form post reaches before hydration), so the answer shows in the footer and the page stays.
 */
import { useFetcher } from "react-router";

/** What /newsletter's action answers. */
export type NewsletterAnswer = { ok: true; message: string } | { ok: false; error: string };

export const NEWSLETTER_ACTION = "/newsletter";

/** `key` keeps two sign-up forms on one page (the footer's, /newsletter's own) apart. */
export function useNewsletterSignup(key = "newsletter-footer") {
  const fetcher = useFetcher<NewsletterAnswer>({ key });
  return {
    pending: fetcher.state !== "idle",
    result: fetcher.data,
    onSubmit: (email: string) => void fetcher.submit({ email }, { method: "post", action: NEWSLETTER_ACTION }),
  };
}
