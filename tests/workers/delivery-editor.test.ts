import { describe, expect, it } from "vitest";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { listZones } from "~/domain/delivery/zones.server.ts";
import type { ApiZone } from "~/server/delivery-api.ts";
import { CookieJar, db, ORIGIN, registerAccount, registerAdmin, request, seedDemoShop } from "./helpers.ts";

/**
 * The delivery zones editor's page (/dashboard/delivery, admins only): its loader, and its route action (decision
 * 011) posted as the screen posts it (JSON, intent `save`, the whole list) and as a plain form before hydration.
 * The action answers with the same schema, domain function and failure table as PUT /api/delivery/zones.
 */
const PAGE = "/dashboard/delivery";
const GAZIPUR = 41;
const NARAYANGANJ = 43;
const CHATTOGRAM = 8;
const DHANMONDI = 1013;
const texts = dashboardCopy.delivery;
const anonymous = new CookieJar();

await seedDemoShop();
const shopper = await registerAccount("Sumi Shopper", "sumi.zones@example.com", "Shopper#2026");
const admin = await registerAdmin("Zara Admin", "zara.zones@example.com", "Zara#Zones2026");

/** Text as React writes it into HTML. */
function escaped(text: string) {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;");
}

/** The zones as GET /api/delivery/zones lists them. */
async function apiZones(): Promise<ApiZone[]> {
  const response = await request("/api/delivery/zones");
  expect(response.status).toBe(200);
  return ((await response.json()) as { zones: ApiZone[] }).zones;
}

/** The route action, as the screen's fetcher posts it. */
function save(jar: CookieJar, zones: unknown, path = PAGE) {
  return request(path, { method: "POST", jar, json: { intent: "save", zones }, headers: { Origin: ORIGIN } });
}

