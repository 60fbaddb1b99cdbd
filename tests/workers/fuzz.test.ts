import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes.ts";
import {
  DHAKA_ADDRESS,
  ORIGIN,
  request,
  routePatterns,
  seedDemoShop,
  signIn,
  type CookieJar,
  bkashTrxId,
} from "./helpers.ts";

/**
 * Property-based fuzzing of every JSON API route in app/routes.ts (`api/...`): generated bodies, query strings,
 * path parameters and headers, with every method, as an anonymous visitor, a shopper and an admin. No answer may
 * be a 5xx, and nothing may be written: D1 (every table but the rate-limit log), the R2 bucket's keys and the
 * flash-sale window are the same after the runs as before.
 *
 * No seed is fixed: every run tries new cases. A failure prints fast-check's seed and path, which replay it:
 * `fc.assert(..., { seed, path })`.
 *
 * Why no generated request can be a valid write (so any write is a bug):
 * - Every route that creates or changes something from a body has "killer" fields, of which each case breaks
 *   one in a way its schema always refuses: missing, empty, the wrong type, or (for fields checked against a
 *   pattern: emails, image links, checkout keys, TrxIDs, mobile numbers) a string wrapped in `<` and `>`, which
 *   no such pattern takes even once control characters are stripped. The killer is applied to the body as the
 *   server will read it: the parsed JSON object, the last urlencoded pair (the one `Object.fromEntries` keeps), or
 *   the last multipart part, whatever the body was generated as; any other key that reads as the killer's once
 *   stripped of everything but letters is dropped, so cleaning keys cannot bring a valid value back.
 * - Password changes are always refused by their schema (a killer on both passwords), before the rate limit; so
 *   is setting a password through a link (a killer on the token and the password), and "Forgot password" (its
 *   one field, the email, is the killer), so no link is ever written or used.
 * - Uploaded files are never images: their first bytes can be no image signature, or are a signature cut off
 *   before the header the dimensions are read from.
 * - DELETE never names a real record: its ids contain no digit 1-9 (so read as a number they are 0 or not one),
 *   or are numbers far above any seeded id, and are always percent-encoded (no `..` can reach another route).
 *   Nor does PATCH of a product, flash-sale product, category or banner, which takes any subset of its fields.
 * - DELETE /api/users/admin/:email can only revoke a flagged admin other than the caller; the seeded shop has none
 *   (its admin is the caller, set in ADMIN_EMAILS, which is refused too), so it never writes.
 * - POST /api/subscribers keeps a well-formed email: its killer is the email (the rate limit's log is bookkeeping).
 * - DELETE /api/flashsellTime clears the window without any input, so admins never send it; DELETE /api/session
 *   and /api/sessions end the caller's sessions without any input, so signed-in callers never send them (the
 *   `sessions` table is bookkeeping and is not compared; each test checks instead that its caller is still signed in).
 * - Cookies set by answers are not kept: each caller stays who it is. Sign-in bodies never name a test account
 *   (the killer breaks their email), so the rate limit cannot lock one out.
 */

const NUMBER_OF_RUNS = 3_000;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
type Caller = "anonymous" | "shopper" | "admin";

/** A field a case always breaks; `string` fields are checked against a pattern, so a NUL breaks them too. */
type Killer = { field: string; kind: "string" | "typed" };

interface ApiRoute {
  pattern: string;
  param?: "id" | "email" | "key" | "phone" | "courier" | "*";
  fields: string[];
  killers: Killer[];
  query: string[];
}

const PRODUCT_FIELDS = [
  "name",
  "seller",
  "category",
  "stock",
  "price",
  "shipping",
  "star",
  "starCount",
  "features",
  "image",
];
const PRODUCT_KILLERS: Killer[] = [
  { field: "image", kind: "string" },
  { field: "name", kind: "typed" },
  { field: "price", kind: "typed" },
  { field: "stock", kind: "typed" },
];
const ORDER_FIELDS = [
  "name",
  "mobile",
  "paymentMethod",
  "bkashNum",
  "trxID",
  "advance",
  "orderProduct",
  "checkoutKey",
  "expectedTotal",
  "expectedAmountDue",
  "address",
  "addressId",
  "email",
  "totalPrice",
];
const EMAIL_KILLER: Killer[] = [{ field: "email", kind: "string" }];
const MOBILE_KILLER: Killer[] = [{ field: "phone", kind: "string" }];

