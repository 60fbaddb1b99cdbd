import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { demoAccounts, seedBanners, seedCategories, seedFlashSale, seedProducts } from "@db/seed/catalogue.ts";
import { hotDeals } from "~/data/hot-deals.ts";
import { bkashTrxId, type CookieJar, DHAKA_ADDRESS, ORIGIN, request, seedDemoShop, signIn } from "./helpers.ts";

/**
 * Every page in Bangla says nothing in English but data (issue 27): what a page shows (its text, and the labels and
 * placeholders people read or hear) has no English word that the shop's data (products and the home page's hot
 * deals, categories, banners, zones, places, names) does not have.
 */

let shopper: CookieJar;
let productId: number;
let orderId: string;

await seedDemoShop();
const admin = await signIn("admin@example.com", "Admin#2026");

beforeAll(async () => {
  shopper = await signIn(
    demoAccounts.find((account) => !account.admin)!.email,
    demoAccounts.find((account) => !account.admin)!.password,
  );
  const list = (await (await request("/api/products?pageSize=1")).json()) as { items: { _id: string }[] };
  productId = Number(list.items[0]!._id);
  // An order, so the order screens show one (its page, the queue, the invoice, the payment page, tracking).
  const item = await env.DB.prepare("SELECT id FROM products WHERE stock >= 5 LIMIT 1").first<number>("id");
  const placed = await request("/api/orders", {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: shopper.header() },
    json: {
      name: "Olive Owner",
      mobile: "01712345678",
      bkashNum: "01812345678",
      trxID: bkashTrxId("BNG"),
      checkoutKey: `bangla-${Date.now()}`,
      address: DHAKA_ADDRESS,
      orderProduct: [{ product_id: String(item), product_qty: 1, product_type: "regular" }],
    },
  });
  if (placed.status !== 201) throw new Error(`order not placed: ${placed.status} ${await placed.text()}`);
  orderId = ((await placed.json()) as { _id: string })._id;
});

/** Every word the shop's data has (products, features, categories, banners, zones, people): shown as typed. */
async function dataWords(): Promise<Set<string>> {
  const words = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === "string") for (const word of value.match(/[A-Za-z]+/g) ?? []) words.add(word.toLowerCase());
    else if (Array.isArray(value)) value.forEach(add);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(add);
  };
  add([seedProducts, seedCategories, seedBanners, seedFlashSale, demoAccounts, hotDeals]);
  const rows = await env.DB.batch([
    env.DB.prepare("SELECT name, seller FROM products"),
    env.DB.prepare("SELECT description, value FROM product_features"),
    env.DB.prepare("SELECT name, display_name, image_key FROM categories"),
    env.DB.prepare("SELECT name, image_key FROM banners"),
    env.DB.prepare("SELECT name FROM delivery_zones"),
    env.DB.prepare("SELECT display_name FROM users"),
    // What shoppers typed and the shop sent: orders, their lines, messages (an SMS is kept as it went out).
    env.DB.prepare("SELECT * FROM orders"),
    env.DB.prepare("SELECT * FROM order_lines"),
    env.DB.prepare("SELECT * FROM notifications"),
    // Places: a picker shows each in both languages, to be found by either.
    env.DB.prepare("SELECT name FROM districts"),
    env.DB.prepare("SELECT name FROM areas"),
  ]);
  add(rows.map((result) => result.results));
  return words;
}

/** The words a reader meets on a page: its text and the attributes read out, scripts and styles aside. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((match) => match[1]);
  const text = body
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<[^>]+>/g, " ");
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  return [title, description, text, ...attributes].join(" ").replace(/&[a-z]+;|&#\d+;/g, " ");
}

/**
 * Allowed in Bangla: the shop's name, the switch back to English, the initials of a person's name (from data),
 * codes (a currency's ISO code, UTC, an SMS's encoding) and image file names.
 */
const ALLOWED = new Set([
  ...["e", "shop", "english", "read", "this", "page", "in"],
  ...["utc", "usd", "bdt", "webp", "gsm", "ucs"],
]);

function englishWords(html: string, data: Set<string>): string[] {
  const words =
    visibleText(html)
      .replace(/[\w.+-]+@[\w.-]+/g, " ")
      .replace(/[\w-]+\.(?:webp|png|jpe?g|avif)\b/g, " ")
      // A path in the shop given as an example ("/products?category=fashion") is an address, not words.
      .replace(/(?<![\w/])\/[\w/?=&.%-]+/g, " ")
      .replace(/\b[A-Z]{2}\b/g, " ")
      .match(/[A-Za-z]{2,}/g) ?? [];
  const fromData = (word: string) =>
    data.has(word) || ALLOWED.has(word) || (word.length >= 3 && [...data].some((known) => known.startsWith(word)));
  // A word cut short to fit (a long name in a table cell) is the start of a word from the data.
  return [...new Set(words.filter((word) => !fromData(word.toLowerCase())))];
}

