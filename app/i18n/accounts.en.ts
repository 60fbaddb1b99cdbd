/**
 * The words of account trust (issue 25, decision 025): the verification banner and page, the resend answers and the
 * sign-in lockout. Part of the copy catalogue with `copy.ts`, in a module of its own: only the dashboard's home,
 * the verify page and the Worker load it.
 */
import type { LockScope } from "~/domain/accounts/sign-in-limits.server.ts";

/** "12 minutes", "1 minute": a wait rounded up to whole minutes. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

export const accountsCopy = {
  banner: {
    title: "Please confirm your email address",
    body: (email: string) =>
      `We sent a link to ${email}. Open it to confirm the address is yours: it works for 24 hours. You can shop meanwhile.`,
    resend: "Resend",
    resending: "Sending...",
    sent: (email: string) => `A new link is on its way to ${email}. It can take a minute to arrive.`,
    alreadyVerified: "Your email address is already confirmed.",
    tooMany: (seconds: number) =>
      `We have sent several links already. Please check your inbox and spam folder, or ask again in ${minutesText(seconds)}.`,
  },
  verifyPage: {
    title: "Confirm your email address | e-Shop",
    description: "Confirm that your email address belongs to you.",
    heading: {
      verified: "Your email address is confirmed",
      used: "This link was already used",
      expired: "This link has expired",
      invalid: "This link is not valid",
    },
    body: {
      verified: (email: string) => `Thank you: ${email} is confirmed as yours.`,
      used: "Each link works once. If you followed it before, your address is already confirmed.",
      expired: "Links work for 24 hours. Sign in and choose Resend on your dashboard to get a new one.",
      invalid: "The link may be cut short. Open it from the email again, or ask for a new one from your dashboard.",
    },
    toDashboard: "Go to your dashboard",
    toShop: "Continue shopping",
  },
  lockout: {
    address: (seconds: number) =>
      `Too many wrong passwords for this account from your network. Please try again in ${minutesText(seconds)}. A phone or computer you have signed in on before still works from another network.`,
    account: (seconds: number) =>
      `This account is locked for new devices after too many wrong passwords. Please try again in ${minutesText(seconds)}. A phone or computer you have signed in on before still works.`,
    device: (seconds: number) =>
      `Too many wrong passwords from this device. Please try again in ${minutesText(seconds)}.`,
    client: (seconds: number) =>
      `Too many sign-in attempts from your network. Please try again in ${minutesText(seconds)}.`,
  } satisfies Record<LockScope, (seconds: number) => string>,
};
