import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deliveryZones, orders, products } from "@db/schema.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import type { LocationDistrict } from "~/domain/delivery/locations.server.ts";
import type { ApiAddress, ApiZone } from "~/server/delivery-api.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import {
  type CookieJar,
  DHAKA_ADDRESS,
  newShopper,
  ORIGIN,
  request,
  seedDemoShop,
  bkashTrxId,
  db,
  registerAdmin,
} from "./helpers.ts";

/**
 * Issue 22: where a parcel goes and what its delivery costs. Locations from the open dataset and Dhaka's thanas,
 * the address at checkout and in the address book, zones and their charges on the quote and the order.
 */
let locations: LocationDistrict[];
let counter = 0;
/** A product with plenty of stock and no flash offer, and its price. */
let item: { id: number; priceCents: number; shippingCents: number };

const district = (name: string) => locations.find((each) => each.name === name)!;
const area = (districtName: string, areaName: string) =>
  district(districtName).areas.find((each) => each.name === areaName)!;

function orderBody(extra: Record<string, unknown>, quantity = 1) {
  counter += 1;
  return {
    name: "Rahim Uddin",
    mobile: "01712345678",
    bkashNum: "01812345678",
    trxID: bkashTrxId("DLV"),
    checkoutKey: `delivery-${counter}-${Date.now()}`,
    orderProduct: [{ product_id: String(item.id), product_qty: quantity }],
    ...extra,
  };
}

async function place(jar: CookieJar, extra: Record<string, unknown>, quantity = 1) {
  const response = await request("/api/orders", { method: "POST", jar, json: orderBody(extra, quantity) });
  return {
    status: response.status,
    body: (await response.json()) as ApiOrder & { error?: string; issues?: Record<string, string> },
  };
}

async function quote(address?: { districtId: number; areaId: number }, quantity = 1) {
  const response = await request("/api/cart/quote", {
    method: "POST",
    json: { orderProduct: [{ product_id: String(item.id), product_qty: quantity }], ...(address ? { address } : {}) },
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      totalCents: number;
      subtotalCents: number;
      shippingCents: number;
      deliveryCents: number;
      amountDuePaisa: number;
      taka: { goods: number; delivery: number; total: number };
      delivery: { zoneId: number; zone: string; fee: number; feeTaka: number } | null;
      issues?: Record<string, string>;
    },
  };
}

async function zones() {
  const response = await request("/api/delivery/zones");
  expect(response.status).toBe(200);
  return ((await response.json()) as { zones: ApiZone[] }).zones;
}

function putZones(body: unknown, jar: CookieJar | null = admin) {
  return request("/api/delivery/zones", {
    method: "PUT",
    jar: jar ?? undefined,
    json: body,
    headers: { Origin: ORIGIN },
  });
}

async function orderCount() {
  const [row] = await db.select({ count: count() }).from(orders);
  return row!.count;
}

await seedDemoShop();
const admin = await registerAdmin("Dina Admin", "dina.delivery@example.com", "Dina#Delivery26");

beforeAll(async () => {
  locations = ((await (await request("/api/locations")).json()) as { districts: LocationDistrict[] }).districts;
  const [row] = await db.select().from(products).where(eq(products.name, "Slim Fit Oxford Cotton Shirt"));
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, row!.id));
  item = { id: row!.id, priceCents: row!.priceCents, shippingCents: row!.shippingCents };
});

describe("GET /api/locations", () => {
  it("lists the 64 districts in their divisions with their upazilas, in English and Bangla, names trimmed", async () => {
    const response = await request("/api/locations");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    expect(locations).toHaveLength(64);
    expect(new Set(locations.map((each) => each.division)).size).toBe(8);
    expect(locations.reduce((sum, each) => sum + each.areas.filter((a) => a.id < 1000).length, 0)).toBe(494);
    expect(district("Chattogram")).toMatchObject({ bnName: "চট্টগ্রাম", division: "Chattogram" });
    for (const each of [...locations, ...locations.flatMap((d) => d.areas)]) {
      for (const name of [each.name, each.bnName]) expect(name, JSON.stringify(each)).toBe(name.trim());
      expect(each.bnName).not.toMatch(/\s{2}|\t/);
    }
    // The dataset's Shahrasti carries a tab in its Bangla name.
    expect(area("Chandpur", "Shahrasti").bnName).toBe("শাহরাস্তি");
  });

  it("has Dhaka city's metropolitan thanas beside Dhaka district's upazilas", () => {
    const dhaka = district("Dhaka");
    expect(dhaka.areas.length).toBeGreaterThanOrEqual(45);
    for (const name of ["Dhanmondi", "Gulshan", "Mirpur", "Mohammadpur", "Uttara", "Motijheel", "Badda", "Tejgaon"])
      expect(area("Dhaka", name), name).toMatchObject({ name, bnName: expect.stringMatching(/\S/) });
    for (const name of ["Savar", "Keraniganj", "Dohar"]) expect(area("Dhaka", name), name).toBeDefined();
    expect(area("Dhaka", "Dhanmondi")).toMatchObject({ id: DHAKA_ADDRESS.areaId, bnName: "ধানমন্ডি" });
  });
});

