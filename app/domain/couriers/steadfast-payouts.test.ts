import { describe, expect, it } from "vitest";
import { payoutDay, steadfastPayouts } from "./steadfast-payouts.ts";

const config = { baseUrl: "https://steadfast.test/api/v1", apiKey: "key", secretKey: "secret" };

/** A fetch answering Steadfast's payments from a table of paths, counting what was asked. */
function fakeFetch(answers: Record<string, unknown>, asked: string[] = []): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push(url.replace(config.baseUrl, ""));
    expect(new Headers(init?.headers).get("Api-Key")).toBe("key");
    const body = answers[url.replace(config.baseUrl, "")];
    return body === undefined ? Response.json({ message: "Not found" }, { status: 404 }) : Response.json(body);
  }) as typeof fetch;
}

describe("Steadfast's payouts", () => {
  it("reads each payout not known yet with its consignments, in whole taka", async () => {
    const asked: string[] = [];
    const answer = await steadfastPayouts(
      config,
      fakeFetch(
        {
          "/payments": { status: 200, data: [{ id: 12, created_at: "2026-11-28 14:05:00" }, { id: 11 }] },
          "/payments/12": {
            status: 200,
            data: {
              id: 12,
              created_at: "2026-11-28 14:05:00",
              amount: "1940.00",
              consignments: [
                { consignment_id: 901, cod_amount: "1000.00", delivery_charge: 60, paid_amount: 940 },
                { consignment_id: "902", cod_amount: 1060.4, delivery_charge: "60" },
              ],
            },
          },
        },
        asked,
      ),
      new Set(["11"]),
    );
    expect(answer).toEqual({
      ok: true,
      payouts: [
        {
          externalId: "12",
          paidOn: "2026-11-28",
          taka: 1940,
          parcels: [
            { consignmentId: "901", collectedTaka: 1000, chargeTaka: 60, paidTaka: 940 },
            { consignmentId: "902", collectedTaka: 1060, chargeTaka: 60, paidTaka: 1000 },
          ],
        },
      ],
    });
    expect(asked).toEqual(["/payments", "/payments/12"]);
  });

  it("fails as a whole when a call fails", async () => {
    const answer = await steadfastPayouts(config, fakeFetch({ "/payments": { data: [{ id: 3 }] } }));
    expect(answer).toMatchObject({ ok: false, status: 404 });
  });

  it("reads a payment's day in Bangladesh", () => {
    expect(payoutDay("2026-11-28 23:59:00")).toBe("2026-11-28");
    expect(payoutDay("2026-11-28T20:00:00.000Z")).toBe("2026-11-29");
    expect(payoutDay("yesterday")).toBeNull();
  });
});
