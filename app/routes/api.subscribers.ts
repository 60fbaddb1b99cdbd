import { shopDate } from "~/domain/time-zone.ts";
import { getDatabase } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { csvDownload } from "~/server/csv.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed, readBody, tooManyRequests } from "~/server/http.ts";
import { listSubscribers, subscribe } from "~/domain/newsletter.server.ts";
import { clientAddress } from "~/domain/rate-limit.server.ts";
import { subscribeSchema } from "~/schemas/newsletter.ts";
import { parseInput } from "~/schemas/parse.ts";
import type { Route } from "./+types/api.subscribers";

/**
 * GET (admins): `{items: [{email, subscribedAt}], total}`, oldest first; `?format=csv` downloads the same as a CSV
 * file (`email,subscribed_at`, cells safe to open in a spreadsheet).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const rows = await listSubscribers(getDatabase(context));
  if (new URL(request.url).searchParams.get("format") === "csv") {
    const today = shopDate();
    return csvDownload(
      [["email", "subscribed_at"], ...rows.map((row) => [row.email, row.createdAt.toISOString()])],
      `subscribers-${today}.csv`,
    );
  }
  const items = rows.map((row) => ({ email: row.email, subscribedAt: row.createdAt.toISOString() }));
  return json({ items, total: items.length });
}

/**
 * POST `{email}` (anyone, same-origin): sign up for the newsletter. 201 `{email, alreadySubscribed: false, message}`
 * when added, 200 with `alreadySubscribed: true` for an address already on the list; 400 with the email's message;
 * 429 with `Retry-After` past 10 sign-ups an hour from one client address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET", "HEAD", "POST");
  const parsed = parseInput(subscribeSchema, await readBody(request));
  if (!parsed.ok) {
    return jsonError(400, parsed.fieldErrors.email ?? shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  }
  const result = await subscribe(getDatabase(context), parsed.value.email, clientAddress(request));
  if (!result.ok) return tooManyRequests(result.retryAfterSeconds, shopCopy.newsletter.tooMany);
  const message = result.alreadySubscribed
    ? shopCopy.newsletter.already(result.email)
    : shopCopy.newsletter.thanks(result.email);
  return json(
    { email: result.email, alreadySubscribed: result.alreadySubscribed, message },
    { status: result.alreadySubscribed ? 200 : 201 },
  );
}
