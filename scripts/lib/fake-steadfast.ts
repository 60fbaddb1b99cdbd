/**
 * A small fake of Steadfast's (Packzy's) merchant API, the part app/domain/couriers/steadfast.ts speaks, for
 * development and tests. The shop cannot tell it from the real one.
 *
 *   POST /api/v1/create_order/bulk-order   headers Api-Key and Secret-Key (401 without), JSON `{ data: [...] }` of
 *            at most 500 parcels (422 above). Each parcel `{ invoice, recipient_name, recipient_phone,
 *            recipient_address, cod_amount, note }` gets a result in `data`, in order: the parcel with
 *            `consignment_id`, `tracking_code` and `status: "success"`, or `status: "error"` and `error` for an
 *            invoice it already has (as the real portal refuses a duplicate), a phone that is not 11 digits, an
 *            empty or longer than 250 address, a missing name or a bad COD amount.
 *   GET    /api/v1/__sent       every order it received, as received, in order, duplicates included (a JSON array)
 *   GET    /api/v1/__parcels    the consignments it created: [{ consignment_id, tracking_code, invoice, ... }]
 *   POST   /api/v1/__parcels    `{ invoice, ... }`: a parcel created by hand in the portal (its invoice is then taken)
 *   POST   /api/v1/__reissue    `{ invoice, consignment_id }`: when that invoice is booked, its parcel gets that id
 *            (what a fake that forgot its ids would do: a courier answering an id the shop already has)
 *   GET    /api/v1/fraud_check/:phone   the number's delivery record with the courier (issue 49), by its last two
 *            digits: `00` 404 (no history), `77` 429 (rate limited), `11` `{ total_parcel: 10, success_parcel: 2,
 *            cancelled_parcel: 8 }`, anything else `{ total_parcel: 10, success_parcel: 9, cancelled_parcel: 1 }`.
 *            Api-Key and Secret-Key as for booking (401 without).
 *   GET    /api/v1/status_by_cid/:id   a parcel's status `{ status: 200, delivery_status }` (`in_review` once booked,
 *            or what `POST /__status` set), 404 for an id it never handed out. Api-Key and Secret-Key (401 without).
 *   POST   /api/v1/__status     `{ consignment_id, status }`: sets a parcel's delivery status (e.g. "delivered").
 *   GET    /api/v1/__fraud_checks   every number asked, as asked, in order, repeats included (a JSON array)
 *   DELETE /api/v1/__sent       forgets the orders, parcels and numbers asked it has (not its payouts).
 *   POST   /api/v1/__payout     `{ consignment_ids, charges?: { <consignment_id>: taka }, collected?: { <id>: taka },
 *            created_at? }`: a payout of those parcels (issue 51), answered 201 with it as `/payments/{id}` gives it.
 *            Each parcel's charge is 60 taka unless `charges` says; its `cod_amount` is what `collected` says, else
 *            what it was booked with (422 for an id the fake neither booked nor was told the cash of); its
 *            `paid_amount` is cod_amount minus the charge, and the payout's `amount` their sum. `created_at` is
 *            "YYYY-MM-DD HH:MM:SS" in Bangladesh time, now unless given.
 *   GET    /api/v1/payments     the payouts, newest first: `{ status: 200, data: [{ id, created_at, amount,
 *            total_cod, total_charge, consignments_count }] }`
 *   GET    /api/v1/payments/:id `{ status: 200, data: { id, created_at, amount, total_cod, total_charge,
 *            consignments: [{ consignment_id, invoice, tracking_code, cod_amount, delivery_charge, paid_amount }] } }`
 *            (404 for an id it does not have). Both with Api-Key and Secret-Key (401 without).
 * The `/__...` paths answer at the root too (`/__sent`, `/__parcels`).
 *
 * Consignment ids (and the tracking codes made from them) are unique across restarts, as Steadfast's are: numbers
 * from the clock (milliseconds x 1000) and a counter, so a fake started again on the shop's old state (`npm start`
 * after `npm start`) never hands out an id it gave before, and two fakes in one process never share one.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { answer, listen, readText, startLocalFake, type ListeningFake } from "./fake-http.ts";

export interface FakeParcel {
  consignment_id: number;
  tracking_code: string;
  invoice: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note: string | null;
  /** Its delivery status, as `status_by_cid` answers it: "in_review" once booked. */
  status: string;
}

