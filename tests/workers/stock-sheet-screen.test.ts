import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productVariants } from "@db/schema.ts";
import { variantsCopy } from "~/i18n/variants.ts";
import { CookieJar, ORIGIN, newShopper, request, seedDemoShop, db, registerAdmin } from "./helpers.ts";

/**
 * Manage Product's stock by SKU (issue 28): the sheet imported through the page's own form (a multipart post, so
 * it works before the page is interactive), as POST /api/products/stock.csv does.
 */
const texts = variantsCopy.stockSheet;

await seedDemoShop();
const admin = await registerAdmin("Sheet Admin", "sheet-admin@example.com", "Sheet#2026");

/** Posts `csv` as the form's file (or no file), as `jar`. */
function importSheet(jar: CookieJar, csv: string | null) {
  const form = new FormData();
  form.set("intent", "stock-import");
  if (csv !== null) form.set("sheet", new File([csv], "stock.csv", { type: "text/csv" }));
  return request("/dashboard/manageproduct?pageSize=10", {
    method: "POST",
    jar,
    body: form,
    headers: { Origin: ORIGIN },
  });
}

const stockOf = async (sku: string) =>
  (await db.select().from(productVariants).where(eq(productVariants.sku, sku)))[0]?.stock;

describe("Manage Product's stock sheet", () => {
  it("offers the sheet's download and the import form", async () => {
    const html = await (await request("/dashboard/manageproduct", { jar: admin })).text();
    expect(html).toContain(`>${texts.heading}<`);
    expect(html).toContain('href="/api/products/stock.csv"');
    expect(html).toMatch(/<input[^>]*type="file"[^>]*name="sheet"/);
  });

  it("imports the sheet and says what each row did", async () => {
    const sheet = ["sku,stock", "JEANS-30-INDIGO,7", "JEANS-30-BLACK,15", "NO-SUCH-SKU,3"].join("\r\n");
    const answer = await importSheet(admin, sheet);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(texts.summary(1, 1, 1));
    expect(html).toContain(texts.rowUpdated(2, "JEANS-30-INDIGO", 20, 7));
    expect(html).toContain(texts.rowRefused(4, "NO-SUCH-SKU", texts.rows["unknown-sku"]));
    expect(await stockOf("JEANS-30-INDIGO")).toBe(7);
  });

  it("refuses a post without a file, a file that is not the sheet, and anyone but an admin (nothing changed)", async () => {
    const none = await importSheet(admin, null);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(texts.chooseFile);
    const wrong = await importSheet(admin, "name,count\r\nJEANS-30-BLACK,1");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(texts.noHeader);
    expect((await importSheet(await newShopper(), "sku,stock\r\nJEANS-30-BLACK,1")).status).toBe(403);
    expect((await importSheet(new CookieJar(), "sku,stock\r\nJEANS-30-BLACK,1")).status).toBe(401);
    expect(await stockOf("JEANS-30-BLACK")).toBe(15);
  });
});
