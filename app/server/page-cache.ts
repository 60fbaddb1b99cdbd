/**
 * The edge cache for anonymous page HTML (docs/decisions/016-edge-cache-for-anonymous-html.md), used by the Worker
 * entry alone (`workers/app.ts`).
 *
 * - What: GET documents (a route with a component, not a `.data` request) for a visitor with no session cookie and
 *   no cart count, answered 200 with `text/html`, a `Cache-Control` that lets a shared cache keep it (`public` or
 *   `s-maxage`, no `private`, `no-store` or `no-cache`) and no `Set-Cookie`; never the Vite dev server.
 * - Key: the request's origin, path and query, a fingerprint of the build and configuration, and whether a crawler
 *   asked (crawlers get the whole document at once, people get it streamed). Each entry carries the catalogue
 *   version it was rendered under (one D1 row that triggers on the catalogue tables change with every write); it is
 *   served only while that is still the version, read beside the cache lookup or behind the page (decision 033: at
 *   most VERSION_STALE_MS old, and afresh after any write through this isolate). A page rendered on a miss reads D1
 *   from the version's bookmark, so it is never older than the version it is stored under.
 * - Lifetime: at most five minutes, never past the next flash-sale boundary, and one second for a page that read
 *   the window while a sale is open or coming, as it shows a clock counted from the moment it was rendered.
 * - Hits get this response's CSP nonce in place of the one the page was rendered with, so the header the Worker
 *   entry sets and the HTML agree, and no two visitors share one.
 */
