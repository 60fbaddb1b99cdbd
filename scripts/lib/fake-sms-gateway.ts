/**
 * A small fake of the SMS gateway's HTTP API (the bulk-SMS shape app/domain/notifications/channels/sms-gateway.ts
 * speaks), for development and tests. The shop cannot tell it from a real gateway.
 *
 *   POST /api/smsapi   form or JSON: api_key, senderid, number, message, type, reference.
 *                      202 in `response_code` when accepted, with a `message_id`; a repeated `reference` is accepted
 *                      again without being kept twice (as real gateways drop duplicate submissions).
 *                      Fails on purpose, by the number's last four digits:
 *                        0000: HTTP 503 on a message's first two attempts, accepted on the third;
 *                        9999: HTTP 400, always.
 *                      No api_key: HTTP 401. A number that is not 11 digits (01[3-9]...): HTTP 400.
 *   GET  /__sent       the messages it accepted, oldest first: [{ to, text, at, senderId, type, reference, id }]
 *                      (`?to=` keeps one number's).
 *   DELETE /__sent     forgets them (and the attempt counts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { answer, listen, readText, startLocalFake } from "./fake-http.ts";

export interface SentSms {
  id: string;
  to: string;
  text: string;
  at: string;
  senderId: string;
  type: string;
  reference: string | null;
}

export interface FakeSmsGateway {
  url: string;
  port: number;
  sent: SentSms[];
  close(): Promise<void>;
}

export async function startFakeSmsGateway({
  port = 0,
  host = "127.0.0.1",
  log = false,
  alsoIpv6 = false,
}: { port?: number; host?: string; log?: boolean; alsoIpv6?: boolean } = {}): Promise<FakeSmsGateway> {
  const sent: SentSms[] = [];
  const attempts = new Map<string, number>();
  const accepted = new Map<string, string>();
  let counter = 0;

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      answer(response, 500, { response_code: 500, error_message: String(error) });
    });
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    if (url.pathname === "/__sent") {
      if (request.method === "DELETE") {
        sent.length = 0;
        attempts.clear();
        accepted.clear();
        return answer(response, 204, null);
      }
      const to = url.searchParams.get("to");
      return answer(
        response,
        200,
        sent.filter((sms) => !to || sms.to === to),
      );
    }
    if (url.pathname === "/health") return answer(response, 200, { ok: true });
    if (url.pathname !== "/api/smsapi" || request.method !== "POST")
      return answer(response, 404, { response_code: 404, error_message: "Not found" });

    const fields = await readFields(request);
    const apiKey = fields.api_key ?? "";
    const to = (fields.number ?? "").trim();
    const text = fields.message ?? "";
    const reference = fields.reference?.trim() || null;
    if (!apiKey) return answer(response, 401, { response_code: 1002, error_message: "Invalid API key" });
    if (!/^01[3-9]\d{8}$/.test(to))
      return answer(response, 400, { response_code: 1001, error_message: "Invalid number" });
    if (!text) return answer(response, 400, { response_code: 1003, error_message: "Empty message" });
    if (to.endsWith("9999")) return answer(response, 400, { response_code: 1001, error_message: "Number refused" });
    if (reference && accepted.has(reference)) {
      return answer(response, 200, {
        response_code: 202,
        message_id: accepted.get(reference),
        success_message: "SMS Submitted Successfully",
      });
    }
    if (to.endsWith("0000")) {
      const key = `${to}\n${text}`;
      const seen = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, seen);
      if (seen <= 2) return answer(response, 503, { response_code: 503, error_message: "Service Unavailable" });
    }
    const id = `fake-${++counter}`;
    if (reference) accepted.set(reference, id);
    sent.push({
      id,
      to,
      text,
      at: new Date().toISOString(),
      senderId: fields.senderid ?? "",
      type: fields.type ?? "text",
      reference,
    });
    if (log) console.log(`[fake SMS] to ${to}: ${text}`);
    return answer(response, 200, { response_code: 202, message_id: id, success_message: "SMS Submitted Successfully" });
  }

  const server = await listen(listener, { port, host, alsoIpv6 });
  return { ...server, sent };
}

async function readFields(request: IncomingMessage): Promise<Record<string, string>> {
  const body = await readText(request);
  if ((request.headers["content-type"] ?? "").includes("application/json")) {
    try {
      const value = JSON.parse(body) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * Starts the fake where `smsApiUrl` points when that is this machine, for `npm start` and `npm run dev`.
 */
export function startLocalFakeFor(smsApiUrl: string | undefined): Promise<FakeSmsGateway | null> {
  return startLocalFake(smsApiUrl, "SMS gateway (sent messages: /__sent)", (port) =>
    startFakeSmsGateway({ port, host: "127.0.0.1", log: true, alsoIpv6: true }),
  );
}
