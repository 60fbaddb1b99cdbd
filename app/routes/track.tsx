import { data, useNavigation } from "react-router";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { type TrackAnswer, TrackOrder } from "~/components/orders/TrackOrder.tsx";
import { trackCopy } from "~/i18n/track.ts";
import { clientAddress } from "~/domain/rate-limit.server.ts";
import { requestTimeZone } from "~/domain/time-zone.ts";
import { trackOrder } from "~/domain/workflows/order-tracking.server.ts";
import { trackSchema } from "~/schemas/track.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase } from "~/server/context.ts";
import type { Route } from "./+types/track";

export const meta: Route.MetaFunction = () => [
  { title: trackCopy.title },
  { name: "description", content: trackCopy.description },
  { name: "robots", content: "noindex" },
];

/** An answer is one customer's: never kept by a cache; a refusal says when to try again. */
export function headers({ loaderHeaders }: Route.HeadersArgs): Headers {
  const headers = new Headers(loaderHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

/**
 * `/track?phone=&reference=` (issue 50). A GET form, not a POST action: the lookup changes nothing but its count,
 * works before the scripts load as any form does, and its answer's address can be kept or sent to family (it holds
 * only what the customer already knows). Without both fields it is the empty form. 400 for a field that cannot be
 * a mobile number or an order's number, 404 for a pair that is not an order's (the same whichever half is wrong),
 * 429 with `Retry-After` past 30 lookups from one address in 10 minutes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const values = { phone: search.get("phone") ?? "", reference: search.get("reference") ?? "" };
  const timeZone = requestTimeZone(request);
  const answer = (body: TrackAnswer, init?: ResponseInit) => data({ answer: body, values, timeZone }, init);
  if (!search.has("phone") && !search.has("reference")) return answer({ kind: "none" });
  const parsed = parseInput(trackSchema, values);
  if (!parsed.ok) {
    const { phone, reference } = parsed.fieldErrors;
    return answer({ kind: "invalid", fieldErrors: { phone, reference } }, { status: 400 });
  }
  const result = await trackOrder(getDatabase(context), parsed.value, clientAddress(request));
  if (result.ok) return answer({ kind: "found", order: result.order });
  if (result.reason === "rate-limited")
    return answer(
      { kind: "too-many", retryAfterSeconds: result.retryAfterSeconds },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  return answer({ kind: "not-found" }, { status: 404 });
}

export default function Track({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // The page's own time zone cookie is not asked for here: revalidating would count one more lookup.
  return (
    <TrackOrder
      answer={loaderData.answer}
      values={loaderData.values}
      timeZone={loaderData.timeZone}
      pending={navigation.state === "loading" && navigation.location.pathname === "/track"}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