import { Buffer } from "node:buffer";
import { getTableName, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { catalogueVersion } from "@db/schema.ts";
import type { Language } from "@db/enums.ts";
import type { Database } from "~/domain/database.ts";
import type { FlashSaleStatus } from "~/domain/flash-sale/flash-sale.server.ts";

/** The longest an entry is served: the version already retires it at every write, this bounds the rest. */
export const PAGE_LIFETIME_MS = 5 * 60_000;
/** A page that shows a flash-sale clock is served for at most this long after its `now` was read. */
export const CLOCK_LIFETIME_MS = 1_000;
/** A hit this close to its entry's expiry has the page rendered again in the background. */
export const REFRESH_AHEAD_MS = 500;

/** Says on every page response whether it came from the cache (`HIT`), was rendered (`MISS`) or could not be (`BYPASS`). */
export const CACHE_STATUS_HEADER = "X-Cache";

/**
 * Kept on the stored copy only: the version it was rendered under, when it stops being served, the nonce it was
 * rendered with, and the headers the browser gets back on a hit.
 */
const VERSION_HEADER = "X-Page-Cache-Version";
const EXPIRES_HEADER = "X-Page-Cache-Expires";
const BROWSER_CACHE_CONTROL_HEADER = "X-Page-Cache-Browser-Cache-Control";
const BROWSER_VARY_HEADER = "X-Page-Cache-Browser-Vary";
const NONCE_HEADER = "X-Page-Cache-Nonce";

/** React's instruction to render a boundary in the browser after it failed on the server: such a page is not kept. */
const FAILED_BOUNDARY = "$RX(";

type RouteManifest = ServerBuild["routes"];

/** The Workers runtime's cache of this data centre, `caches.default` (the DOM library's CacheStorage type lacks it). */
export function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

const documentRouteTrees = new WeakMap<RouteManifest, RouteObject[]>();

/** The route tree React Router matches against, rebuilt from the server build's flat manifest (once per build). */
function routeTree(routes: RouteManifest): RouteObject[] {
  let tree = documentRouteTrees.get(routes);
  if (!tree) {
    const children = (parentId: string | undefined): RouteObject[] =>
      Object.values(routes)
        .filter((route) => route !== undefined && route.parentId === parentId)
        .map((route): RouteObject => {
          const document = typeof route!.module.default === "function";
          return route!.index
            ? { id: route!.id, index: true, path: route!.path, caseSensitive: route!.caseSensitive, handle: document }
            : {
                id: route!.id,
                path: route!.path,
                caseSensitive: route!.caseSensitive,
                handle: document,
                children: children(route!.id),
              };
        });
    tree = children(undefined);
    documentRouteTrees.set(routes, tree);
  }
  return tree;
}

type Leaf = { id: string; document: boolean } | null;

/** Pathnames already matched, per build: matching ranks every route again each time (about 0.2 ms). */
const leaves = new WeakMap<RouteManifest, Map<string, Leaf>>();
const REMEMBERED_PATHNAMES = 1_000;

/** The deepest route a request reaches (a `.data` request: the route whose data it asks for), or null. */
export function leafRoute(request: Request, build: Pick<ServerBuild, "routes" | "basename">): Leaf {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  let known = leaves.get(build.routes);
  if (!known) leaves.set(build.routes, (known = new Map()));
  let leaf = known.get(pathname);
  if (leaf === undefined) {
    const route = matchRoutes(routeTree(build.routes), pathname, build.basename)?.at(-1)?.route;
    leaf = route ? { id: route.id!, document: route.handle === true } : null;
    if (known.size >= REMEMBERED_PATHNAMES) known.clear();
    known.set(pathname, leaf);
  }
  return leaf;
}

/**
 * The route of a request for a page's HTML, or null when it is not one: a GET whose deepest route has a component.
 * Resource routes (the JSON API, images, robots.txt, the sitemap) and `.data` requests (client navigations) are not.
 */
export function documentRoute(request: Request, build: Pick<ServerBuild, "routes" | "basename">): string | null {
  if (request.method !== "GET" || new URL(request.url).pathname.endsWith(".data")) return null;
  const leaf = leafRoute(request, build);
  return leaf?.document ? leaf.id : null;
}

/**
 * Routes whose last page said no shared cache may keep it (the cart page, private pages): their pages are rendered
 * without reading the version or looking them up, until one of them says otherwise. Only a cost is saved: a page
 * that is not looked up is rendered, which is always right.
 */
const routesNotShared = new Set<string>();

export function worthLookingUp(routeId: string): boolean {
  return !routesNotShared.has(routeId);
}

/** Remembers whether this route's page allowed a shared cache. */
export function learnRoute(routeId: string, response: Response): void {
  if (allowsSharedCache(response)) routesNotShared.delete(routeId);
  else routesNotShared.add(routeId);
}

/**
 * Whether a request that succeeded changed something pages show that D1's triggers cannot see: clearing the
 * flash-sale window changes only its Durable Object (setting one also logs it in D1, which the triggers see).
 */
export function changesPagesOutsideD1(
  request: Request,
  response: Response,
  build: Pick<ServerBuild, "routes" | "basename">,
): boolean {
  if (request.method !== "DELETE" || response.status >= 400) return false;
  return leafRoute(request, build)?.id === "routes/api.flashsellTime";
}

/** What stands between a D1 session and its calls: nothing, or the latency benchmark's delay (d1-latency.ts). */
type Through = (session: D1DatabaseSession) => Pick<D1DatabaseSession, "prepare">;

/** The catalogue version and the D1 bookmark it was read at. */
export interface KnownVersion {
  /** null: there is no version row, so nothing may be stored. */
  version: number | null;
  /**
   * Where in D1's history it was read: a page rendered from a session started here reads data at least as new as
   * this version, whichever replica answers (decision 033). null when D1 gave none.
   */
  bookmark: string | null;
}

/** The version row itself, one query in a session of its own, which may be answered by the nearest replica. */
async function readVersionRow(d1: D1Database, through: Through): Promise<KnownVersion> {
  const session = d1.withSession("first-unconstrained");
  const row = await through(session)
    .prepare(`SELECT version FROM ${getTableName(catalogueVersion)} WHERE id = 1`)
    .first<{ version: number }>();
  return { version: row?.version ?? null, bookmark: session.getBookmark() };
}

/**
 * How long this isolate answers with the version it last read without reading it again. A write made through this
 * isolate (any request that is not a GET or HEAD, the crons) forgets it at once (`forgetCatalogueVersion`), so the
 * admin who made an edit and the shopper whose order moved stock see it on their next request.
 */
export const VERSION_TRUST_MS = 100;
/**
 * Past VERSION_TRUST_MS and up to this age, the version is still used, and read again in the background for the
 * requests after (decision 033): a write made elsewhere (another isolate, another data centre, a hand-run SQL
 * statement) shows within this time, and a page no longer waits for the version before it renders.
 */
export const VERSION_STALE_MS = 1_000;

const knownVersions = new WeakMap<D1Database, KnownVersion & { readAt: number }>();
/**
 * Whether a read behind the pages is under way. Only its result is shared, through `knownVersions`: no request
 * waits for another's read, as workerd stalls a request awaiting I/O that another request started (decision 019).
 */
const refreshing = new WeakSet<D1Database>();
/** Counts the forgets: a read under way when one happened may predate the write, and is not remembered. */
let forgets = 0;

async function readAndRemember(d1: D1Database, through: Through): Promise<KnownVersion> {
  const startedAt = Date.now();
  const forgetsBefore = forgets;
  const read = await readVersionRow(d1, through);
  const latest = knownVersions.get(d1);
  if (forgets === forgetsBefore && (!latest || latest.readAt <= startedAt))
    knownVersions.set(d1, { ...read, readAt: startedAt });
  return read;
}

/**
 * The version cached pages are checked against, and whether the request waited for D1 to learn it (`waited`): the
 * value this isolate read less than VERSION_TRUST_MS ago (times counted from when a read started), or one less than
 * VERSION_STALE_MS old while a fresh read runs under `waitUntil`, or else a read from D1.
 */
export async function readCatalogueVersion(
  d1: D1Database,
  waitUntil: (work: Promise<unknown>) => void,
  through: Through = (session) => session,
): Promise<KnownVersion & { waited: boolean }> {
  const known = knownVersions.get(d1);
  const age = known ? Date.now() - known.readAt : Infinity;
  if (known && age < VERSION_STALE_MS) {
    if (age >= VERSION_TRUST_MS && !refreshing.has(d1)) {
      refreshing.add(d1);
      waitUntil(
        readAndRemember(d1, through)
          .catch((error: unknown) => console.error("page cache: version read failed", error))
          .finally(() => refreshing.delete(d1)),
      );
    }
    return { version: known.version, bookmark: known.bookmark, waited: false };
  }
  return { ...(await readAndRemember(d1, through)), waited: true };
}

/** After a write through this isolate: the next request reads the version afresh. */
export function forgetCatalogueVersion(d1: D1Database): void {
  forgets += 1;
  knownVersions.delete(d1);
}

/**
 * A new version, for page-visible state that lives outside D1 (the flash-sale window cleared in its Durable
 * Object). Writes to D1 need no call: the triggers of migration 0008 do it in the same statement.
 */
export async function bumpCatalogueVersion(d1: D1Database, db: Database): Promise<void> {
  await db
    .insert(catalogueVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: catalogueVersion.id, set: { version: sql`${catalogueVersion.version} + 1` } });
  forgetCatalogueVersion(d1);
}