/** The `api/` routes of app/routes.ts, with the body fields and query keys each reads. */
const ROUTES: ApiRoute[] = [
  {
    pattern: "/api/products",
    fields: PRODUCT_FIELDS,
    killers: PRODUCT_KILLERS,
    query: ["q", "category", "page", "pageSize", "sort", "offer", "shipping", "collection"],
  },
  // A fuzzed body (JSON, a form, multipart) is never a sheet whose first row names `sku` and `stock`: 400, no change.
  { pattern: "/api/products/stock.csv", fields: [], killers: [], query: [] },
  { pattern: "/api/products/:id", param: "id", fields: PRODUCT_FIELDS, killers: PRODUCT_KILLERS, query: [] },
  { pattern: "/api/suggest", fields: [], killers: [], query: ["q"] },
  { pattern: "/api/cart/quote", fields: ["orderProduct", "address"], killers: [], query: [] },
  {
    pattern: "/api/orders",
    fields: ORDER_FIELDS,
    killers: [
      { field: "checkoutKey", kind: "string" },
      { field: "trxID", kind: "string" },
      { field: "mobile", kind: "string" },
      { field: "bkashNum", kind: "string" },
    ],
    query: ["page", "pageSize", "email", "q", "status", "cashIssue", "channel"],
  },
  // The lines are never a list, so no order is taken at the desk (issue 50).
  {
    pattern: "/api/orders/desk",
    fields: ["phone", "name", "orderProduct", "address", "paymentMethod", "channel", "note", "discount"],
    killers: [{ field: "orderProduct", kind: "typed" }],
    query: [],
  },
  // The fuzz's order was paid at once, so it waits for no link: nothing is sent (issue 50).
  { pattern: "/api/orders/:id/payment-link", param: "id", fields: [], killers: [], query: [] },
  // The list of orders to book is never a list, so nothing is booked.
  {
    pattern: "/api/orders/book",
    fields: ["courier", "orderIds"],
    killers: [{ field: "orderIds", kind: "typed" }],
    query: [],
  },
  { pattern: "/api/orders/export", fields: [], killers: [], query: ["status", "format"] },
  // The rows are never a list (and a form or multipart body is not a sheet), so nothing ships.
  { pattern: "/api/orders/shipments", fields: ["rows"], killers: [{ field: "rows", kind: "typed" }], query: [] },
  // PATCH always carries a broken status, so no generated move lands.
  {
    pattern: "/api/orders/:id",
    param: "id",
    fields: ["status", "note", "courier", "trackingNumber", "cashCollected"],
    killers: [{ field: "status", kind: "typed" }],
    query: [],
  },
  // The outcome is never one of the three, so no call is recorded (issue 49).
  {
    pattern: "/api/orders/:id/calls",
    param: "id",
    fields: ["outcome", "note"],
    killers: [{ field: "outcome", kind: "typed" }],
    query: [],
  },
  { pattern: "/api/customers/:phone", param: "phone", fields: [], killers: [], query: [] },
  // A lookup reads; without a client address (as here) it is not even counted (issue 50).
  { pattern: "/api/track", fields: [], killers: [], query: ["phone", "reference"] },
  // The cash ledger (issue 51): reads, a sync of payouts no order of this database has, and sheets always broken.
  { pattern: "/api/cash", fields: [], killers: [], query: ["courier", "format"] },
  { pattern: "/api/payouts", fields: [], killers: [], query: ["courier"] },
  { pattern: "/api/payouts/sync", fields: [], killers: [], query: [] },
  { pattern: "/api/payouts/import", fields: ["Courier", "Payout"], killers: [], query: [] },
  // The blocklist is never a list, so the settings never change.
  {
    pattern: "/api/risk/settings",
    fields: ["minDeliveredShare", "minParcels", "ordersPerPhonePerHour", "riskyCod", "blocklist"],
    killers: [{ field: "blocklist", kind: "typed" }],
    query: [],
  },
  // The lines are never a list, so no unit is recorded as come back (issue 46).
  {
    pattern: "/api/orders/:id/returned-units",
    param: "id",
    fields: ["lines"],
    killers: [{ field: "lines", kind: "typed" }],
    query: [],
  },
  { pattern: "/api/payments", fields: [], killers: [], query: ["state", "refundDue", "page", "pageSize"] },
  // The order is never one (and the TrxID never a payment's), so no payment is attached (issue 46).
  {
    pattern: "/api/payments/:wallet/:trxID/attach",
    param: "id",
    fields: ["orderId"],
    killers: [{ field: "orderId", kind: "typed" }],
    query: [],
  },
  {
    pattern: "/api/notifications",
    fields: [],
    killers: [],
    query: ["orderId", "status", "channel", "event", "to", "page"],
  },
  // The id never names a message, so nothing is sent again.
  { pattern: "/api/notifications/:id/resend", param: "id", fields: [], killers: [], query: [] },
  // Never signed with BKASH_SMS_SECRET: always 401.
  { pattern: "/api/payments/bkash/sms", fields: ["text", "from", "receivedAt"], killers: [], query: [] },
  { pattern: "/api/payments/sms", fields: ["text", "from", "receivedAt"], killers: [], query: [] },
  // Never carries the courier's token, signature or URL token: 401 (404 for no such courier), nothing changes.
  {
    pattern: "/api/couriers/:courier/webhook",
    param: "courier",
    fields: ["notification_type", "consignment_id", "status", "cod_amount", "tracking_message"],
    killers: [],
    query: [],
  },
  // The refund's TrxID is always broken, so no refund is recorded.
  {
    pattern: "/api/payments/:trxID/refund",
    param: "id",
    fields: ["refundTrxID"],
    killers: [{ field: "refundTrxID", kind: "typed" }],
    query: [],
  },
  { pattern: "/api/images", fields: ["image", "thumb"], killers: [], query: ["purpose"] },
  { pattern: "/api/locations", fields: [], killers: [], query: [] },
  // Every zone list sent is broken (its zones are not a list), so the zones never change.
  { pattern: "/api/delivery/zones", fields: ["zones"], killers: [{ field: "zones", kind: "typed" }], query: [] },
  {
    pattern: "/api/addresses",
    fields: ["label", "name", "mobile", "districtId", "areaId", "line", "note", "isDefault"],
    killers: [{ field: "mobile", kind: "string" }],
    query: [],
  },
  // PUT and DELETE name an address nobody has (ids far above or not numbers), so none changes.
  { pattern: "/api/addresses/:id", param: "id", fields: ["label", "line"], killers: [], query: [] },
  { pattern: "/api/images/:key", param: "key", fields: [], killers: [], query: [] },
  {
    pattern: "/api/flashsell",
    fields: [...PRODUCT_FIELDS, "sellprice", "sellshipping"],
    killers: [...PRODUCT_KILLERS, { field: "sellprice", kind: "typed" }],
    query: [],
  },
  { pattern: "/api/flashsell/:id", param: "id", fields: [], killers: [], query: [] },
  {
    pattern: "/api/flashsellTime",
    fields: ["startTime", "endTime"],
    killers: [
      { field: "startTime", kind: "typed" },
      { field: "endTime", kind: "typed" },
    ],
    query: [],
  },
  {
    pattern: "/api/category",
    fields: ["name", "image"],
    killers: [
      { field: "name", kind: "typed" },
      { field: "image", kind: "string" },
    ],
    query: [],
  },
  { pattern: "/api/category/:id", param: "id", fields: [], killers: [], query: [] },
  {
    pattern: "/api/banner",
    fields: ["name", "banner_slide"],
    killers: [
      { field: "name", kind: "typed" },
      { field: "banner_slide", kind: "string" },
    ],
    query: [],
  },
  { pattern: "/api/banner/:id", param: "id", fields: [], killers: [], query: [] },
  // A mobile number's code is never asked for nor checked: the number is the killer (issue 50).
  { pattern: "/api/auth/phone/start", fields: ["phone", "purpose"], killers: MOBILE_KILLER, query: [] },
  { pattern: "/api/auth/phone/verify", fields: ["phone", "code", "name"], killers: MOBILE_KILLER, query: [] },
  {
    pattern: "/api/auth/*",
    param: "*",
    fields: ["email", "password", "csrfToken", "callbackUrl", "redirect"],
    killers: EMAIL_KILLER,
    query: ["callbackUrl", "error", "code", "state"],
  },
  { pattern: "/api/session", fields: ["email", "password"], killers: EMAIL_KILLER, query: [] },
  {
    pattern: "/api/session/password",
    fields: ["currentPassword", "newPassword"],
    killers: [
      { field: "currentPassword", kind: "typed" },
      { field: "newPassword", kind: "typed" },
    ],
    query: [],
  },
  { pattern: "/api/session/verification", fields: [], killers: [], query: [] },
  { pattern: "/api/password-reset", fields: ["email"], killers: EMAIL_KILLER, query: [] },
  {
    pattern: "/api/password-reset/confirm",
    fields: ["token", "password"],
    killers: [
      { field: "token", kind: "typed" },
      { field: "password", kind: "typed" },
    ],
    query: [],
  },
  { pattern: "/api/sessions", fields: [], killers: [], query: [] },
  {
    pattern: "/api/users",
    fields: ["name", "email", "password"],
    killers: [...EMAIL_KILLER, { field: "name", kind: "typed" }, { field: "password", kind: "typed" }],
    query: ["admin"],
  },
  { pattern: "/api/users/admin", fields: ["email"], killers: EMAIL_KILLER, query: [] },
  { pattern: "/api/users/admin/:email", param: "email", fields: [], killers: [], query: [] },
  { pattern: "/api/subscribers", fields: ["email"], killers: EMAIL_KILLER, query: ["format"] },
  { pattern: "/api/users/:email", param: "email", fields: [], killers: [], query: [] },
];

