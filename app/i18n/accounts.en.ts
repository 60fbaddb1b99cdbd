/**
 * The words of account trust (issue 25, decision 025): the verification banner and page, the resend answers and the
 * sign-in lockout. A namespace of its own: only the dashboard's home, the verify page and the Worker load it.
 */
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
    noEmail: "This account has no email address: it signs in with its mobile number.",
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
  /** Registration's own limit per client address (decision 044). */
  register: {
    tooMany: (seconds: number) =>
      `Too many accounts were created from your network. Please try again in ${minutesText(seconds)}.`,
  },
  /** "Forgot password": /forgot-password and POST /api/password-reset (decision 044). */
  forgotPage: {
    title: "Forgot password | e-Shop",
    description: "Get an email with a link to choose a new password.",
    heading: "Forgot your password?",
    intro: "Enter your account's email address. We will email you a link to choose a new password.",
    email: "Email address",
    submit: "Email me a link",
    submitting: "Sending...",
    sentHeading: "Check your email",
    sent: (email: string) =>
      `If ${email} has an account here, a link to choose a new password is on its way. It works once, for 1 hour. Look in your spam folder too.`,
    tooMany: (seconds: number) =>
      `We have sent several links already. Please check your inbox and spam folder, or ask again in ${minutesText(seconds)}.`,
    toShop: "Continue shopping",
  },
  /** /reset-password, and the claim a verification link leads to (decision 044). */
  resetPage: {
    title: "Choose a new password | e-Shop",
    description: "Choose a new password for your account.",
    heading: "Choose a new password",
    intro: (email: string) => `For ${email}. Once you save it, every device signed in to this account is signed out.`,
    password: "New password",
    passwordHelp: "8 to 128 characters.",
    submit: "Save my new password",
    submitting: "Saving...",
    doneHeading: "Your new password is saved",
    done: (email: string) =>
      `${email} is confirmed as yours, and every device that was signed in to it is signed out. Sign in with your new password.`,
    signIn: "Sign in",
    failedHeading: {
      used: "This link was already used",
      expired: "This link has expired",
      invalid: "This link is not valid",
    },
    failed: {
      used: "Each link works once. If you still need a new password, ask for another link.",
      expired: "Links to choose a password work for 1 hour. Ask for a new one.",
      invalid: "The link may be cut short. Open it from the email again, or ask for a new one.",
    },
    askAgain: "Ask for a new link",
  },
  /** A verification link opened by someone who did not register the account on this device (decision 044). */
  claim: {
    heading: "Is this account yours?",
    intro: (email: string) =>
      `Someone registered ${email} with a password, but not on this device. If it was you, sign in here first and open the link again. If it was not you, the address is yours and so is the account: choose your own password, and whoever registered it is signed out.`,
    submit: "Choose my password",
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
  },
};
