import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { areas, districts } from "@db/schema.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import type { ApiAddress } from "~/server/delivery-api.ts";
import { type CookieJar, db, newShopper, ORIGIN, request, seedDemoShop } from "./helpers.ts";

/**
 * The address book page (/dashboard/addresses): its loader and its route action (decision 011), posted as the
 * screen's fetchers post it (JSON with an `intent`) and as a plain form before hydration.
 */
const PAGE = "/dashboard/addresses";
const DHAKA = 47;
const DHANMONDI = 1013;
const MIRPUR = 1027;
const texts = dashboardCopy.addresses;
let sylhetArea: number;

await seedDemoShop();

beforeAll(async () => {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .innerJoin(districts, eq(districts.id, areas.districtId))
    .where(and(eq(districts.name, "Sylhet"), ne(districts.id, DHAKA)))
    .limit(1);
  sylhetArea = row!.id;
});

const home = (extra: Record<string, unknown> = {}) => ({
  label: "Home",
  name: "Rahim Uddin",
  mobile: "01712345678",
  districtId: DHAKA,
  areaId: DHANMONDI,
  line: "House 12, Road 5, Dhanmondi R/A",
  ...extra,
});

function post(jar: CookieJar, json: unknown) {
  return request(PAGE, { method: "POST", jar, json, headers: { Origin: ORIGIN } });
}

/** A plain form post, as the browser sends one before the page is interactive. */
function postForm(jar: CookieJar | undefined, fields: Record<string, unknown>) {
  return request(PAGE, {
    method: "POST",
    jar,
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: formBody(fields),
  });
}

function formBody(fields: Record<string, unknown>) {
  return new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();
}

/** The shopper's book as the JSON API lists it: the default first. */
async function book(jar: CookieJar): Promise<ApiAddress[]> {
  const response = await request("/api/addresses", { jar });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: ApiAddress[] }).items;
}

