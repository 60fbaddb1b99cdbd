/**
 * The email adapter: Cloudflare Email Service through the Worker's `send_email` binding (`EMAIL`), from MAIL_FROM.
 * Locally wrangler keeps each message instead of sending it. The binding throws on a refusal; one about the
 * message itself (an address or sender it will not take) is permanent, anything else is tried again.
 */
import type { SendResult } from "./result.ts";

export interface EmailMessageParts {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

const PERMANENT = /invalid|not (allowed|verified|permitted)|unverified|rejected|forbidden|malformed/i;

export async function sendEmail(binding: SendEmail, from: string, message: EmailMessageParts): Promise<SendResult> {
  try {
    const result = await binding.send({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
    return { ok: true, providerId: result?.messageId ?? null };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { ok: false, permanent: PERMANENT.test(text), error: `email: ${text}`.slice(0, 500) };
  }
}
