/**
 * Steadfast's status callback over HTTP (`POST /api/couriers/steadfast/webhook`, issue 26): `Authorization: Bearer
 * <STEADFAST_WEBHOOK_TOKEN>` (compared in constant time; a wrong or missing token, or none configured, is 401 and
 * changes nothing), a JSON body (400 when it is not one of Steadfast's), and the order its consignment names (404
 * when none). 200 `{ ok: true, orderId, status, changed }`, `changed: false` for a callback already applied.
 */
import * as v from "valibot";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { receiveSteadfastUpdate } from "~/domain/couriers/tracking.server.ts";
import { steadfastWebhookSchema } from "~/schemas/courier.ts";
import { getConfig, getDatabase, getOrderDeps, type ContextReader } from "./context.ts";
import { json, jsonError, parseJsonText } from "./http.ts";

async function sameToken(given: string, expected: string): Promise<boolean> {
  // Hash both, then compare the digests: equal length, and the time does not depend on where they differ.
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}

export async function receiveSteadfastWebhook(request: Request, context: ContextReader): Promise<Response> {
  const expected = getConfig(context).couriers.webhooks.steadfast;
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1]?.trim() ?? "";
  if (!expected || !given || !(await sameToken(given, expected)))
    return jsonError(401, fulfilmentCopy.webhook.unauthorized);
  const body = v.safeParse(steadfastWebhookSchema, parseJsonText(await request.text()));
  if (!body.success) return jsonError(400, fulfilmentCopy.webhook.badBody);
  const result = await receiveSteadfastUpdate(getDatabase(context), getOrderDeps(context), body.output);
  if (!result.ok) return jsonError(404, fulfilmentCopy.webhook.unknownConsignment);
  return json({ ok: true, orderId: result.order.id, status: result.order.status, changed: result.changed });
}