describe("the address book page", () => {
  it("asks anonymous visitors to sign in (401) and writes nothing for them", async () => {
    const page = await request(PAGE);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain(`>${shopCopy.auth.loginRequired}<`);
    expect((await request(`${PAGE}.data`)).status).toBe(401);

    const shopper = await newShopper();
    const anonymous = await request(PAGE, {
      method: "POST",
      json: { intent: "create", ...home() },
      headers: { Origin: ORIGIN },
    });
    expect(anonymous.status).toBe(401);
    expect((await postForm(undefined, { intent: "create", ...home() })).status).toBe(401);
    expect(await book(shopper)).toEqual([]);
  });

  it("shows a shopper their own book with its count, the empty state first", async () => {
    const shopper = await newShopper();
    const empty = await request(PAGE, { jar: shopper });
    expect(empty.status).toBe(200);
    expect(empty.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await empty.text();
    expect(html).toContain(`>${texts.heading}<`);
    expect(html).toContain(`>${texts.emptyTitle}<`);
    expect(html).toContain(texts.count(0, 10));

    expect((await post(shopper, { intent: "create", ...home() })).status).toBe(200);
    const filled = await (await request(PAGE, { jar: shopper })).text();
    expect(filled).toContain(texts.count(1, 10));
    expect(filled).toContain(">Home<");
    expect(filled).toContain("House 12, Road 5, Dhanmondi R/A");
    expect(filled).toContain("ধানমন্ডি");
    expect(filled).not.toContain(`>${texts.emptyTitle}<`);
  });

  it("creates, edits, makes default and deletes through the page action (JSON, as the screen posts it)", async () => {
    const shopper = await newShopper();
    expect((await post(shopper, { intent: "create", ...home() })).status).toBe(200);
    expect(
      (await post(shopper, { intent: "create", ...home({ label: "Office", areaId: MIRPUR, note: "Ring twice" }) }))
        .status,
    ).toBe(200);
    let list = await book(shopper);
    expect(list.map((each) => [each.label, each.isDefault])).toEqual([
      ["Home", true],
      ["Office", false],
    ]);
    const [homeAddress, office] = list;

    const edited = await post(shopper, {
      intent: "update",
      id: office!.id,
      ...home({ label: "Office", areaId: MIRPUR, line: "Level 7, Mirpur Road 10" }),
    });
    expect(edited.status).toBe(200);
    list = await book(shopper);
    expect(list[1]).toMatchObject({ label: "Office", line: "Level 7, Mirpur Road 10", note: null, isDefault: false });

    // Make default keeps every field as stored and moves the mark.
    expect((await post(shopper, { intent: "make-default", id: office!.id })).status).toBe(200);
    list = await book(shopper);
    expect(list.map((each) => [each.label, each.isDefault])).toEqual([
      ["Office", true],
      ["Home", false],
    ]);
    expect(list[0]).toMatchObject({ areaId: MIRPUR, line: "Level 7, Mirpur Road 10", name: "Rahim Uddin" });

    // Deleting the default hands the mark to the oldest left.
    expect((await post(shopper, { intent: "delete", id: office!.id })).status).toBe(200);
    list = await book(shopper);
    expect(list).toEqual([expect.objectContaining({ id: homeAddress!.id, label: "Home", isDefault: true })]);
  });

  it("takes a plain form post (no JavaScript) for each intent", async () => {
    const shopper = await newShopper();
    const created = await postForm(shopper, {
      intent: "create",
      label: "Home",
      name: "Karim Ahmed",
      mobile: "01812345678",
      districtId: String(DHAKA),
      areaId: String(DHANMONDI),
      line: "Road 27, Dhanmondi",
      note: "",
    });
    expect(created.status).toBe(200);
    // No intent at all: the form's own fields, saved as a new address.
    const second = await postForm(shopper, {
      label: "Shop",
      name: "Karim Ahmed",
      mobile: "01812345678",
      districtId: String(DHAKA),
      areaId: String(MIRPUR),
      line: "Section 2, Mirpur",
      note: "Back door",
    });
    expect(second.status).toBe(200);
    let list = await book(shopper);
    expect(list.map((each) => [each.label, each.isDefault, each.note])).toEqual([
      ["Home", true, null],
      ["Shop", false, "Back door"],
    ]);
    const shop = list[1]!;

    const edited = await postForm(shopper, {
      intent: "update",
      id: String(shop.id),
      label: "Shop",
      name: "Karim Ahmed",
      mobile: "01812345678",
      districtId: String(DHAKA),
      areaId: String(MIRPUR),
      line: "Section 2, Mirpur, Road 4",
      isDefault: "on",
    });
    expect(edited.status).toBe(200);
    list = await book(shopper);
    expect(list[0]).toMatchObject({ label: "Shop", line: "Section 2, Mirpur, Road 4", isDefault: true });

    expect((await postForm(shopper, { intent: "make-default", id: String(list[1]!.id) })).status).toBe(200);
    list = await book(shopper);
    expect(list.map((each) => [each.label, each.isDefault])).toEqual([
      ["Home", true],
      ["Shop", false],
    ]);

    expect((await postForm(shopper, { intent: "delete", id: String(shop.id) })).status).toBe(200);
    expect((await book(shopper)).map((each) => each.label)).toEqual(["Home"]);
  });

  it("answers bad input with the API's 400 and its messages, never a 405 or a 500, and writes nothing", async () => {
    const shopper = await newShopper();
    // An empty plain post (intent-less): the schema's answer, shown on the page.
    const empty = await postForm(shopper, {});
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(shopCopy.api.invalidInput);
    const unreadable = await request(PAGE, {
      method: "POST",
      jar: shopper,
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(unreadable.status).toBe(400);
    const noBody = await request(PAGE, { method: "POST", jar: shopper, headers: { Origin: ORIGIN } });
    expect(noBody.status).toBe(400);
    expect((await post(shopper, { intent: "nothing" })).status).toBe(400);
    for (const [extra, field] of [
      [{ label: "" }, "label"],
      [{ mobile: "123" }, "mobile"],
      [{ line: "abc" }, "line"],
      [{ districtId: "" }, "districtId"],
    ] as const) {
      expect((await post(shopper, { intent: "create", ...home(extra) })).status, field).toBe(400);
    }
    // An area outside its district: the failure table's message and status.
    const outside = await post(shopper, { intent: "create", ...home({ areaId: sylhetArea }) });
    expect(outside.status).toBe(400);
    expect(await outside.text()).toContain(shopCopy.checkout.validation.areaOutsideDistrict);
    expect(await book(shopper)).toEqual([]);

    expect((await post(shopper, { intent: "create", ...home() })).status).toBe(200);
    const [saved] = await book(shopper);
    const badEdit = await post(shopper, { intent: "update", id: saved!.id, ...home({ areaId: sylhetArea }) });
    expect(badEdit.status).toBe(400);
    expect((await book(shopper))[0]).toMatchObject({ areaId: DHANMONDI });
  });

  it("hides another shopper's address (404) and ids that are not one", async () => {
    const owner = await newShopper();
    const other = await newShopper();
    expect((await post(owner, { intent: "create", ...home() })).status).toBe(200);
    expect((await post(owner, { intent: "create", ...home({ label: "Office", areaId: MIRPUR }) })).status).toBe(200);
    const [, office] = await book(owner);

    for (const body of [
      { intent: "update", id: office!.id, ...home({ label: "Mine now" }) },
      { intent: "delete", id: office!.id },
      { intent: "make-default", id: office!.id },
    ]) {
      const response = await post(other, body);
      expect(response.status, body.intent).toBe(404);
      expect(await response.text(), body.intent).toContain(texts.notFound);
    }
    expect((await postForm(other, { intent: "delete", id: String(office!.id) })).status).toBe(404);
    for (const id of [undefined, "abc", "0", "999999"]) {
      expect((await post(owner, { intent: "delete", id })).status, String(id)).toBe(404);
      expect((await post(owner, { intent: "make-default", id })).status, String(id)).toBe(404);
    }
    expect(await book(owner)).toEqual([
      expect.objectContaining({ label: "Home", isDefault: true }),
      expect.objectContaining({ id: office!.id, label: "Office", isDefault: false }),
    ]);
    expect(await book(other)).toEqual([]);
  });

  it("refuses the 11th address with 409 and the limit's message, as JSON and as a plain post", async () => {
    const shopper = await newShopper();
    for (let index = 0; index < 10; index++) {
      expect((await post(shopper, { intent: "create", ...home({ label: `Place ${index + 1}` }) })).status).toBe(200);
    }
    const page = await (await request(PAGE, { jar: shopper })).text();
    expect(page).toContain(texts.count(10, 10));
    expect(page).toContain(texts.full(10));

    const eleventh = await post(shopper, { intent: "create", ...home({ label: "Eleventh" }) });
    expect(eleventh.status).toBe(409);
    expect(await eleventh.text()).toContain(texts.full(10));
    const plain = await postForm(shopper, { intent: "create", ...home({ label: "Eleventh" }) });
    expect(plain.status).toBe(409);
    const list = await book(shopper);
    expect(list).toHaveLength(10);
    expect(list.some((each) => each.label === "Eleventh")).toBe(false);
  });
});
