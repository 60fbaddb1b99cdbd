/** The providers as the Worker configures them: the SMS gateway's vars and secret, the Email Service binding. */
import { sendEmail } from "./channels/email-service.ts";
import { readSmsGatewayConfig, sendSms } from "./channels/sms-gateway.ts";
import type { Senders } from "./delivery.server.ts";

export interface SenderEnv {
  EMAIL?: SendEmail;
  MAIL_FROM?: string;
  SMS_API_URL?: string;
  SMS_API_KEY?: string;
  SMS_SENDER_ID?: string;
}

export function sendersFor(env: SenderEnv): Senders {
  const sms = readSmsGatewayConfig(env);
  const from = env.MAIL_FROM?.trim();
  const email = env.EMAIL;
  return {
    sms: sms ? (message) => sendSms(sms, message) : null,
    email: email && from ? (message) => sendEmail(email, from, message) : null,
  };
}