const AUTH_ACTIONS = [
  "csrf",
  "session",
  "providers",
  "signin",
  "signin/google",
  "signin/credentials",
  "callback/google",
  "callback/credentials",
  "signout",
  "error",
  "verify-request",
];

// --- Strings and values ---------------------------------------------------------------------------------------

const CONTROL_CHARS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u2028",
  "\u2029",
  "\ufeff",
  "\ud800",
  "\udfff",
];
const controlUnit = fc.constantFrom(...CONTROL_CHARS);
const mixedUnit = fc.oneof(
  controlUnit,
  fc.string({ minLength: 1, maxLength: 1 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);

const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1.5",
  "1e309",
  "0x10",
  "9".repeat(40),
  "__proto__",
  "constructor",
  "%",
  "%00",
  "%zz",
  "%E0%A4%A",
  "' OR 1=1 --",
  '"',
  "\\",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "😀",
  "\ud83d",
  "[]",
  "{}",
  "true",
  "2026-13-45T99:99:99Z",
];

const hugeString = fc
  .tuple(fc.constantFrom("a", "\u0000", "\u001f", "é", "𝕏", "%", " ", "9"), fc.integer({ min: 1_000, max: 120_000 }))
  .map(([unit, times]) => unit.repeat(times));

const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: "binary" }) },
  { weight: 2, arbitrary: fc.string({ unit: controlUnit }) },
  { weight: 2, arbitrary: fc.tuple(fc.string(), fc.string({ unit: mixedUnit })).map(([a, b]) => `${a}\u0000${b}`) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 1, arbitrary: hugeString },
);

function nested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(0, -0, -1, 0.001, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.30000000000000004),
  },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(anyString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(anyString, anyString, { maxKeys: 4 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 3_000 }).map(nested) },
);

/** A string no email, image link, checkout key, TrxID or mobile pattern takes, with or without its control characters. */
const unmatchable = (text: string) => `<\u0000${text}\u0000>`;

