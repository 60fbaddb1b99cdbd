/**
 * Signing in with a mobile number and a code sent by SMS (issue 50), and adding a number to an account. A namespace
 * of its own: only the sign-in dialog, the dashboard's home and the Worker load it. The SMS itself is in
 * notifications.*.ts (a message is written in its recipient's language).
 */
/** "12 minutes", "1 minute": a wait rounded up to whole minutes. */
function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

export const phoneCopy = {
  /** The sign-in dialog's choice, and its panel. */
  dialog: {
    choose: "Mobile number",
    title: "Sign in with your mobile number",
    description: "We text you a 6-digit code. No password needed.",
    useEmail: "Use email and password instead",
  },
  phone: "Mobile number",
  phoneHint: "For example 01712345678",
  sendCode: "Send code",
  sendingCode: "Sending...",
  code: "6-digit code",
  codeHint: "From the SMS we sent you",
  name: "Your name (optional)",
  nameHint: "For a new account; we otherwise use the name on your last order.",
  signIn: "Sign in",
  signingIn: "Signing in...",
  sendAgain: "Send a new code",
  changeNumber: "Change number",
  sent: (phone: string) => `We sent a code to ${phone}. It works for 5 minutes.`,
  validation: {
    code: "Enter the 6-digit code from the SMS",
    purpose: "Choose sign-in or add-phone",
    name: "A name of at most 80 letters, or nothing",
  },
  errors: {
    wrongCode: (triesLeft: number) =>
      triesLeft === 0
        ? "That code is not right, and it no longer works. Ask for a new code."
        : triesLeft === 1
          ? "That code is not right. You have 1 try left."
          : `That code is not right. You have ${triesLeft} tries left.`,
    tooManyTries: "Too many wrong codes: this code no longer works. Ask for a new code.",
    expired: "This code has expired: codes work for 5 minutes. Ask for a new code.",
    noCode: "There is no code waiting for this number. Ask for a code first.",
    tooManyCodes: (seconds: number) =>
      `We have just sent a code to this number. Please wait ${minutesText(seconds)} before asking for another.`,
    phoneTaken: "This mobile number belongs to another account. Sign in with that account, or use another number.",
    signInToAdd: "Please sign in to add a mobile number to your account.",
    tooManyFromNetwork: (seconds: number) =>
      `Too many codes were asked for from your network. Please try again in ${minutesText(seconds)}.`,
  },
  /** The dashboard's card where an account adds or changes its number. */
  account: {
    heading: "Mobile number",
    none: "Add your mobile number to sign in with a code, and to see the orders you placed by phone or Facebook.",
    current: (phone: string) => `Your mobile number is ${phone}. You can sign in with it or with your email.`,
    unverified: (phone: string) => `Orders for ${phone} are on your account. Confirm the number to sign in with it.`,
    change: "Change the number",
    added: (phone: string) => `${phone} is confirmed: you can sign in with it now.`,
    confirm: "Confirm",
    confirming: "Confirming...",
  },
};
