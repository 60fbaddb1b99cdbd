import { describe, expect, it } from "vitest";
import { seedFlashSale, seedProducts } from "@db/seed/catalogue.ts";
import { registerAdmin, request, seedDemoShop } from "./helpers.ts";

await seedDemoShop();
const admin = await registerAdmin("Omar Owner", "omar@example.com", "Owner#2026");

/** The page's HTML as an admin sees it. */
async function adminPage(path: string) {
  const response = await request(path, { jar: admin });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The rows-per-page link for `size`: its opening tag. */
function sizeLink(html: string, size: number) {
  const tag = html.match(new RegExp(`<a [^>]*aria-label="${size} rows per page"[^>]*>`))?.[0];
  expect(tag, `${size} rows per page`).toBeDefined();
  return tag!;
}

/** The products table's body rows, one Delete button each. */
function rowCount(html: string) {
  return html.match(/<button [^>]*aria-label="Delete [^"]*"/g)?.length ?? 0;
}

describe("admin product tables: rows per page", () => {
  it("Manage Product shows 25 rows with 25 marked current, linking the other sizes", async () => {
    const total = seedProducts.length;
    expect(total).toBe(84);
    const html = await adminPage("/dashboard/manageproduct?pageSize=25");
    expect(html).toContain(">Rows per page<");
    expect(sizeLink(html, 25)).toContain('aria-current="true"');
    for (const size of [10, 100]) {
      const tag = sizeLink(html, size);
      expect(tag).not.toContain('aria-current="true"');
      expect(tag).toContain(`href="/dashboard/manageproduct?pageSize=${size}"`);
    }
    expect(rowCount(html)).toBe(25);
    expect(html).toContain(`aria-label="Last page, page ${Math.ceil(total / 25)}"`);
  });

  it("Manage FlashSell pages its products at the chosen size", async () => {
    const flashCount = seedFlashSale.length;
    const html = await adminPage("/dashboard/manageflashsell?pageSize=25&page=1");
    expect(sizeLink(html, 25)).toContain('aria-current="true"');
    expect(sizeLink(html, 10)).not.toContain('aria-current="true"');
    expect(sizeLink(html, 100)).toContain('href="/dashboard/manageflashsell?pageSize=100"');
    expect(rowCount(html)).toBe(Math.min(flashCount, 25));

    // At the default 10 rows the rest are on page 2.
    expect(flashCount).toBeGreaterThan(10);
    const second = await adminPage("/dashboard/manageflashsell?pageSize=10&page=2");
    expect(sizeLink(second, 10)).toContain('aria-current="true"');
    expect(rowCount(second)).toBe(flashCount - 10);
  });
});
