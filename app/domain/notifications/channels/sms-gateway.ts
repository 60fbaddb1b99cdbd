/**
 * The SMS gateway adapter: the one module that knows the provider's HTTP API. It speaks the shape most
 * Bangladeshi bulk-SMS gateways share (BulkSMSBD and its kin): `POST {SMS_API_URL}/api/smsapi` with the form fields
 * `api_key`, `senderid`, `number` (11 digits), `message` and `type` (`text`, or `unicode` for Bangla), answered by
 * JSON `{ response_code, message_id, success_message, error_message }` where 202 means accepted. We also send our
 * message id as `reference`, which such gateways keep to drop a repeated submission.
 * Another provider is another module with the same `sendSms`.
 */
import { smsLength } from "../sms-length.ts";
import { isTransientStatus, type SendResult } from "./result.ts";
import type { SmsGatewayConfig } from "../settings.ts";

export type { SmsGatewayConfig };

/** The gateway's own codes for a message it will never take (bad number, sender id or text). */
const REFUSED_CODES = new Set([1001, 1002, 1003, 1005, 1006, 1011, 1012]);

export async function sendSms(
  config: SmsGatewayConfig,
  message: { to: string; text: string; reference: string },
  fetcher: typeof fetch = fetch,
): Promise<SendResult> {
  const form = new URLSearchParams({
    api_key: config.apiKey,
    senderid: config.senderId,
    number: message.to,
    message: message.text,
    type: smsLength(message.text).encoding === "GSM-7" ? "text" : "unicode",
    reference: message.reference,
  });
  let response: Response;
  try {
    response = await fetcher(`${config.url}/api/smsapi`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: form.toString(),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return { ok: false, permanent: false, error: `network: ${error instanceof Error ? error.message : String(error)}` };
  }
  const text = await response.text().catch(() => "");
  const answer = parseAnswer(text);
  if (!response.ok) {
    const detail = answer?.error_message || text.slice(0, 200) || response.statusText;
    return { ok: false, permanent: !isTransientStatus(response.status), error: `${response.status} ${detail}`.trim() };
  }
  if (answer?.response_code === 202) return { ok: true, providerId: answer.message_id ?? null };
  const code = answer?.response_code;
  return {
    ok: false,
    permanent: typeof code === "number" && REFUSED_CODES.has(code),
    error: `${response.status} ${code ?? "?"} ${answer?.error_message || text.slice(0, 200)}`.trim(),
  };
}

interface GatewayAnswer {
  response_code?: number;
  message_id?: string;
  success_message?: string;
  error_message?: string;
}

function parseAnswer(text: string): GatewayAnswer | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const answer = value as Record<string, unknown>;
    return {
      response_code: typeof answer.response_code === "number" ? answer.response_code : Number(answer.response_code),
      message_id: answer.message_id === undefined ? undefined : String(answer.message_id),
      error_message: typeof answer.error_message === "string" ? answer.error_message : undefined,
    };
  } catch {
    return null;
  }
}
