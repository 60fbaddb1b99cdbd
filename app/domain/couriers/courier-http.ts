import type { CourierBooking, CourierParcel, ParcelRefusal } from "./courier.ts";

/**
 * One JSON call to a courier's API, as the Pathao and RedX adapters make them: a timeout, the body read as JSON when
 * it is, and a failure said in one line (the courier's message and its field errors, Laravel-style
 * `{ errors: { field: [messages] } }` or RedX's `validation_errors`). Never throws.
 */
export type CourierCall =
  { ok: true; status: number; body: unknown } | { ok: false; status: number | null; error: string; body: unknown };

export async function courierCall(
  fetcher: typeof fetch,
  url: string,
  { method = "GET", headers, body }: { method?: string; headers: Record<string, string>; body?: unknown },
  timeoutMs = 30_000,
): Promise<CourierCall> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method,
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, status: null, error: `network: ${message}`, body: null };
  }
  const text = await response.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: its text is the error below
  }
  if (response.ok) return { ok: true, status: response.status, body: parsed };
  const detail = messageOf(parsed) ?? (text.slice(0, 200) || response.statusText);
  return { ok: false, status: response.status, error: `${response.status} ${detail}`.trim(), body: parsed };
}

/** A courier's error answer in words: its message, then each field's messages. */
export function messageOf(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof record.message === "string" && record.message.trim()) parts.push(record.message.trim());
  for (const key of ["errors", "validation_errors"]) {
    const fields = record[key];
    if (!fields || typeof fields !== "object") continue;
    for (const value of Object.values(fields))
      for (const message of Array.isArray(value) ? value : [value])
        if (typeof message === "string" && message.trim()) parts.push(message.trim());
  }
  return parts.length > 0 ? parts.join(" ") : null;
}

/** `body.data.data` (Pathao's lists), `body.data`, or `body[key]`, when it is an array; else null. */
export function listIn(body: unknown, key = "data"): unknown[] | null {
  const outer = (body as Record<string, unknown> | null)?.[key];
  if (Array.isArray(outer)) return outer;
  const inner = (outer as Record<string, unknown> | null | undefined)?.data;
  return Array.isArray(inner) ? inner : null;
}

/** A parcel the courier did not take, and why. */
export function refusal(parcel: CourierParcel, reason: ParcelRefusal, error: string): CourierBooking {
  return { orderId: parcel.orderId, ok: false, reason, error };
}
