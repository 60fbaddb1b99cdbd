import { trackCopy } from "~/i18n/track.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { clientAddress } from "~/domain/rate-limit.server.ts";
import { trackOrder } from "~/domain/workflows/order-tracking.server.ts";
import { trackSchema } from "~/schemas/track.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase } from "~/server/context.ts";
import { json, jsonError, tooManyRequests } from "~/server/http.ts";
import type { Route } from "./+types/api.track";

/**
 * `GET /api/track?phone=&reference=` (issue 50): what `/track` shows, as JSON, by the same lookup and under the same
 * limit. 200 `{order}`; 400 `{error, issues}` for a field that cannot be a mobile number or an order's number; 404
 * for a pair that is not an order's, whichever half is wrong; 429 with `Retry-After`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const parsed = parseInput(trackSchema, {
    phone: search.get("phone") ?? "",
    reference: search.get("reference") ?? "",
  });
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const result = await trackOrder(getDatabase(context), parsed.value, clientAddress(request));
  if (result.ok) return json({ order: result.order });
  if (result.reason === "rate-limited") {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    return tooManyRequests(result.retryAfterSeconds, trackCopy.tooMany(minutes));
  }
  return jsonError(404, trackCopy.notFound);
}
