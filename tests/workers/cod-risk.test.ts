import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "@db/schema.ts";
import { makeAdmin } from "~/domain/accounts/users.server.ts";
import { createDatabase } from "~/domain/database.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import {
  bkashTrxId,
  type CookieJar,
  DHAKA_ADDRESS,
  newShopper,
  ORIGIN,
  registerAccount,
  request,
  seedDemoShop,
  signIn,
} from "./helpers.ts";

/**
 * Issue 49: fake cash-on-delivery orders stop costing the merchant. One phone, one customer; the customer's record;
 * a courier's score; the merchant's risk rule; a call before shipping.
 */
const db = createDatabase(env.DB);
let admin: CookieJar;
let shopper: CookieJar;
let item: { id: number };
let counter = 0;

/** A fresh Bangladeshi mobile number ending in `tail` (two digits), so every test has a customer of its own. */
function phone(tail = "55") {
  counter += 1;
  return `017${String(10_000 + counter).slice(-4)}${String(Date.now() % 100).padStart(2, "0")}${tail}`.slice(0, 11);
}

function body(extra: Record<string, unknown>) {
  counter += 1;
  return {
    name: "Karim Ahmed",
    mobile: "01712345678",
    paymentMethod: "COD",
    checkoutKey: `cod-risk-${counter}-${Date.now()}`,
    orderProduct: [{ product_id: String(item.id), product_qty: 1 }],
    address: DHAKA_ADDRESS,
    ...extra,
  };
}

async function place(extra: Record<string, unknown>, jar: CookieJar = shopper) {
  const response = await request("/api/orders", { method: "POST", jar, json: body(extra) });
  return {
    status: response.status,
    body: (await response.json()) as ApiOrder & { error?: string; reason?: string; issues?: Record<string, string> },
  };
}

beforeAll(async () => {
  await seedDemoShop();
  await registerAccount("Rina Admin", "rina.risk@example.com", "Rina#Risk2026");
  await makeAdmin(db, "rina.risk@example.com");
  admin = await signIn("rina.risk@example.com", "Rina#Risk2026");
  shopper = await newShopper("Karim Ahmed");
  const [row] = await db.select().from(products).where(eq(products.name, "Slim Fit Oxford Cotton Shirt"));
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, row!.id));
  item = { id: row!.id };
});

describe("one phone, one customer", () => {
  it("stores every spelling of a number as 01XXXXXXXXX: order mobile, payer number and saved address", async () => {
    const spellings = ["+8801712345678", "8801712345678", "01712-345678", "০১৭১২ ৩৪৫ ৬৭৮"];
    for (const mobile of spellings.slice(0, 2)) {
      const { status, body: order } = await place({
        mobile,
        paymentMethod: "bKash",
        bkashNum: spellings[3],
        trxID: bkashTrxId(),
      });
      expect(status, mobile).toBe(201);
      expect(order.mobile).toBe("01712345678");
      expect(order.bkashNum).toBe("01712345678");
    }
    const saved = await request("/api/addresses", {
      method: "POST",
      jar: shopper,
      json: { label: "Home", name: "Karim Ahmed", mobile: spellings[2], ...DHAKA_ADDRESS },
    });
    expect(saved.status).toBe(201);
    expect(((await saved.json()) as { mobile: string }).mobile).toBe("01712345678");
  });

  it("refuses with 400 anything that is not a Bangladeshi mobile number afterwards", async () => {
    for (const mobile of ["01112345678", "01212345678", "0171234567", "+88017123456789", "phone", "+1 415 555 0100"]) {
      const { status, body: answer } = await place({ mobile });
      expect(status, mobile).toBe(400);
      expect(answer.issues?.mobile, mobile).toBeTruthy();
    }
  });
});

void ORIGIN;
void admin;
void phone;