describe("pages in Bangla", () => {
  const shopPages = () => [
    "/",
    "/products",
    `/productdetails/${productId}`,
    "/shoppingcart",
    "/products/fashion",
    "/temp",
    "/forgot-password",
    "/no-such-page",
  ];
  const shopperPages = [
    "/dashboard",
    "/dashboard/myorder",
    "/dashboard/addresses",
    "/dashboard/order/{order}",
    "/payment/{order}",
    "/confirmorder/{order}",
  ];
  const adminPages = [
    "/dashboard",
    "/dashboard/addproduct",
    "/dashboard/manageproduct",
    `/dashboard/editproduct/${"{id}"}`,
    "/dashboard/manageflashsell",
    "/dashboard/manageorder",
    "/dashboard/managebanner",
    "/dashboard/managecategory",
    "/dashboard/addadmin",
    "/dashboard/delivery",
    "/dashboard/notifications",
    "/dashboard/manageorder?status=all",
    "/dashboard/order/{order}",
    "/dashboard/order/{order}/invoice",
  ];

  it("have no English words outside the shop's data", async () => {
    const data = await dataWords();
    const found: Record<string, string[]> = {};
    const check = async (path: string, jar?: CookieJar) => {
      const url = path.replace("{id}", String(productId)).replace("{order}", orderId);
      const response = await request(url, {
        headers: { Cookie: [jar?.header(), "lang=bn"].filter(Boolean).join("; ") },
      });
      if (response.status !== (path === "/no-such-page" ? 404 : 200)) found[path] = [`status ${response.status}`];
      const words = englishWords(await response.text(), data);
      if (words.length > 0) found[path] = words;
    };
    for (const path of shopPages()) await check(path);
    for (const path of shopperPages) await check(path, shopper);
    for (const path of adminPages) await check(path, admin);
    expect(found).toEqual({});
  });
});

describe("places, digits and times in Bangla (issue 45)", () => {
  const page = async (path: string, jar: CookieJar) => {
    const response = await request(path.replace("{order}", orderId), {
      headers: { Cookie: `${jar.header()}; lang=bn` },
    });
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it("Manage Order lists the districts and the orders' places by their Bangla names", async () => {
    const html = await page("/dashboard/manageorder?status=all", admin);
    const select = /<select[^>]*name="district"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
    const options = [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((match) => match[1]!);
    expect(options).toHaveLength(65);
    for (const name of ["ঢাকা", "চট্টগ্রাম", "কুমিল্লা", "বরিশাল", "যশোর"]) expect(options).toContain(name);
    expect(options.filter((option) => /[A-Za-z]/.test(option))).toEqual([]);
    // In Bangla order, as a Bangla reader looks for them.
    const names = options.slice(1);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, "bn")));
    expect(visibleText(html)).toContain("ধানমন্ডি, ঢাকা");
    expect(visibleText(html)).not.toMatch(/Dhanmondi|Dhaka\b/);
  });

  it("shows phone numbers in Bengali digits, and keeps what is typed or dialled in ASCII", async () => {
    const queue = visibleText(await page("/dashboard/manageorder?status=all", admin));
    expect(queue).toContain("০১৭১২৩৪৫৬৭৮");
    expect(queue).not.toMatch(/01[3-9]\d{8}/);
    const order = visibleText(await page("/dashboard/order/{order}", shopper));
    // The shopper's mobile and the number they paid from.
    expect(order).toContain("০১৭১২৩৪৫৬৭৮");
    expect(order).toContain("০১৮১২৩৪৫৬৭৮");
    expect(order).not.toContain("01812345678");
  });

  it("counts the flash sale down in Bengali digits", async () => {
    const html = await (await request("/", { headers: { Cookie: "lang=bn" } })).text();
    const units = [...html.matchAll(/data-unit=""[^>]*>([^<]*)</g)].map((match) => match[1]!);
    expect(units).toHaveLength(4);
    for (const unit of units) expect(unit).toMatch(/^[০-৯]{2}$/);
    const english = await (await request("/", { headers: { Cookie: "lang=en" } })).text();
    for (const match of english.matchAll(/data-unit=""[^>]*>([^<]*)</g)) expect(match[1]).toMatch(/^\d{2}$/);
  });

  it("prints the invoice with the place in Bangla, the mobile in Bengali digits and no AM or PM", async () => {
    const text = visibleText(await page("/dashboard/order/{order}/invoice", admin));
    expect(text).toContain("ধানমন্ডি, ঢাকা");
    expect(text).toContain("০১৭১২৩৪৫৬৭৮");
    expect(text).not.toMatch(/\b[AP]M\b/);
    expect(text).toMatch(/(ভোর|সকাল|দুপুর|বিকাল|সন্ধ্যা|রাত) [০-৯]{1,2}:[০-৯]{2}/);
  });
});