export interface FakeSteadfast extends ListeningFake {
  /** Every order received, as received, in order, duplicates included. */
  sent: unknown[];
  /** Every number asked at `fraud_check`, in order, repeats included. */
  fraudChecks: string[];
  parcels: FakeParcel[];
  payouts: FakePayout[];
}

/** A payout as `GET /payments/{id}` gives it (issue 51). */
export interface FakePayout {
  id: number;
  created_at: string;
  amount: number;
  total_cod: number;
  total_charge: number;
  consignments: {
    consignment_id: number;
    invoice: string | null;
    tracking_code: string | null;
    cod_amount: number;
    delivery_charge: number;
    paid_amount: number;
  }[];
}

/** What Steadfast charges a parcel when `__payout` does not say. */
export const PAYOUT_CHARGE = 60;

export const BULK_LIMIT = 500;

/** The last consignment id handed out by any fake in this process. */
let lastConsignmentId = 0;

/**
 * The next consignment id: the clock in milliseconds x 1000, or one more than the last when that is larger (more
 * than 1,000 ids in a millisecond). A process started later starts above every id of one started before it.
 */
export function nextConsignmentId(now = Date.now()): number {
  lastConsignmentId = Math.max(lastConsignmentId + 1, now * 1000);
  return lastConsignmentId;
}