/** Each city corporation's district and a few of its metropolitan thanas (issue 45), as GET /api/locations names them. */
const CITY_THANAS: [string, string, string[]][] = [
  [
    "Chattogram",
    "চট্টগ্রাম",
    ["Kotwali", "Panchlaish", "Double Mooring", "Chandgaon", "Bakalia", "Pahartali", "Khulshi", "Halishahar"],
  ],
  ["Chattogram", "চট্টগ্রাম", ["Bayazid Bostami", "Chawkbazar", "Akbar Shah", "Bandar", "Patenga", "EPZ", "Sadarghat"]],
  ["Khulna", "খুলনা", ["Khulna Sadar", "Sonadanga", "Khalishpur", "Daulatpur", "Khan Jahan Ali", "Labanchara"]],
  ["Rajshahi", "রাজশাহী", ["Boalia", "Rajpara", "Motihar", "Shah Makhdum", "Chandrima", "Kashiadanga"]],
  ["Sylhet", "সিলেট", ["Kotwali", "Jalalabad", "Shah Paran", "Moglabazar", "Airport"]],
  ["Barishal", "বরিশাল", ["Kotwali", "Kawnia", "Airport", "Bandar"]],
  ["Rangpur", "রংপুর", ["Kotwali", "Tajhat", "Mahiganj", "Haragach", "Parshuram", "Hazirhat"]],
  ["Mymensingh", "ময়মনসিংহ", ["Kotwali"]],
  ["Gazipur", "গাজীপুর", ["Tongi East", "Tongi West", "Gacha", "Basan", "Kashimpur", "Konabari", "Pubail"]],
  ["Narayanganj", "নারায়ণগঞ্জ", ["Fatullah", "Siddhirganj", "Narayanganj Sadar", "Bandar"]],
  ["Cumilla", "কুমিল্লা", ["Kotwali", "Cumilla Sadar", "Cumilla Sadar Dakshin"]],
];

