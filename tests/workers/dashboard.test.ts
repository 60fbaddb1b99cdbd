import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders, users } from "@db/schema.ts";
import { adminFigures } from "~/domain/dashboard.server.ts";
import { shopDay, shopDayStart } from "~/domain/time-zone.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { request, seedDemoShop, DHAKA_ADDRESS, db, registerAdmin } from "./helpers.ts";

let userId: number;
let counter = 0;

/** Replaces every order with these, pending (unless cancelled) at the given instants. */
async function ordersAt(list: { at: string; cents: number; status?: "pending" | "cancelled" }[]) {
  await db.delete(orders);
  for (const { at, cents, status = "pending" } of list) {
    counter += 1;
    await db.insert(orders).values({
      id: `order-${counter}`,
      userId,
      email: "anika@example.com",
      customerName: "Anika Admin",
      mobile: "01712345678",
      bkashNumber: "+8801812345678",
      trxId: `TRX${String(counter).padStart(8, "0")}`,
      subtotalCents: cents,
      shippingCents: 0,
      totalCents: cents,
      checkoutKey: `key-${counter}`,
      address: DHAKA_ADDRESS,
      status,
      createdAt: new Date(at),
    });
  }
}

const figures = async (now: string, timeZone: string) => {
  const result = await adminFigures(db, { now: Date.parse(now), timeZone });
  return { today: result.today, week: result.week, timeZone: result.timeZone };
};

await seedDemoShop();
const admin = await registerAdmin("Anika Admin", "anika@example.com", "Anika#2026");

beforeAll(async () => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, "anika@example.com"));
  userId = row!.id;
});

describe("adminFigures by calendar day and week", () => {
  it("counts from local midnight and Monday in Asia/Dhaka (UTC+6), not the last 24 hours or 7 days", async () => {
    await ordersAt([
      { at: "2026-11-17T18:10:00Z", cents: 1_000 }, // Wednesday 00:10 in Dhaka: today
      { at: "2026-11-17T17:50:00Z", cents: 2_000 }, // Tuesday 23:50: this week, not today
      { at: "2026-11-15T18:05:00Z", cents: 4_000 }, // Monday 00:05: this week
      { at: "2026-11-15T17:55:00Z", cents: 8_000 }, // Sunday 23:55: last week
      { at: "2026-11-17T18:20:00Z", cents: 16_000, status: "cancelled" },
    ]);
    // Wednesday 2026-11-18 00:30 in Dhaka.
    expect(await figures("2026-11-17T18:30:00Z", "Asia/Dhaka")).toEqual({
      today: { orders: 1, revenueCents: 1_000 },
      week: { orders: 3, revenueCents: 7_000 },
      timeZone: "Asia/Dhaka",
    });
    // The same instant is Tuesday 18:30 in UTC: today and this week (from Monday the 16th) hold the two Tuesday orders.
    expect(await figures("2026-11-17T18:30:00Z", "UTC")).toEqual({
      today: { orders: 2, revenueCents: 3_000 },
      week: { orders: 2, revenueCents: 3_000 },
      timeZone: "UTC",
    });
  });

  it("follows America/New_York across the spring-forward change (Sunday 2026-03-08)", async () => {
    await ordersAt([
      { at: "2026-03-10T04:05:00Z", cents: 300 }, // Tuesday 00:05 EDT: today
      { at: "2026-03-10T03:55:00Z", cents: 200 }, // Monday 23:55 EDT: this week
      { at: "2026-03-09T04:10:00Z", cents: 500 }, // Monday 00:10 EDT (Sunday 23:10 by last week's EST): this week
      { at: "2026-03-09T03:50:00Z", cents: 700 }, // Sunday 23:50 EDT: last week
    ]);
    // Tuesday 2026-03-10 00:30 EDT.
    expect(await figures("2026-03-10T04:30:00Z", "America/New_York")).toEqual({
      today: { orders: 1, revenueCents: 300 },
      week: { orders: 3, revenueCents: 1_000 },
      timeZone: "America/New_York",
    });
  });

  it("follows America/New_York across the fall-back change (a 25-hour Sunday 2026-11-01)", async () => {
    await ordersAt([
      { at: "2026-11-01T04:30:00Z", cents: 110 }, // Sunday 00:30 EDT: today (before 01:00 EST would be 05:00Z)
      { at: "2026-11-01T03:30:00Z", cents: 220 }, // Saturday 23:30 EDT: this week
      { at: "2026-10-26T04:00:00Z", cents: 440 }, // Monday 2026-10-26 00:00 EDT: this week, its first instant
      { at: "2026-10-26T03:59:00Z", cents: 880 }, // Sunday 23:59 EDT: last week
    ]);
    // Sunday 2026-11-01 12:00 EST.
    expect(await figures("2026-11-01T17:00:00Z", "America/New_York")).toEqual({
      today: { orders: 1, revenueCents: 110 },
      week: { orders: 3, revenueCents: 770 },
      timeZone: "America/New_York",
    });
  });
});

