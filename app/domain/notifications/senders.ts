/** The providers as the Worker configures them: the SMS gateway's settings, the Email Service binding and sender. */
import { sendEmail } from "./channels/email-service.ts";
import { sendSms } from "./channels/sms-gateway.ts";
import type { Senders } from "./delivery.server.ts";
import type { SenderSettings } from "./settings.ts";

export type { SenderSettings };

/** The senders, one a channel: the `EMAIL` binding (decision 018) and the settings. */
export function sendersFor(email: SendEmail | undefined, settings: SenderSettings): Senders {
  const { sms, mailFrom } = settings;
  return {
    sms: sms ? (message) => sendSms(sms, message) : null,
    email: email && mailFrom ? (message) => sendEmail(email, mailFrom, message) : null,
  };
}