export async function startFakeSteadfast({
  port = 0,
  host = "127.0.0.1",
  log = false,
  alsoIpv6 = false,
}: { port?: number; host?: string; log?: boolean; alsoIpv6?: boolean } = {}): Promise<FakeSteadfast> {
  const sent: unknown[] = [];
  const parcels: FakeParcel[] = [];
  const fraudChecks: string[] = [];
  const payouts: FakePayout[] = [];
  /** Ids to hand out again, by invoice (`POST /__reissue`). */
  const reissued = new Map<string, number>();

  function create(input: Record<string, unknown>): FakeParcel | string {
    const invoice = typeof input.invoice === "string" ? input.invoice.trim() : "";
    const name = typeof input.recipient_name === "string" ? input.recipient_name.trim() : "";
    const phone = typeof input.recipient_phone === "string" ? input.recipient_phone : "";
    const address = typeof input.recipient_address === "string" ? input.recipient_address.trim() : "";
    const cod = typeof input.cod_amount === "number" ? input.cod_amount : Number(input.cod_amount);
    if (!invoice) return "The invoice field is required.";
    if (parcels.some((parcel) => parcel.invoice === invoice)) return "The invoice has already been taken.";
    if (!name) return "The recipient name field is required.";
    if (!/^01[3-9]\d{8}$/.test(phone)) return "The recipient phone must be 11 digits.";
    if (!address) return "The recipient address field is required.";
    if (address.length > 250) return "The recipient address may not be greater than 250 characters.";
    if (!Number.isFinite(cod) || cod < 0) return "The cod amount must be a number of at least 0.";
    const id = reissued.get(invoice) ?? nextConsignmentId();
    reissued.delete(invoice);
    const parcel: FakeParcel = {
      consignment_id: id,
      tracking_code: `SFR${id.toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      invoice,
      recipient_name: name,
      recipient_phone: phone,
      recipient_address: address,
      cod_amount: cod,
      note: typeof input.note === "string" ? input.note : null,
      status: "in_review",
    };
    parcels.push(parcel);
    return parcel;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    const path = url.pathname.replace(/^\/api\/v1(?=\/__)/, "");
    if (path === "/health") return answer(response, 200, { ok: true });
    if (path === "/__sent") {
      if (request.method === "DELETE") {
        sent.length = 0;
        parcels.length = 0;
        fraudChecks.length = 0;
        return answer(response, 204, null);
      }
      return answer(response, 200, sent);
    }
    if (path === "/__fraud_checks") return answer(response, 200, fraudChecks);
    if (path === "/__payout" || url.pathname.startsWith("/api/v1/payments"))
      return payoutRoutes(request, response, url, path, { parcels, payouts });
    const fraudCheck = /^\/api\/v1\/fraud_check\/([^/]+)$/.exec(url.pathname);
    if (fraudCheck && request.method === "GET") {
      if (!request.headers["api-key"] || !request.headers["secret-key"])
        return answer(response, 401, { status: 401, message: "Unauthorized" });
      const phone = decodeURIComponent(fraudCheck[1]!);
      fraudChecks.push(phone);
      return fraudAnswer(response, phone);
    }
    const statusByCid = /^\/api\/v1\/status_by_cid\/([^/]+)$/.exec(url.pathname);
    if (statusByCid && request.method === "GET") {
      if (!request.headers["api-key"] || !request.headers["secret-key"])
        return answer(response, 401, { status: 401, message: "Unauthorized" });
      const id = decodeURIComponent(statusByCid[1]!);
      const parcel = parcels.find((one) => String(one.consignment_id) === id);
      if (!parcel) return answer(response, 404, { status: 404, message: "Consignment not found." });
      return answer(response, 200, { status: 200, delivery_status: parcel.status });
    }
    if (path === "/__status" && request.method === "POST") {
      const body = JSON.parse(await readText(request)) as { consignment_id?: unknown; status?: unknown };
      const parcel = parcels.find((one) => String(one.consignment_id) === String(body.consignment_id));
      if (!parcel || typeof body.status !== "string" || !body.status)
        return answer(response, 422, { status: 422, message: "Give a known consignment_id and a status." });
      parcel.status = body.status;
      return answer(response, 204, null);
    }
    if (path === "/__reissue" && request.method === "POST") {
      const body = JSON.parse(await readText(request)) as { invoice?: unknown; consignment_id?: unknown };
      if (typeof body.invoice !== "string" || !Number.isSafeInteger(body.consignment_id))
        return answer(response, 422, { status: 422, message: "Give an invoice and a numeric consignment_id." });
      reissued.set(body.invoice, body.consignment_id as number);
      return answer(response, 204, null);
    }
    if (path === "/__parcels") {
      if (request.method === "POST") {
        const made = create({
          recipient_name: "By hand",
          recipient_phone: "01700000000",
          recipient_address: "Portal",
          cod_amount: 0,
          ...(JSON.parse(await readText(request)) as object),
        });
        return typeof made === "string"
          ? answer(response, 422, { status: 422, message: made })
          : answer(response, 200, made);
      }
      return answer(response, 200, parcels);
    }
    if (url.pathname !== "/api/v1/create_order/bulk-order" || request.method !== "POST")
      return answer(response, 404, { status: 404, message: "Not found" });
    if (!request.headers["api-key"] || !request.headers["secret-key"])
      return answer(response, 401, { status: 401, message: "Unauthorized" });
    let body: unknown;
    try {
      body = JSON.parse(await readText(request));
    } catch {
      return answer(response, 400, { status: 400, message: "The body must be JSON." });
    }
    const data = (body as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) return answer(response, 422, { status: 422, message: "The data field is required." });
    if (data.length > BULK_LIMIT)
      return answer(response, 422, { status: 422, message: `At most ${BULK_LIMIT} orders per request.` });
    sent.push(...data);
    const results = data.map((item) => {
      const input = (item ?? {}) as Record<string, unknown>;
      const made = create(input);
      if (typeof made === "string") return { ...input, status: "error", error: made };
      if (log) console.log(`[fake Steadfast] ${made.invoice}: ${made.tracking_code} (COD ${made.cod_amount})`);
      return { ...made, status: "success" };
    });
    return answer(response, 200, { status: 200, message: "Bulk order processed.", data: results });
  }

  const server = await listen(
    (request, response) => {
      handle(request, response).catch((error: unknown) => {
        answer(response, 500, { status: 500, message: String(error) });
      });
    },
    { port, host, alsoIpv6 },
  );
  return { ...server, sent, parcels, fraudChecks, payouts };
}

/** `POST /__payout`, `GET /api/v1/payments` and `GET /api/v1/payments/:id` (issue 51). */
async function payoutRoutes(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  path: string,
  state: { parcels: FakeParcel[]; payouts: FakePayout[] },
) {
  if (path === "/__payout" && request.method === "POST") {
    const made = makePayout(JSON.parse(await readText(request)) as Record<string, unknown>, state.parcels);
    if (typeof made === "string") return answer(response, 422, { status: 422, message: made });
    state.payouts.unshift(made);
    return answer(response, 201, { status: 201, data: made });
  }
  if (request.method !== "GET") return answer(response, 404, { status: 404, message: "Not found" });
  if (!request.headers["api-key"] || !request.headers["secret-key"])
    return answer(response, 401, { status: 401, message: "Unauthorized" });
  if (url.pathname === "/api/v1/payments")
    return answer(response, 200, {
      status: 200,
      data: state.payouts.map(({ consignments, ...payout }) => ({
        ...payout,
        consignments_count: consignments.length,
      })),
    });
  const id = /^\/api\/v1\/payments\/(\d+)$/.exec(url.pathname)?.[1];
  const payout = state.payouts.find((one) => String(one.id) === id);
  return payout
    ? answer(response, 200, { status: 200, data: payout })
    : answer(response, 404, { status: 404, message: "Payment not found." });
}

function makePayout(body: Record<string, unknown>, parcels: readonly FakeParcel[]): FakePayout | string {
  const ids = body.consignment_ids;
  if (!Array.isArray(ids) || ids.length === 0) return "Give consignment_ids.";
  const charges = (body.charges ?? {}) as Record<string, unknown>;
  const collected = (body.collected ?? {}) as Record<string, unknown>;
  const consignments: FakePayout["consignments"] = [];
  for (const raw of ids) {
    const id = Number(raw);
    const parcel = parcels.find((one) => one.consignment_id === id);
    const cod = Number(collected[String(raw)] ?? parcel?.cod_amount);
    if (!Number.isSafeInteger(id) || !Number.isFinite(cod)) return `No consignment ${String(raw)}.`;
    const charge = Number(charges[String(raw)] ?? PAYOUT_CHARGE);
    consignments.push({
      consignment_id: id,
      invoice: parcel?.invoice ?? null,
      tracking_code: parcel?.tracking_code ?? null,
      cod_amount: cod,
      delivery_charge: charge,
      paid_amount: cod - charge,
    });
  }
  const sum = (pick: (item: FakePayout["consignments"][number]) => number) =>
    consignments.reduce((total, item) => total + pick(item), 0);
  return {
    id: nextConsignmentId(),
    created_at:
      typeof body.created_at === "string"
        ? body.created_at
        : new Date(Date.now() + 6 * 3_600_000).toISOString().replace("T", " ").slice(0, 19),
    amount: sum((item) => item.paid_amount),
    total_cod: sum((item) => item.cod_amount),
    total_charge: sum((item) => item.delivery_charge),
    consignments,
  };
}

/** What the fake's `fraud_check` answers for a number, by its last two digits (issue 49). */
function fraudAnswer(response: ServerResponse, phone: string) {
  const tail = phone.slice(-2);
  if (tail === "00") return answer(response, 404, { status: 404, message: "No parcel found for this number." });
  if (tail === "77") return answer(response, 429, { status: 429, message: "Too many requests." });
  const record =
    tail === "11"
      ? { total_parcel: 10, success_parcel: 2, cancelled_parcel: 8 }
      : { total_parcel: 10, success_parcel: 9, cancelled_parcel: 1 };
  return answer(response, 200, { status: 200, ...record });
}

/** Starts the fake where `baseUrl` (STEADFAST_BASE_URL) points when that is this machine. */
export function startLocalSteadfastFor(baseUrl: string | undefined): Promise<FakeSteadfast | null> {
  return startLocalFake(baseUrl, "Steadfast (what it received: /api/v1/__sent)", (port) =>
    startFakeSteadfast({ port, host: "127.0.0.1", log: true, alsoIpv6: true }),
  );
}