const fingerprints = new WeakMap<object, { buildVersion: string; fingerprint: string }>();

/**
 * The build and configuration pages are rendered with: asset file names (a deploy renames them) and every string
 * binding (vars such as SHOP_CURRENCY; for secrets only whether they are set, which decides e.g. Google sign-in).
 * Worked out once per isolate and kept as a value (never a promise another request might wait on).
 */
export async function configFingerprint(env: object, buildVersion: string): Promise<string> {
  const known = fingerprints.get(env);
  if (known?.buildVersion === buildVersion) return known.fingerprint;
  const entries = Object.entries(env)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .map(([name, value]) => [name, /SECRET/i.test(name) ? value.length > 0 : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const bytes = new TextEncoder().encode(JSON.stringify([buildVersion, entries]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const fingerprint = Array.from(digest.slice(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
  fingerprints.set(env, { buildVersion, fingerprint });
  return fingerprint;
}

/**
 * The cache key: a URL of the page's own origin under a path no route has, so two different pages, builds,
 * audiences or languages can never share an entry.
 */
export function pageCacheKey(request: Request, fingerprint: string, language: Language): Request {
  const url = new URL(request.url);
  const audience = isbot(request.headers.get("User-Agent") ?? "") ? "crawler" : "browser";
  return new Request(`${url.origin}/__page-cache/${fingerprint}/${audience}/${language}${url.pathname}${url.search}`);
}

/** Whether a rendered page may be kept for everyone: its own headers must allow a shared cache. */
export function isStorablePage(response: Response): boolean {
  if (response.status !== 200 || response.body === null) return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  return allowsSharedCache(response);
}

/** `Cache-Control` says a shared cache may keep it (`public` or `s-maxage`, and nothing against), and no cookie is set. */
function allowsSharedCache(response: Response): boolean {
  if (response.headers.has("Set-Cookie")) return false;
  const cacheControl = (response.headers.get("Cache-Control") ?? "").toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  return /\b(public|s-maxage)\b/.test(cacheControl);
}

/**
 * Until when a page rendered at `renderedAt` may be served. `status` is the flash-sale window read for this render
 * (null if it could not be); `pageAsked` says whether the page itself read it, and so may show a clock.
 */
export function pageExpiry(renderedAt: number, status: FlashSaleStatus | null, pageAsked: boolean): number {
  if (!status) return renderedAt;
  const boundary =
    status.state === "open" ? status.window!.endsAt : status.state === "upcoming" ? status.window!.startsAt : Infinity;
  const clock = pageAsked && Number.isFinite(boundary);
  return Math.min(clock ? status.now + CLOCK_LIFETIME_MS : renderedAt + PAGE_LIFETIME_MS, boundary);
}

/**
 * Looks the page up while the catalogue version is read, and answers the cached page if there is one that is still
 * live and of that version, with `nonce` in place of the one it was rendered with; `version` is what was read (null:
 * no row, so nothing may be stored); `refreshDue` when the entry expires within REFRESH_AHEAD_MS. The nonce is swapped as the exact attribute text (`nonce="..."`), so the page is
 * otherwise the same bytes: a random 128-bit value in quotes cannot come from text content, which React escapes.
 */
export async function matchPage(
  cache: Cache,
  key: Request,
  current: Promise<number | null>,
  nonce: string,
): Promise<{ page: Response | null; version: number | null; refreshDue: boolean }> {
  let version: number | null;
  let cached: Response | undefined;
  try {
    [version, cached] = await Promise.all([current, cache.match(key)]);
  } catch (error) {
    // Without the version or the cache the page is rendered as if there were no cache, and not stored.
    console.error("page cache: lookup failed", key.url, error);
    return { page: null, version: null, refreshDue: false };
  }
  if (!cached) return { page: null, version, refreshDue: false };
  const renderedNonce = cached.headers.get(NONCE_HEADER);
  const expires = Number(cached.headers.get(EXPIRES_HEADER));
  const live =
    version !== null &&
    cached.headers.get(VERSION_HEADER) === String(version) &&
    expires > Date.now() &&
    renderedNonce !== null &&
    renderedNonce !== "";
  if (!live) {
    await cached.body?.cancel();
    return { page: null, version, refreshDue: false };
  }
  const headers = new Headers(cached.headers);
  for (const [stored, browser] of [
    [BROWSER_CACHE_CONTROL_HEADER, "Cache-Control"],
    [BROWSER_VARY_HEADER, "Vary"],
  ] as const) {
    const value = headers.get(stored);
    headers.delete(stored);
    if (value) headers.set(browser, value);
    else headers.delete(browser);
  }
  for (const internal of [VERSION_HEADER, EXPIRES_HEADER, NONCE_HEADER, "CF-Cache-Status", "Age", "Content-Length"])
    headers.delete(internal);
  headers.set(CACHE_STATUS_HEADER, "HIT");
  const html = swapNonce(new Uint8Array(await cached.arrayBuffer()), renderedNonce, nonce);
  return {
    page: new Response(html, { status: cached.status, headers }),
    version,
    refreshDue: expires - Date.now() < REFRESH_AHEAD_MS,
  };
}

/**
 * The page's bytes with every `nonce="<from>"` attribute saying `to`, written in place when the two are as long (our
 * nonces always are: 16 random bytes in base64), so the page is neither decoded nor encoded again.
 */
export function swapNonce(html: Uint8Array<ArrayBuffer>, from: string, to: string): Uint8Array<ArrayBuffer> {
  const pattern = Buffer.from(`nonce="${from}"`);
  const replacement = Buffer.from(`nonce="${to}"`);
  if (pattern.length !== replacement.length) {
    const text = new TextDecoder().decode(html).replaceAll(pattern.toString(), replacement.toString());
    return new TextEncoder().encode(text);
  }
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  for (let at = bytes.indexOf(pattern); at !== -1; at = bytes.indexOf(pattern, at + pattern.length))
    replacement.copy(bytes, at);
  return html;
}

/**
 * Keeps a copy of a rendered page under `key`, with the version read before it was rendered, once its whole body has arrived, unless a part of it failed to render
 * (a boundary React hands to the browser), until `expiresAt()`, asked then (deferred data may have read the window
 * too). Resolves when stored or given up; never rejects.
 */
export async function storePage(
  cache: Cache,
  key: Request,
  page: { status: number; headers: Headers; body: ReadableStream<Uint8Array>; nonce: string; version: number },
  expiresAt: () => Promise<number>,
): Promise<void> {
  try {
    const html = await new Response(page.body).text();
    if (html.includes(FAILED_BOUNDARY)) return;
    const expires = await expiresAt();
    const seconds = Math.ceil((expires - Date.now()) / 1000);
    if (seconds <= 0) return;
    const headers = new Headers(page.headers);
    headers.set(BROWSER_CACHE_CONTROL_HEADER, headers.get("Cache-Control") ?? "");
    headers.set(BROWSER_VARY_HEADER, headers.get("Vary") ?? "");
    headers.delete("Vary");
    headers.delete(CACHE_STATUS_HEADER);
    headers.set("Cache-Control", `public, s-maxage=${seconds}`);
    headers.set(VERSION_HEADER, String(page.version));
    headers.set(EXPIRES_HEADER, String(expires));
    headers.set(NONCE_HEADER, page.nonce);
    await cache.put(key, new Response(html, { status: page.status, headers }));
  } catch (error) {
    // A page that cannot be kept is still served; the next request renders it again.
    console.error("page cache: could not store", key.url, error);
  }
}