async function search(text: string) {
  const response = await request(`/api/locations?q=${encodeURIComponent(text)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { districts: LocationDistrict[] }).districts;
}

describe("the cities' thanas and the old spellings (issue 45)", () => {
  it("lists each city corporation's metropolitan thanas under its district, in English and Bangla", () => {
    for (const [districtName, bnName, thanas] of CITY_THANAS) {
      // Compared decomposed: the dataset writes য় and ড় as a letter and its dot.
      expect(district(districtName).bnName.normalize("NFD"), districtName).toBe(bnName.normalize("NFD"));
      for (const name of thanas) {
        const found = area(districtName, name);
        expect(found, `${name}, ${districtName}`).toMatchObject({ name, bnName: expect.stringMatching(/^[ঀ-৿ ]+$/) });
      }
    }
    expect(area("Chattogram", "Agrabad")).toMatchObject({ id: 1116, bnName: "আগ্রাবাদ" });
    expect(area("Chattogram", "Kotwali")).toMatchObject({ id: 1111, bnName: "কোতোয়ালী" });
    // The dataset's ids and Dhaka's thanas are kept; the new areas have their cities' ranges.
    const ids = locations.flatMap((each) => each.areas.map((place) => place.id));
    expect(ids.filter((id) => id < 1000)).toHaveLength(494);
    expect(ids.filter((id) => id > 1000 && id < 1100)).toHaveLength(49);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [districtName, , thanas] of CITY_THANAS)
      for (const name of thanas) expect(area(districtName, name).id).not.toBe(area("Dhaka", "Dhanmondi").id);
  });

  it("names districts in their current spelling and keeps the old ones as aliases", () => {
    expect(district("Cumilla")).toMatchObject({
      id: 1,
      bnName: "কুমিল্লা",
      aliases: expect.arrayContaining(["Comilla"]),
    });
    expect(district("Barishal")).toMatchObject({ id: 33, division: "Barishal", aliases: ["Barisal"] });
    expect(district("Chattogram").aliases).toEqual(expect.arrayContaining(["Chittagong"]));
    expect(district("Jashore").aliases).toEqual(expect.arrayContaining(["Jessore"]));
    expect(district("Bogura").aliases).toEqual(expect.arrayContaining(["Bogra"]));
    expect(locations.some((each) => each.name === "Comilla" || each.name === "Barisal")).toBe(false);
    // A place without aliases has none listed.
    expect(district("Feni")).not.toHaveProperty("aliases");
    expect(area("Chattogram", "Karnafuli").aliases).toEqual(expect.arrayContaining(["Karnaphuli"]));
  });

  it("finds places by their old spellings and neighbourhoods with ?q=", async () => {
    const found = async (text: string) => (await search(text)).map((each) => each.name);
    expect(await found("chittagong")).toEqual(["Chattogram"]);
    expect((await search("chittagong"))[0]!.areas).toHaveLength(district("Chattogram").areas.length);
    for (const [text, name] of [
      ["comilla", "Cumilla"],
      ["jessore", "Jashore"],
      ["barisal", "Barishal"],
      ["bogra", "Bogura"],
      ["Chattogram", "Chattogram"],
      ["চট্টগ্রাম", "Chattogram"],
      ["কুমিল্লা", "Cumilla"],
      ["যশোর", "Jashore"],
      ["বগুড়া", "Bogura"],
    ])
      expect(await found(text), text).toContain(name);
    const agrabad = await search("agrabad");
    expect(agrabad).toEqual([
      expect.objectContaining({ name: "Chattogram", areas: [expect.objectContaining({ id: 1116, name: "Agrabad" })] }),
    ]);
    expect((await search("আগ্রাবাদ"))[0]!.areas[0]!.name).toBe("Agrabad");
    expect((await search("oxygen"))[0]!.areas.map((each) => each.name)).toEqual(["Bayazid Bostami"]);
    expect(await search("no such place anywhere")).toEqual([]);
    expect(await search("")).toHaveLength(64);
    expect((await request(`/api/locations?q=${"x".repeat(5000)}`)).status).toBe(200);
  });

  it("prices an order to a Chattogram thana by the zone covering Chattogram, and keeps the place's names", async () => {
    const chattogram = district("Chattogram").id;
    const agrabad = area("Chattogram", "Agrabad").id;
    // The seed's zones: outside Dhaka everywhere but Dhaka city and its suburbs.
    expect((await quote({ districtId: chattogram, areaId: agrabad })).body.delivery).toMatchObject({
      zone: "Outside Dhaka",
    });
    const current = await zones();
    const { id: _id, ...outside } = current.find((zone) => zone.default)!;
    const city = { ...outside, name: "Chattogram city", default: false, districtIds: [chattogram], areaIds: [] };
    expect((await putZones({ zones: [...current, city] })).status).toBe(200);
    try {
      for (const name of ["Agrabad", "Panchlaish", "Double Mooring", "Kotwali"]) {
        const { body } = await quote({ districtId: chattogram, areaId: area("Chattogram", name).id });
        expect(body.delivery, name).toMatchObject({ zone: "Chattogram city" });
      }
      // Gazipur's new thanas are in the seed's Dhaka suburbs with the rest of their district.
      const tongi = await quote({ districtId: district("Gazipur").id, areaId: area("Gazipur", "Tongi West").id });
      expect(tongi.body.delivery).toMatchObject({ zone: "Dhaka suburbs" });

      const shopper = await newShopper();
      const { status, body } = await place(shopper, {
        address: { districtId: chattogram, areaId: agrabad, line: "Jahan Building 5, Sheikh Mujib Road" },
      });
      expect(status).toBe(201);
      expect(body.deliveryZone).toBe("Chattogram city");
      expect(body.address).toMatchObject({
        districtId: chattogram,
        areaId: agrabad,
        district: "Chattogram",
        area: "Agrabad",
        bnDistrict: "চট্টগ্রাম",
        bnArea: "আগ্রাবাদ",
      });
    } finally {
      expect((await putZones({ zones: current })).status).toBe(200);
    }
  });
});

describe("delivery charges on the quote", () => {
  it("charges the zone covering the area: Inside Dhaka, the suburbs, and everywhere else", async () => {
    const [inside, suburbs, outside] = await zones();
    expect(inside).toMatchObject({ name: "Inside Dhaka", default: false, districtIds: [] });
    expect(suburbs).toMatchObject({ name: "Dhaka suburbs" });
    expect(outside).toMatchObject({ name: "Outside Dhaka", default: true, districtIds: [], areaIds: [] });
    // ৳70, ৳110 and ৳130: zones charge whole taka, whatever the shop prices in (decision 042).
    expect([inside!.fee, suburbs!.fee, outside!.fee]).toEqual([70, 110, 130]);

    const gulshan = await quote({ districtId: district("Dhaka").id, areaId: area("Dhaka", "Gulshan").id });
    expect(gulshan.body.delivery).toMatchObject({ zone: "Inside Dhaka", fee: 70, feeTaka: 70 });
    // In dollars: the zone's ৳70 is $0.57 at 122 taka, on one delivery line with the shirt's own shipping.
    expect(gulshan.body.deliveryCents).toBe(57);
    expect(gulshan.body.totalCents).toBe(item.priceCents + item.shippingCents + 57);
    expect(gulshan.body.taka.total).toBe(Math.ceil(((item.priceCents + item.shippingCents) * 122) / 100) + 70);
    expect(gulshan.body.taka.delivery).toBe(70 + Math.round((item.shippingCents * 122) / 100));
    // An upazila of Dhaka district and a whole suburban district.
    const savar = await quote({ districtId: district("Dhaka").id, areaId: area("Dhaka", "Savar").id });
    expect(savar.body.delivery).toMatchObject({ zone: "Dhaka suburbs", fee: 110 });
    const tongi = district("Gazipur").areas[0]!;
    expect((await quote({ districtId: district("Gazipur").id, areaId: tongi.id })).body.delivery).toMatchObject({
      zone: "Dhaka suburbs",
    });
    const teknaf = await quote({ districtId: district("Coxsbazar").id, areaId: area("Coxsbazar", "Teknaf").id });
    expect(teknaf.body.delivery).toMatchObject({ zone: "Outside Dhaka", fee: 130 });
    expect(teknaf.body.amountDuePaisa).toBe(teknaf.body.taka.total * 100);
  });

  it("is free from the zone's threshold (Inside Dhaka: ৳5,000 of items)", async () => {
    const quantity = Math.ceil(4098 / item.priceCents);
    const free = await quote({ districtId: district("Dhaka").id, areaId: area("Dhaka", "Gulshan").id }, quantity);
    expect(free.body.subtotalCents).toBeGreaterThanOrEqual(4098);
    expect(free.body.delivery).toMatchObject({ zone: "Inside Dhaka", fee: 0 });
    expect(free.body.totalCents).toBe(free.body.subtotalCents + free.body.shippingCents);
  });

  it("has no delivery without an address, and refuses an area outside its district", async () => {
    const plain = await quote();
    expect(plain.body).toMatchObject({ delivery: null, deliveryCents: 0 });
    const wrong = await quote({ districtId: district("Sylhet").id, areaId: area("Dhaka", "Gulshan").id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues?.["address.areaId"]).toBe(shopCopy.checkout.validation.areaOutsideDistrict);
  });
});

describe("the address on an order", () => {
  it("keeps the address as text with the zone's charge, included in the total and the taka due", async () => {
    const shopper = await newShopper();
    const { status, body } = await place(shopper, {
      address: { ...DHAKA_ADDRESS, note: "  Call before coming  " },
    });
    expect(status).toBe(201);
    expect(body.address).toEqual({
      districtId: 47,
      areaId: 1013,
      district: "Dhaka",
      area: "Dhanmondi",
      bnDistrict: "ঢাকা",
      bnArea: "ধানমন্ডি",
      line: DHAKA_ADDRESS.line,
      note: "Call before coming",
    });
    // One delivery line: the zone's ৳70 ($0.57) and the shirt's own shipping.
    expect(body).toMatchObject({ deliveryZone: "Inside Dhaka", deliveryCharge: (item.shippingCents + 57) / 100 });
    expect(body.totalPrice).toBe((item.priceCents + item.shippingCents + 57) / 100);
    expect(body.amountDue.amount).toBe(Math.ceil(((item.priceCents + item.shippingCents) * 122) / 100) + 70);
    expect(body.taka.delivery).toBe(70 + Math.round((item.shippingCents * 122) / 100));
  });

  it("refuses a missing or wrong address with 400 and the field's message, writing nothing", async () => {
    const shopper = await newShopper();
    const before = await orderCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "address", shopCopy.checkout.validation.addressRequired],
      [
        { address: { ...DHAKA_ADDRESS, areaId: area("Sylhet", "Sylhet Sadar").id } },
        "address.areaId",
        shopCopy.checkout.validation.areaOutsideDistrict,
      ],
      [
        { address: { ...DHAKA_ADDRESS, districtId: 999 } },
        "address.areaId",
        shopCopy.checkout.validation.areaOutsideDistrict,
      ],
      [{ address: { ...DHAKA_ADDRESS, areaId: 0 } }, "address.areaId", shopCopy.checkout.validation.area],
      [
        { address: { ...DHAKA_ADDRESS, districtId: "Dhaka" } },
        "address.districtId",
        shopCopy.checkout.validation.district,
      ],
      [{ address: { ...DHAKA_ADDRESS, line: "  " } }, "address.line", shopCopy.checkout.validation.addressLine],
      [
        { address: { ...DHAKA_ADDRESS, line: "x".repeat(201) } },
        "address.line",
        shopCopy.checkout.validation.addressLine,
      ],
      [
        { address: { ...DHAKA_ADDRESS, note: "n".repeat(301) } },
        "address.note",
        shopCopy.checkout.validation.courierNote,
      ],
      [{ addressId: 987654 }, "addressId", shopCopy.checkout.validation.savedAddress],
    ];
    for (const [extra, field, message] of cases) {
      const { status, body } = await place(shopper, extra);
      expect(status, JSON.stringify(extra)).toBe(400);
      expect(body.issues?.[field], JSON.stringify(extra)).toBe(message);
    }
    expect(await orderCount()).toBe(before);
  });

  it("is never changed by a later change of zones", async () => {
    const shopper = await newShopper();
    const { body: placed } = await place(shopper, { address: DHAKA_ADDRESS });
    const saved = await zones();
    expect(
      (
        await putZones({
          zones: saved.map((zone) => (zone.name === "Inside Dhaka" ? { ...zone, fee: 99, name: "Dhaka city" } : zone)),
        })
      ).status,
    ).toBe(200);
    const again = (await (await request(`/api/orders/${placed._id}`, { jar: shopper })).json()) as ApiOrder;
    expect(again).toMatchObject({
      deliveryZone: "Inside Dhaka",
      deliveryCharge: placed.deliveryCharge,
      totalPrice: placed.totalPrice,
      taka: placed.taka,
    });
    const later = (await place(shopper, { address: DHAKA_ADDRESS })).body;
    expect(later).toMatchObject({ deliveryZone: "Dhaka city" });
    expect(later.taka.delivery).toBe(99 + Math.round((item.shippingCents * 122) / 100));
    expect((await putZones({ zones: saved })).status).toBe(200);
  });
});

describe("saved addresses", () => {
  const home = () => ({
    label: "Home",
    name: "Rahim Uddin",
    mobile: "01712345678",
    districtId: district("Dhaka").id,
    areaId: area("Dhaka", "Mirpur").id,
    line: "Flat 4B, Road 11, Section 6",
  });

  it("keeps up to 10 per shopper, the first the default, and refuses an 11th with 409", async () => {
    const shopper = await newShopper();
    const first = await request("/api/addresses", { method: "POST", jar: shopper, json: home() });
    expect(first.status).toBe(201);
    expect((await first.json()) as ApiAddress).toMatchObject({
      label: "Home",
      district: "Dhaka",
      area: "Mirpur",
      isDefault: true,
      note: null,
    });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        request("/api/addresses", { method: "POST", jar: shopper, json: { ...home(), label: `Place ${index}` } }),
      ),
    );
    expect(results.filter((response) => response.status === 201)).toHaveLength(9);
    const refused = results.filter((response) => response.status === 409);
    expect(refused).toHaveLength(3);
    expect(((await refused[0]!.json()) as { error: string }).error).toBe(dashboardCopy.addresses.full(10));
    const { items } = (await (await request("/api/addresses", { jar: shopper })).json()) as { items: ApiAddress[] };
    expect(items).toHaveLength(10);
    expect(items.filter((each) => each.isDefault)).toEqual([expect.objectContaining({ label: "Home" })]);
  });

  it("moves the default, refuses bad fields with their messages, and hides another shopper's address (404)", async () => {
    const shopper = await newShopper();
    const other = await newShopper();
    const created = async (extra: Record<string, unknown>) =>
      (await (
        await request("/api/addresses", { method: "POST", jar: shopper, json: { ...home(), ...extra } })
      ).json()) as ApiAddress;
    const homeAddress = await created({});
    const office = await created({ label: "Office", isDefault: true, areaId: area("Dhaka", "Gulshan").id });
    let list = ((await (await request("/api/addresses", { jar: shopper })).json()) as { items: ApiAddress[] }).items;
    expect(list.map((each) => [each.label, each.isDefault])).toEqual([
      ["Office", true],
      ["Home", false],
    ]);

    for (const [extra, field] of [
      [{ label: "" }, "label"],
      [{ mobile: "123" }, "mobile"],
      [{ areaId: area("Sylhet", "Sylhet Sadar").id }, "areaId"],
      [{ line: "abc" }, "line"],
      [{ note: "n".repeat(301) }, "note"],
    ] as const) {
      const response = await request("/api/addresses", { method: "POST", jar: shopper, json: { ...home(), ...extra } });
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as { issues: Record<string, string> }).issues[field], field).toBeTruthy();
    }

    for (const method of ["PUT", "DELETE"]) {
      const response = await request(`/api/addresses/${office.id}`, { method, jar: other, json: home() });
      expect(response.status, method).toBe(404);
    }
    expect((await request(`/api/addresses/${office.id}`, { method: "PUT", json: home() })).status).toBe(401);
    expect((await request("/api/addresses")).status).toBe(401);

    const edited = await request(`/api/addresses/${homeAddress.id}`, {
      method: "PUT",
      jar: shopper,
      json: { ...home(), label: "Home (new)", isDefault: true },
    });
    expect(edited.status).toBe(200);
    list = ((await (await request("/api/addresses", { jar: shopper })).json()) as { items: ApiAddress[] }).items;
    expect(list.map((each) => [each.label, each.isDefault])).toEqual([
      ["Home (new)", true],
      ["Office", false],
    ]);
    expect((await request(`/api/addresses/${homeAddress.id}`, { method: "DELETE", jar: shopper })).status).toBe(200);
    list = ((await (await request("/api/addresses", { jar: shopper })).json()) as { items: ApiAddress[] }).items;
    expect(list).toEqual([expect.objectContaining({ label: "Office", isDefault: true })]);
  });

  it("delivers an order to a saved address by its id, the shopper's own only", async () => {
    const shopper = await newShopper();
    const other = await newShopper();
    const saved = (await (
      await request("/api/addresses", {
        method: "POST",
        jar: shopper,
        json: {
          ...home(),
          note: "Gate on the lane",
          districtId: district("Sylhet").id,
          areaId: area("Sylhet", "Sylhet Sadar").id,
        },
      })
    ).json()) as ApiAddress;
    const { status, body } = await place(shopper, { addressId: saved.id });
    expect(status).toBe(201);
    expect(body.address).toEqual({
      districtId: saved.districtId,
      areaId: saved.areaId,
      district: "Sylhet",
      area: "Sylhet Sadar",
      bnDistrict: "সিলেট",
      bnArea: "সিলেট সদর",
      line: saved.line,
      note: "Gate on the lane",
    });
    expect(body.deliveryZone).toBe("Outside Dhaka");
    const theirs = await place(other, { addressId: saved.id });
    expect(theirs.status).toBe(400);
    expect(theirs.body.issues?.addressId).toBe(shopCopy.checkout.validation.savedAddress);
    // Editing the book later never rewrites the order.
    await request(`/api/addresses/${saved.id}`, {
      method: "PUT",
      jar: shopper,
      json: { ...home(), line: "Moved away, road 1" },
    });
    const again = (await (await request(`/api/orders/${body._id}`, { jar: shopper })).json()) as ApiOrder;
    expect(again.address?.line).toBe(saved.line);
  });
});

describe("the zones editor's API", () => {
  it("is public to read, for admins to change: anonymous 401, a shopper 403, another site 403", async () => {
    const current = await zones();
    expect((await putZones({ zones: current }, null)).status).toBe(401);
    expect((await putZones({ zones: current }, await newShopper())).status).toBe(403);
    const crossSite = await request("/api/delivery/zones", {
      method: "PUT",
      jar: admin,
      json: { zones: current },
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
  });

  it("refuses a bad list with 400 and changes nothing", async () => {
    const current = await zones();
    const dhaka = district("Dhaka").id;
    const bad = [
      { zones: current.map((zone, index) => (index === 0 ? { ...zone, fee: -1 } : zone)) },
      { zones: current.map((zone) => ({ ...zone, default: true })) },
      { zones: current.map((zone) => ({ ...zone, default: false })) },
      { zones: current.map((zone, index) => (index === 0 ? { ...zone, districtIds: [999] } : zone)) },
      { zones: current.map((zone, index) => (index === 0 ? { ...zone, areaIds: [99_999] } : zone)) },
      { zones: current.map((zone, index) => (index < 2 ? { ...zone, districtIds: [dhaka] } : zone)) },
      { zones: current.map((zone, index) => (index === 0 ? { ...zone, name: "" } : zone)) },
      { zones: current.map((zone, index) => (index === 0 ? { ...zone, fee: 1.234 } : zone)) },
      { zones: [] },
      { zones: "all" },
    ];
    for (const body of bad) expect((await putZones(body)).status, JSON.stringify(body).slice(0, 200)).toBe(400);
    const twoDefaults = await putZones(bad[1]);
    expect(((await twoDefaults.json()) as { error: string }).error).toBe(
      dashboardCopy.delivery.validation.defaultCount,
    );
    expect(await zones()).toEqual(current);
  });

  it("replaces the list, keeping the ids it is given and numbering new zones after them", async () => {
    const current = await zones();
    const chattogram = district("Chattogram").id;
    const response = await putZones({
      zones: [...current, { name: "Chattogram city", fee: 90, freeOver: "", districtIds: [chattogram], areaIds: [] }],
    });
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as { zones: ApiZone[] }).zones;
    expect(saved.slice(0, 3)).toEqual(current);
    expect(saved[3]).toMatchObject({
      id: Math.max(...current.map((zone) => zone.id)) + 1,
      name: "Chattogram city",
      fee: 90,
      freeOver: null,
      districtIds: [chattogram],
      default: false,
    });
    const patiya = district("Chattogram").areas[0]!;
    expect((await quote({ districtId: chattogram, areaId: patiya.id })).body.delivery).toMatchObject({
      zone: "Chattogram city",
      fee: 90,
    });
    expect((await putZones({ zones: current })).status).toBe(200);
    const [row] = await db.select({ count: count() }).from(deliveryZones);
    expect(row!.count).toBe(3);
  });
});

describe("orders placed before addresses existed", () => {
  it("keep no address and no delivery charge through the migration", async () => {
    const migrations = env.TEST_MIGRATIONS;
    const before = migrations.findIndex((migration) => migration.name.startsWith("0011"));
    expect(before).toBeGreaterThan(0);
    const legacy = env.MIGRATION_DB;
    const { applyD1Migrations } = await import("cloudflare:test");
    await applyD1Migrations(legacy, migrations.slice(0, before));
    await legacy.batch([
      legacy.prepare("INSERT INTO users (id, email, display_name) VALUES (1, 'old@example.com', 'Old Shopper')"),
      legacy.prepare(
        `INSERT INTO orders (id, user_id, email, customer_name, mobile, bkash_number, trx_id, subtotal_cents,
          shipping_cents, total_cents, checkout_key, status, amount_due_paisa)
         VALUES ('before-addresses', 1, 'old@example.com', 'Old', '01712345678', '01812345678', 'OLDTRX9', 3000, 999,
          3999, 'abcdef0123456789', 'pending', 487878)`,
      ),
    ]);
    await applyD1Migrations(legacy, migrations);
    const row = await legacy
      .prepare(
        "SELECT total_cents, delivery_cents, delivery_zone, address_district, address_line FROM orders WHERE id = 'before-addresses'",
      )
      .first();
    expect(row).toEqual({
      total_cents: 3999,
      delivery_cents: 0,
      delivery_zone: null,
      address_district: null,
      address_line: null,
    });
    const [{ count: districts }] = (
      await legacy.prepare("SELECT count(*) AS count FROM districts").all<{ count: number }>()
    ).results as [{ count: number }];
    expect(districts).toBe(64);
  });
});