/** A key as a lenient reader might see it: letters only, lower case. */
const looseKey = (key: string) => key.replace(/[^a-z]/gi, "").toLowerCase();

/** What the killer puts in JSON: absent, empty, or a type the field never takes (or a NUL-wrapped string). */
const ABSENT = Symbol("absent");
function killerJson(kind: Killer["kind"]): fc.Arbitrary<unknown> {
  const typed = fc.oneof(
    fc.constantFrom<unknown>(ABSENT, "", null, true, false, [], {}),
    fc.array(anyValue, { maxLength: 3 }),
    fc.dictionary(anyString, anyValue, { maxKeys: 3 }),
  );
  if (kind === "typed") return typed;
  return fc.oneof(typed, fc.integer(), fc.double(), anyString.map(unmatchable));
}

// --- Files: never an image ---------------------------------------------------------------------------------------

const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  webp: [...new TextEncoder().encode("RIFF"), 0x20, 0, 0, 0, ...new TextEncoder().encode("WEBP")],
  avif: [0, 0, 0, 0x1c, ...new TextEncoder().encode("ftypavif")],
};

/** Random bytes that start with no image signature, or a signature cut off before the image's dimensions. */
const notAnImage: fc.Arbitrary<Uint8Array<ArrayBuffer>> = fc.oneof(
  fc.uint8Array({ maxLength: 4_096 }).map((bytes) => {
    if (bytes.length > 0) bytes[0] = bytes[0] === 0xff || bytes[0] === 0x89 || bytes[0] === 0x52 ? 0 : bytes[0]!;
    if (bytes.length > 4) bytes[4] = 0; // AVIF's "ftyp" starts at byte 4
    return bytes;
  }),
  fc
    .tuple(fc.constantFrom(...Object.values(SIGNATURES)), fc.uint8Array({ maxLength: 4 }))
    .map(([signature, tail]) => Uint8Array.from([...signature, ...tail])),
);

type FilePart = { file: Uint8Array<ArrayBuffer>; name: string; type: string };
const filePart: fc.Arbitrary<FilePart> = fc.record({
  file: notAnImage,
  name: fc.oneof(fc.constantFrom("photo.png", "x.webp", "", "a\u0000.jpg", "../../x.avif"), fc.string()),
  type: fc.constantFrom("image/png", "image/webp", "application/octet-stream", "", "text/plain"),
});

// --- Bodies -------------------------------------------------------------------------------------------------------

type Part = [string, string | FilePart];

type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "urlencoded"; pairs: [string, string][]; raw: boolean }
  | { kind: "multipart"; parts: Part[]; mangle: "none" | "boundary" | "no-boundary" | "lf" | "no-end" }
  | { kind: "bytes"; bytes: Uint8Array<ArrayBuffer> };

const NATURAL_TYPE: Record<Body["kind"], string | null> = {
  none: null,
  json: "application/json",
  urlencoded: "application/x-www-form-urlencoded",
  multipart: null,
  bytes: "application/json",
};

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json-patch+json",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=iso-8859-1",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=zzz",
  "text/plain",
  "text/form",
  "application/octet-stream",
  "image/png",
  ";;;",
  "",
];

/** Header values: any byte string a Headers object takes (no NUL, CR or LF). */
const headerText = fc.string({
  unit: fc.oneof(fc.string({ minLength: 1, maxLength: 1 }), fc.constantFrom("\t", "%00", "%0d%0a", ";", "=", ",", '"')),
  maxLength: 60,
});

interface Real {
  productIds: string[];
  flashIds: string[];
  categoryIds: string[];
  categoryNames: string[];
  bannerIds: string[];
  orderIds: string[];
  imageKeys: string[];
  imageLinks: string[];
  emails: string[];
}

/** Values for a named field: anything, or (so validation goes deeper) something real or well-formed. */
function fieldValue(field: string, real: Real): fc.Arbitrary<unknown> {
  const orderLine = fc.record(
    {
      product_id: fc.oneof(anyValue, fc.constantFrom(...real.productIds, ...real.flashIds), fc.integer()),
      product_qty: fc.oneof(anyValue, fc.integer({ min: -5, max: 1_000 })),
      product_type: fc.oneof(anyValue, fc.constantFrom("regular", "flashsell", "FLASHSELL")),
    },
    { requiredKeys: [] },
  );
  const special: Record<string, fc.Arbitrary<unknown>> = {
    orderProduct: fc.array(orderLine, { maxLength: 30 }),
    features: fc.array(fc.record({ description: anyValue, value: anyValue }, { requiredKeys: [] }), { maxLength: 25 }),
    image: fc.constantFrom(...real.imageLinks, ...real.imageKeys),
    banner_slide: fc.constantFrom(...real.imageLinks),
    category: fc.constantFrom(...real.categoryNames),
    email: fc.constantFrom(...real.emails).map((email) => ` ${email.toUpperCase()} `),
    startTime: fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.integer(),
    ),
    endTime: fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.integer(),
    ),
    stock: fc.integer({ min: -1, max: 20 }),
    price: fc.double({ min: -1, max: 2_000_000 }),
  };
  const extra = special[field];
  return extra ? fc.oneof({ weight: 3, arbitrary: anyValue }, { weight: 1, arbitrary: extra }) : anyValue;
}

const asFormText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