/** A plain form post, as the browser sends one before the page is interactive. */
function postForm(jar: CookieJar, body: string) {
  return request(PAGE, {
    method: "POST",
    jar,
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

/** The list as the editor sends it: whole taka as typed, "" for no free delivery. */
function asSubmitted(zones: ApiZone[]) {
  return zones.map((zone) => ({
    id: zone.id,
    name: zone.name,
    fee: String(zone.fee),
    freeOver: zone.freeOver === null ? "" : String(zone.freeOver),
    districtIds: zone.districtIds,
    areaIds: zone.areaIds,
    default: zone.default,
    cod: { ...zone.cod, maxTotal: zone.cod.maxTotal === null ? "" : String(zone.cod.maxTotal) },
    courier: zone.courier ?? "",
  }));
}

describe("the delivery zones page", () => {
  it("asks anonymous visitors to sign in (401) and refuses shoppers (403), page and data", async () => {
    const page = await request(PAGE, { jar: anonymous });
    expect(page.status).toBe(401);
    expect(await page.text()).toContain(`>${shopCopy.auth.loginRequired}<`);
    expect((await request(`${PAGE}.data`, { jar: anonymous })).status).toBe(401);

    const refused = await request(PAGE, { jar: shopper });
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain(">You are not allowed to see this page.<");
    expect(html).not.toContain(texts.isDefault);
    expect((await request(`${PAGE}.data`, { jar: shopper })).status).toBe(403);
  });

  it("shows an admin the seeded zones: names, charges in whole taka, coverage chips and the default", async () => {
    const response = await request(PAGE, { jar: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain(`<title>${texts.title}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${texts.heading}</h1>`));
    expect(html).toContain(escaped(texts.help));
    expect(html).not.toContain(texts.noZones);
    for (const legend of ["Zone 1: Inside Dhaka", "Zone 2: Dhaka suburbs", "Zone 3: Outside Dhaka"])
      expect(html).toContain(`>${legend}</h2>`);
    // Typed and shown in taka though the shop prices in USD (decision 042): ৳70, free from ৳5,000.
    expect(html).toContain(`>${texts.fee}<`);
    expect(html).toContain(`>${texts.freeOver}<`);
    expect(html).toContain('value="70"');
    expect(html).toContain('value="5000"');
    expect(html).toContain("৳70 per order, free from ৳5,000");
    expect(html).toContain("৳110 per order");
    // Chips named from the locations the loader read, areas with their district.
    expect(html).toContain(`aria-label="${texts.remove("Dhanmondi, Dhaka")}"`);
    expect(html).toContain(`aria-label="${texts.remove("Gazipur")}"`);
    expect(html).toContain(`aria-label="${texts.remove("Savar, Dhaka")}"`);
    expect(html.match(/aria-label="Remove [^"]*, Dhaka from this zone"/g)).toHaveLength(49 + 5);
    // One default: Outside Dhaka, which covers everywhere else instead of listing places.
    expect(html.match(/<input[^>]*type="radio"[^>]*>/g)).toHaveLength(3);
    expect(html.match(/<input[^>]*type="radio"[^>]*checked=""[^>]*>/g)).toHaveLength(1);
    expect(html).toContain(`>${texts.everywhereElse}</p>`);
    expect(html).toContain(`>${texts.removeZone("Outside Dhaka")}<`);
    // Saving needs the page to be interactive: the button is disabled in the server's HTML.
    expect(html).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*disabled=""[^>]*>${texts.save}</button>`));
  });
});

describe("the page action", () => {
  it("saves a valid list: the zones are replaced, GET /api/delivery/zones shows it and the page too", async () => {
    const before = await apiZones();
    const [inside, suburbs, outside] = asSubmitted(before);
    const zones = [
      { ...inside!, name: "Dhaka city", fee: "৬৫" },
      { ...suburbs!, districtIds: [GAZIPUR] },
      { ...outside! },
      { name: "Chattogram", fee: "120", freeOver: "6000", districtIds: [CHATTOGRAM], areaIds: [], default: false },
    ];
    const response = await save(admin, zones);
    expect(response.status).toBe(200);

    const after = await apiZones();
    expect(after).toEqual([
      { ...before[0]!, name: "Dhaka city", fee: 65 },
      { ...before[1]!, districtIds: [GAZIPUR] },
      before[2],
      {
        id: Math.max(...before.map((zone) => zone.id)) + 1,
        name: "Chattogram",
        currency: "BDT",
        fee: 120,
        freeOver: 6000,
        districtIds: [CHATTOGRAM],
        areaIds: [],
        default: false,
        // A zone sent without its cash-on-delivery rules gets the defaults.
        cod: { enabled: true, maxTotal: null, advance: "none" },
        courier: null,
      },
    ]);
    // Stored in whole taka; Bengali digits are read as the admin typed them.
    expect((await listZones(db)).map((zone) => [zone.name, zone.feeTaka, zone.freeOverTaka])).toEqual([
      ["Dhaka city", 65, before[0]!.freeOver],
      ["Dhaka suburbs", 110, null],
      ["Outside Dhaka", 130, null],
      ["Chattogram", 120, 6000],
    ]);
    const html = await (await request(PAGE, { jar: admin })).text();
    expect(html).toContain(">Zone 4: Chattogram</h2>");
    expect(html).not.toContain(`aria-label="${texts.remove("Narayanganj")}"`);

    // Back to the seed's list for the next tests.
    expect((await save(admin, asSubmitted(before))).status).toBe(200);
    expect(await apiZones()).toEqual(before);
  });

  it("refuses a bad list with the API's status and message, and changes nothing", async () => {
    const before = await apiZones();
    const seeded = asSubmitted(before);
    const refusals: [unknown, string][] = [
      [seeded.map((zone) => ({ ...zone, default: true })), texts.validation.defaultCount],
      [seeded.map((zone) => ({ ...zone, default: false })), texts.validation.defaultCount],
      [
        seeded.map((zone, index) => (index === 1 ? { ...zone, areaIds: [...zone.areaIds, DHANMONDI] } : zone)),
        texts.validation.coveredTwice,
      ],
      [
        seeded.map((zone, index) => (index === 0 ? { ...zone, districtIds: [NARAYANGANJ] } : zone)),
        texts.validation.coveredTwice,
      ],
      [
        seeded.map((zone, index) => (index === 0 ? { ...zone, districtIds: [999] } : zone)),
        texts.validation.unknownPlace,
      ],
      [[...seeded, { ...seeded[0]!, name: "Copy", areaIds: [] }], texts.validation.duplicateZone],
    ];
    for (const [zones, message] of refusals) {
      const page = await save(admin, zones);
      expect(page.status, message).toBe(400);
      // The screen reads the answer as route data: the message is the failure table's.
      const data = await save(admin, zones, `${PAGE}.data`);
      expect(data.status, message).toBe(400);
      expect(await data.text(), message).toContain(message);
    }
    // What the schema refuses: a negative charge, paisa, an empty name, no zone at all, more than 12.
    const invalid: unknown[] = [
      seeded.map((zone, index) => (index === 1 ? { ...zone, fee: "-1" } : zone)),
      seeded.map((zone, index) => (index === 1 ? { ...zone, fee: "60.50" } : zone)),
      seeded.map((zone, index) => (index === 0 ? { ...zone, name: "  " } : zone)),
      [],
      Array.from({ length: 13 }, (_, index) => ({ ...seeded[2]!, id: undefined, name: `Zone ${index}` })),
      "not a list",
    ];
    for (const zones of invalid) {
      const response = await save(admin, zones, `${PAGE}.data`);
      expect(response.status, JSON.stringify(zones).slice(0, 80)).toBe(400);
      expect(await response.text()).toContain(shopCopy.api.invalidInput);
    }
    const negative = await save(admin, invalid[0], `${PAGE}.data`);
    expect(await negative.text()).toContain(texts.validation.fee);

    // Only admins save.
    expect((await save(shopper, seeded)).status).toBe(403);
    expect((await save(anonymous, seeded)).status).toBe(401);
    expect(await apiZones()).toEqual(before);
  });

  it("answers a plain form post (before hydration) with invalid input, not a framework error", async () => {
    const before = await apiZones();
    for (const body of [
      "",
      "intent=save",
      "zones.0.name=Dhaka&zones.0.fee=1&zones.0.freeOver=&_r_1_=0",
      "intent=save&zones=%5B%5D",
      "intent=nothing",
    ]) {
      const response = await postForm(admin, body);
      expect(response.status, body).toBe(400);
      expect(response.headers.get("Content-Type"), body).toContain("text/html");
      const html = await response.text();
      // The page itself, answered with the action's refusal: no error screen.
      expect(html, body).toMatch(new RegExp(`<h1[^>]*>${texts.heading}</h1>`));
      expect(html, body).not.toContain("Unexpected Server Error");
    }
    // A JSON post with another intent is refused the same way.
    const other = await request(PAGE, {
      method: "POST",
      jar: admin,
      json: { intent: "delete", zones: [] },
      headers: { Origin: ORIGIN },
    });
    expect(other.status).toBe(400);
    expect((await postForm(shopper, "intent=save")).status).toBe(403);
    expect(await apiZones()).toEqual(before);
  });
});
