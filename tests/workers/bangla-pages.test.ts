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

let admin: CookieJar;
let shopper: CookieJar;
let productId: number;
let orderId: string;

beforeAll(async () => {
  await seedDemoShop();
  admin = await signIn("admin@example.com", "Admin#2026");
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