function bodyOf(route: ApiRoute, real: Real): fc.Arbitrary<Body> {
  const known = route.fields.length > 0 ? fc.constantFrom(...route.fields) : anyString;
  const extraKey = fc.oneof(anyString, fc.constantFrom("__proto__", "constructor", "prototype", "toJSON"));
  const keyed = fc
    .tuple(
      fc.record(Object.fromEntries(route.fields.map((field) => [field, fieldValue(field, real)])), {
        requiredKeys: [],
      }),
      fc.dictionary(extraKey, anyValue, { maxKeys: 3 }),
    )
    .map(([fields, extras]) => ({ ...extras, ...fields }));
  const pair = fc.tuple(
    fc.oneof(known, extraKey),
    fc.oneof(anyString, ...route.fields.map((field) => fieldValue(field, real).map(asFormText))),
  );
  const part: fc.Arbitrary<Part> = fc.tuple(
    fc.oneof(known, extraKey),
    fc.oneof(anyString, filePart, ...route.fields.map((field) => fieldValue(field, real).map(asFormText))),
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => ({ kind: "json" as const, value })) },
    { weight: 4, arbitrary: keyed.map((value) => ({ kind: "json" as const, value })) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("urlencoded" as const),
        pairs: fc.array(pair, { maxLength: 12 }),
        raw: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("multipart" as const),
        parts: fc.array(part, { maxLength: 8 }),
        mangle: fc.constantFrom(
          "none" as const,
          "none" as const,
          "boundary" as const,
          "no-boundary" as const,
          "lf" as const,
          "no-end" as const,
        ),
      }),
    },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 8_192 }).map((bytes) => ({ kind: "bytes" as const, bytes })) },
  );
}

// --- Paths and query strings ----------------------------------------------------------------------------------

/** Percent-encodes, even a lone surrogate (as the bytes of its code unit, which are not UTF-8). */
function encode(text: string): string {
  return text
    .split(/[\ud800-\udfff]/u)
    .map((piece) => encodeURIComponent(piece))
    .join("%ED%A0%80");
}

/** Leaves `%` and most characters as they are (malformed escapes included); only what would leave the segment or pair is escaped. */
function encodeLightly(text: string, forQuery: boolean): string {
  return text.replace(forQuery ? /[#&]/g : /[/\\?#]/g, (char) => encode(char)).toWellFormed();
}

const numberish = fc.constantFrom(
  "0",
  "-1",
  "1.5",
  "01",
  "1e3",
  " 1",
  "+1",
  "0x1",
  "99999999999",
  "999999999999",
  "1000000000000",
  "9".repeat(30),
);

/** A catalogue record's route: its PATCH takes any subset of the fields, so no killer can make every edit fail. */
const CATALOGUE_RECORD = /^\/api\/(products|flashsell|category|banner)\/:id$/;

function paramOf(route: ApiRoute, method: Method, real: Real): fc.Arbitrary<string> {
  if (route.param === undefined) return fc.constant("");
  if (
    method === "DELETE" ||
    (method === "PATCH" && CATALOGUE_RECORD.test(route.pattern)) ||
    route.pattern === "/api/addresses/:id"
  ) {
    // Never a real record: no digit 1-9 (as a number, 0 or none), or far above every seeded id.
    const noRealDigit = anyString.filter((text) => !/[1-9]/.test(text));
    const farAbove = fc.integer({ min: 10_000_000, max: Number.MAX_SAFE_INTEGER }).map(String);
    return fc.oneof(noRealDigit, farAbove).map((text) => encode(text.slice(0, 8_000)));
  }
  if (route.param === "*") {
    return fc.oneof(
      fc.constantFrom(...AUTH_ACTIONS),
      fc
        .tuple(fc.constantFrom(...AUTH_ACTIONS), anyString)
        .map(([action, extra]) => `${action}/${encode(extra.slice(0, 8_000))}`),
      anyString.map((text) => encode(text.slice(0, 8_000))),
    );
  }
  const realValues = {
    id: route.pattern.startsWith("/api/orders")
      ? real.orderIds
      : route.pattern.startsWith("/api/flashsell")
        ? real.flashIds
        : route.pattern.startsWith("/api/category")
          ? real.categoryIds
          : route.pattern.startsWith("/api/banner")
            ? real.bannerIds
            : real.productIds,
    key: real.imageKeys,
    email: real.emails,
    phone: ["01712345678", "+8801712345678", "০১৭১২৩৪৫৬৭৮"],
    courier: ["steadfast", "pathao", "redx"],
  }[route.param];
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...realValues).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...realValues).map((value) => `${encode(value)}%00`) },
    { weight: 1, arbitrary: numberish },
    { weight: 3, arbitrary: anyString.map((text) => encode(text.slice(0, 8_000))) },
    {
      weight: 1,
      arbitrary: anyString
        .map((text) => encodeLightly(text.slice(0, 8_000), false))
        .filter((text) => !/^(\.|%2e){1,2}$/i.test(text)),
    },
  );
}