describe("the dashboard home's time zone", () => {
  const home = async (tz: string) =>
    (await request("/dashboard", { headers: { Cookie: `${admin.header()}; tz=${tz}` } })).text();
  const note = ">Today and this week (from Monday) in Bangladesh time.<";

  it("counts in Bangladesh time and says so", async () => {
    const html = await home("Asia%2FDhaka");
    expect(html).toContain(">Today<");
    expect(html).toContain(">This week<");
    expect(html).toContain(note);
  });

  it("counts in Bangladesh time whatever zone the tz cookie names, or without one (issue 45)", async () => {
    expect(await home("Europe%2FLondon")).toContain(note);
    const html = await home("Mars%2FOlympus_Mons");
    expect(html).toContain(note);
    expect(html).not.toContain("Olympus");
    expect(await (await request("/dashboard", { jar: admin })).text()).toContain(note);
  });
});

describe("the dashboard home's day is Bangladesh's (issue 45)", () => {
  it("counts an order at 00:30 in Dhaka (18:30 UTC the day before) today, and one at 23:30 (17:30 UTC) yesterday", async () => {
    await ordersAt([
      { at: "2026-11-17T18:30:00Z", cents: 1_000 }, // Wednesday 18th, 00:30 in Dhaka
      { at: "2026-11-17T17:30:00Z", cents: 2_000 }, // Tuesday 17th, 23:30 in Dhaka
    ]);
    // Wednesday 18th, 11:00 in Dhaka (05:00 UTC): both orders were placed on the 17th by UTC's calendar.
    const wednesday = await adminFigures(db, { now: Date.parse("2026-11-18T05:00:00Z") });
    expect(wednesday).toMatchObject({
      today: { orders: 1, revenueCents: 1_000 },
      week: { orders: 2, revenueCents: 3_000 },
      timeZone: "Asia/Dhaka",
    });
    // By UTC's calendar, Tuesday 17th held both: the shop's day is not UTC's.
    const utc = await adminFigures(db, { now: Date.parse("2026-11-17T19:00:00Z"), timeZone: "UTC" });
    expect(utc.today).toEqual({ orders: 2, revenueCents: 3_000 });
  });

  it("shows today's orders by Bangladesh's calendar on the page, whatever the tz cookie", async () => {
    // Midnight today in Dhaka, and the orders half an hour either side of it.
    const midnight = shopDayStart(shopDay(Date.now())).getTime();
    await ordersAt([
      { at: new Date(midnight + 30 * 60_000).toISOString(), cents: 1_000 },
      { at: new Date(midnight - 30 * 60_000).toISOString(), cents: 2_000 },
    ]);
    const texts = dashboardCopy.dashboardFigures;
    for (const tz of ["UTC", "America%2FNew_York", "Asia%2FDhaka"]) {
      const html = (
        await (await request("/dashboard", { headers: { Cookie: `${admin.header()}; tz=${tz}` } })).text()
      ).replace(/<!-- -->/g, "");
      const today = html.slice(html.indexOf(`>${texts.today}<`), html.indexOf(`>${texts.week}<`));
      expect(today, tz).toContain(`>${texts.orders(1)}<`);
      expect(today, tz).toContain(texts.revenue("$10.00"));
    }
  });
});