function queryOf(route: ApiRoute): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...route.query, "purpose", "q", "page", "_data", "index"), anyString);
  const value = fc.oneof(
    anyString.map((text) => text.slice(0, 16_000)),
    fc.constantFrom(
      "a%00b",
      "%00",
      "%",
      "%zz",
      "%E0%A4%A",
      "%ff%fe",
      "%c0%80",
      "banner",
      "-1",
      "0",
      "1e9",
      "NaN",
      "999999999999999999999",
    ),
  );
  const pair = fc
    .tuple(key, value, fc.boolean())
    .map(([name, text, light]) =>
      light ? `${encodeLightly(name, true)}=${encodeLightly(text, true)}` : `${encode(name)}=${encode(text)}`,
    );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    { weight: 4, arbitrary: fc.array(pair, { minLength: 1, maxLength: 8 }).map((pairs) => `?${pairs.join("&")}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("?", "?&&", "?=", "?%", "?q", "?q=a%00b", "?q=%00", "?page=1&page=2&page=x"),
    },
  );
}

// --- Cases ----------------------------------------------------------------------------------------------------------

interface Case {
  method: Method;
  route: ApiRoute;
  path: string;
  body: Body;
  contentType: string | null;
  killer: { field: Killer; json: unknown; form: string | FilePart } | null;
  headers: Record<string, string>;
  cookie: { mode: "session" | "prepend" | "append" | "replace" | "none"; garbage: string };
}

function caseOf(caller: Caller, real: Real): fc.Arbitrary<Case> {
  const cookieGarbage = fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            "authjs.session-token",
            "__Secure-authjs.session-token",
            "authjs.csrf-token",
            "authjs.callback-url",
            "cart_count",
          ),
          headerText,
        ),
        headerText,
      ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("; "));
  return fc
    .tuple(fc.constantFrom(...ROUTES), fc.constantFrom(...METHODS))
    .filter(([route, method]) => {
      if (method !== "DELETE") return true;
      if (caller === "admin" && route.pattern === "/api/flashsellTime") return false;
      return caller === "anonymous" || (route.pattern !== "/api/session" && route.pattern !== "/api/sessions");
    })
    .chain(([route, method]) => {
      const killer =
        route.killers.length === 0
          ? fc.constant(null)
          : fc.constantFrom(...route.killers).chain((field) =>
              fc.record({
                field: fc.constant(field),
                json: killerJson(field.kind),
                form:
                  field.kind === "typed"
                    ? fc.oneof(fc.constant<string | FilePart>(""), filePart)
                    : fc.oneof(fc.constant<string | FilePart>(""), filePart, anyString.map(unmatchable)),
              }),
            );
      return fc.record({
        method: fc.constant(method),
        route: fc.constant(route),
        path: fc
          .tuple(paramOf(route, method, real), queryOf(route))
          .map(([param, query]) => route.pattern.replace(/:\w+|\*/, param) + query),
        body: method === "GET" ? fc.constant<Body>({ kind: "none" }) : bodyOf(route, real),
        contentType: fc.oneof(
          { weight: 4, arbitrary: fc.constant(null) },
          { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
          { weight: 1, arbitrary: headerText },
        ),
        killer,
        headers: fc.record(
          {
            Accept: fc.oneof(
              fc.constantFrom("*/*", "application/json", "text/html", "text/x-component", ""),
              headerText,
            ),
            "Accept-Language": headerText,
            "Sec-Fetch-Site": fc.constantFrom("same-origin", "none"),
            Authorization: headerText.map((text) => `Bearer ${text}`),
            "If-None-Match": headerText,
          },
          { requiredKeys: [] },
        ),
        cookie: fc.record({
          mode:
            caller === "anonymous"
              ? fc.constantFrom("none" as const, "replace" as const)
              : fc.constantFrom(
                  "session" as const,
                  "session" as const,
                  "prepend" as const,
                  "append" as const,
                  "replace" as const,
                ),
          garbage: cookieGarbage,
        }),
      });
    })
    .map((generated) => Object.assign(generated, { [fc.toStringMethod]: () => summary(generated) }));
}

/** Breaks the killer field in a parsed JSON body (only when it is an object: anything else is refused anyway). */
function killJson(value: unknown, killer: Case["killer"]): unknown {
  if (!killer || value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (looseKey(key) !== looseKey(killer.field.field)) copy[key] = item;
  if (killer.json !== ABSENT) copy[killer.field.field] = killer.json;
  return copy;
}

/** workerd cannot serialise a part whose name or file name ends with a backslash. */
const partName = (name: string) => (name.endsWith("\\") ? `${name}_` : name).toWellFormed();

function formValue(value: string | FilePart): string | File {
  return typeof value === "string" ? value : new File([value.file], partName(value.name), { type: value.type });
}

const latin1 = {
  decode: (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""),
  encode: (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0)),
};

const encoder = new TextEncoder();

/** The request for a case: the body as generated, then the killer applied to it as the server will read it. */
async function build(testCase: Case, caller: Caller, jars: Record<Caller, CookieJar | null>): Promise<Request> {
  const headers = new Headers(testCase.headers);
  if (testCase.method !== "GET") headers.set("Origin", ORIGIN);
  const session = jars[caller]?.header() ?? "";
  const { mode, garbage } = testCase.cookie;
  const cookie = {
    session,
    prepend: `${garbage}; ${session}`,
    append: `${session}; ${garbage}`,
    replace: garbage,
    none: "",
  }[mode];
  if (cookie) headers.set("Cookie", cookie);

  const { body, killer } = testCase;
  let contentType = testCase.contentType ?? NATURAL_TYPE[body.kind];
  let payload: BodyInit | undefined;
  if (body.kind === "json") {
    payload = JSON.stringify(body.value) ?? "null";
  } else if (body.kind === "urlencoded") {
    const text = body.pairs.map(([name, value]) =>
      body.raw ? `${encodeLightly(name, true)}=${encodeLightly(value, true)}` : `${encode(name)}=${encode(value)}`,
    );
    payload = text.filter((pair) => !killer || !readsAsKiller(pair, killer)).join("&");
  } else if (body.kind === "multipart") {
    const form = new FormData();
    for (const [name, value] of body.parts) {
      if (!killer || looseKey(name) !== looseKey(killer.field.field)) form.append(partName(name), formValue(value));
    }
    if (killer) form.append(killer.field.field, formValue(killer.form));
    const encoded = new Response(form);
    const natural = encoded.headers.get("Content-Type")!;
    let bytes = latin1.decode(new Uint8Array(await encoded.arrayBuffer()));
    const boundary = natural.slice(natural.indexOf("boundary=") + "boundary=".length);
    if (body.mangle === "boundary") contentType ??= "multipart/form-data; boundary=not-the-boundary";
    if (body.mangle === "no-boundary") contentType ??= "multipart/form-data";
    if (body.mangle === "lf") bytes = bytes.replaceAll("\r\n", "\n");
    if (body.mangle === "no-end") bytes = bytes.replace(`--${boundary}--`, "");
    contentType ??= natural;
    payload = latin1.encode(bytes);
  } else if (body.kind === "bytes") {
    payload = body.bytes;
  }
  if (killer && typeof payload === "string") payload = killText(payload, contentType ?? "", killer);
  else if (killer && payload instanceof Uint8Array)
    payload = killText(new TextDecoder().decode(payload), contentType ?? "", killer, payload);
  if (contentType !== null) headers.set("Content-Type", contentType);
  return new Request(new URL(testCase.path, ORIGIN), {
    method: testCase.method,
    headers,
    body: payload,
    redirect: "manual",
  });
}

/**
 * A body about to be read as JSON gets the killer in its object; one about to be read as a urlencoded form gets
 * the killer as its last pair (the one `Object.fromEntries` keeps). A multipart body already has it last.
 */
function killText(
  text: string,
  contentType: string,
  killer: NonNullable<Case["killer"]>,
  original?: Uint8Array<ArrayBuffer>,
): BodyInit {
  const type = contentType.toLowerCase();
  let bytes: Uint8Array<ArrayBuffer> | string = original ?? text;
  if (type.includes("json")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed))
        bytes = JSON.stringify(killJson(parsed, killer));
    } catch {
      // Not JSON: refused as it is.
    }
  }
  if (type.includes("form") && !type.includes("multipart")) {
    const value = typeof killer.form === "string" ? killer.form : "";
    // Garbage that happens to hold a pair reading as the killer's key is rebuilt without it.
    const pairs = new URLSearchParams(typeof bytes === "string" ? bytes : new TextDecoder().decode(bytes));
    if ([...pairs.keys()].some((key) => looseKey(key) === looseKey(killer.field.field))) {
      bytes = [...pairs]
        .filter(([key]) => looseKey(key) !== looseKey(killer.field.field))
        .map(([key, item]) => `${encode(key)}=${encode(item)}`)
        .join("&");
    }
    const head = typeof bytes === "string" ? encoder.encode(bytes) : bytes;
    const tail = encoder.encode(`&${encode(killer.field.field)}=${encode(value)}`);
    const joined = new Uint8Array(head.length + tail.length);
    joined.set(head);
    joined.set(tail, head.length);
    bytes = joined;
  }
  return bytes;
}

/** Whether one urlencoded pair, decoded as the server decodes it, has a key reading as the killer's. */
function readsAsKiller(pair: string, killer: NonNullable<Case["killer"]>): boolean {
  return [...new URLSearchParams(pair).keys()].some((key) => looseKey(key) === looseKey(killer.field.field));
}

function clip(text: string, length = 160): string {
  return text.length > length ? `${text.slice(0, length)}... (${text.length} chars)` : text;
}

function summary(testCase: Case): string {
  const { body } = testCase;
  const shape =
    body.kind === "none"
      ? "no body"
      : body.kind === "json"
        ? `json ${clip(JSON.stringify(body.value) ?? "undefined")}`
        : body.kind === "urlencoded"
          ? `urlencoded${body.raw ? " (raw)" : ""} ${clip(JSON.stringify(body.pairs))}`
          : body.kind === "multipart"
            ? `multipart (${body.mangle}) ${clip(JSON.stringify(body.parts.map(([name, value]) => [name, typeof value === "string" ? value : `<file ${value.file.length} bytes>`])))}`
            : `${body.bytes.length} bytes`;
  return [
    `${testCase.method} ${clip(testCase.path, 300)}`,
    `body: ${shape}`,
    `content-type: ${JSON.stringify(testCase.contentType)}`,
    `killer: ${testCase.killer ? `${testCase.killer.field.field} = ${clip(String(testCase.killer.json === ABSENT ? "<absent>" : JSON.stringify(testCase.killer.json)))}` : "none"}`,
    `headers: ${clip(JSON.stringify(testCase.headers))}`,
    `cookie: ${testCase.cookie.mode} ${clip(JSON.stringify(testCase.cookie.garbage))}`,
  ].join("\n  ");
}

// --- What must not change ---------------------------------------------------------------------------------------

/** Tables whose rows are bookkeeping, not data: the sign-in rate limit, sessions, D1's and SQLite's own. */
const BOOKKEEPING = /^(auth_failures$|sessions$|sqlite_|d1_|_cf_)/;

/** Every row of every data table (FTS indexes are derived from products and left out), the R2 keys, the window. */
async function snapshot() {
  const { results: tables } = await env.DB.prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name",
  ).all<{
    name: string;
    sql: string | null;
  }>();
  const virtual = tables.filter((table) => /^CREATE VIRTUAL/i.test(table.sql ?? "")).map((table) => table.name);
  const names = tables
    .map((table) => table.name)
    .filter(
      (name) => !BOOKKEEPING.test(name) && !virtual.some((index) => name === index || name.startsWith(`${index}_`)),
    );
  // A message's delivery (status, attempts, when it was sent) is the queue consumer's bookkeeping, done in the
  // background while the fuzzing runs; which messages exist is data.
  const columns = (name: string) =>
    name === "notifications" ? "id, idempotency_key, order_id, event, channel, recipient, subject, body" : "*";
  const rows = await env.DB.batch(
    names.map((name) => env.DB.prepare(`SELECT ${columns(name)} FROM "${name}" ORDER BY rowid`)),
  );
  const database = Object.fromEntries(names.map((name, index) => [name, rows[index]!.results]));

  const objects: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.IMAGES.list({ cursor, limit: 1_000 });
    objects.push(...page.objects.map((object) => `${object.key} ${object.size} ${object.etag}`));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);

  const window = (await (await request("/api/flashsellTime")).json()) as {
    startTime: string | null;
    endTime: string | null;
  };
  return { database, objects, window: { startTime: window.startTime, endTime: window.endTime } };
}

// --- The fuzz -----------------------------------------------------------------------------------------------------

/** The seeded demo accounts (db/seed/catalogue.ts); admin@example.com is in ADMIN_EMAILS. */
const SHOPPER = { email: "shopper@example.com", password: "Shopper#26" };
const ADMIN = { email: "admin@example.com", password: "Admin#2026" };

let real: Real;
const jars: Record<Caller, CookieJar | null> = { anonymous: null, shopper: null, admin: null };

await seedDemoShop();

beforeAll(async () => {
  jars.shopper = await signIn(SHOPPER.email, SHOPPER.password);
  jars.admin = await signIn(ADMIN.email, ADMIN.password);

  const ids = async (sql: string) => (await env.DB.prepare(sql).raw<[number | string]>()).map(([id]) => String(id));
  const productIds = await ids(
    "SELECT id FROM products WHERE id NOT IN (SELECT product_id FROM flash_sale_products) ORDER BY id",
  );
  const stocked = await ids(
    "SELECT id FROM products WHERE stock > 0 AND id NOT IN (SELECT product_id FROM flash_sale_products) ORDER BY id LIMIT 1",
  );
  // One real order, so GET /api/orders/:id finds something.
  const placed = await request("/api/orders", {
    method: "POST",
    jar: jars.shopper,
    headers: { Origin: ORIGIN },
    json: {
      name: "Fuzz Shopper",
      mobile: "01712345678",
      bkashNum: "01812345678",
      trxID: bkashTrxId("FUZZ"),
      orderProduct: [{ product_id: stocked[0], product_qty: 1 }],
      checkoutKey: `fuzz-order-${Date.now()}`,
      address: DHAKA_ADDRESS,
    },
  });
  expect(placed.status).toBe(201);

  const imageKeys = (await env.IMAGES.list()).objects.map((object) => object.key);
  real = {
    productIds,
    flashIds: await ids("SELECT product_id FROM flash_sale_products ORDER BY product_id"),
    categoryIds: await ids("SELECT id FROM categories ORDER BY id"),
    categoryNames: await ids("SELECT name FROM categories ORDER BY id"),
    bannerIds: await ids("SELECT id FROM banners ORDER BY id"),
    orderIds: await ids("SELECT id FROM orders ORDER BY id"),
    imageKeys,
    imageLinks: imageKeys.map((key) => `${ORIGIN}/images/${key}`),
    emails: [SHOPPER.email, ADMIN.email, "nobody@example.com"],
  };
  for (const [name, values] of Object.entries(real)) expect(values.length, name).toBeGreaterThan(0);
}, 60_000);

describe("fuzzing the JSON API", () => {
  it("fuzzes every api/ route of app/routes.ts", () => {
    expect(ROUTES.map((route) => route.pattern).sort()).toEqual(
      routePatterns(routes)
        .filter((pattern) => pattern.startsWith("/api/"))
        .sort(),
    );
  });

  for (const caller of ["anonymous", "shopper", "admin"] as const) {
    it(`answers every generated request below 500 and writes nothing, as ${caller === "anonymous" ? "an anonymous visitor" : `the ${caller}`}`, async () => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(caseOf(caller, real), async (testCase) => {
          const response = await exports.default.fetch(await build(testCase, caller, jars));
          const text = await response.text();
          if (response.status >= 500)
            throw new Error(`${response.status} for ${summary(testCase)}\n  answer: ${clip(text, 400)}`);
        }),
        { numRuns: NUMBER_OF_RUNS },
      );
      expect(await snapshot()).toEqual(before);
      const session = (await (await request("/api/session", { jar: jars[caller] ?? undefined })).json()) as {
        user: { email: string } | null;
      };
      expect(session.user?.email ?? null).toBe({ anonymous: null, shopper: SHOPPER.email, admin: ADMIN.email }[caller]);
    }, 120_000);
  }
});
