/**
 * The constraint texts the shop reads (app/domain/constraints.ts, issue 48): each provoked against real local D1,
 * as the order, payment, courier and catalogue writes provoke them, and read back as the constraint it was.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { constraintFailure, failedNotNull, failedUnique, failedUniqueIndex } from "~/domain/constraints.ts";
import { seedDemoShop } from "./helpers.ts";

async function failureOf(statement: string, ...values: unknown[]) {
  try {
    await env.DB.prepare(statement)
      .bind(...values)
      .run();
  } catch (error) {
    return constraintFailure(error);
  }
  throw new Error(`no failure: ${statement}`);
}

const order = (id: string, extra = "") =>
  `INSERT INTO orders (id, user_id, email, customer_name, mobile, bkash_number, trx_id, subtotal_cents,
    shipping_cents, total_cents, checkout_key, status ${extra ? `, ${extra.split("=")[0]}` : ""})
   VALUES ('${id}', 1, 'a@example.com', 'A', '01712345678', '', '', 100, 0, 100, 'key-${id}', 'pending'
   ${extra ? `, ${extra.split("=")[1]}` : ""})`;

await seedDemoShop();

beforeAll(async () => {
  await env.DB.prepare("INSERT OR IGNORE INTO users (id, email) VALUES (1, 'a@example.com')").run();
  await env.DB.prepare(order("first", "reference='REF00001'")).run();
});

describe("the constraint a refused write broke", () => {
  it("a NOT NULL column, named table.column (the order limits' guard)", async () => {
    const failure = await failureOf(
      `INSERT INTO orders (id, user_id, email, customer_name, mobile, bkash_number, trx_id, subtotal_cents,
        shipping_cents, total_cents, checkout_key, status) VALUES ('x', 1, 'a', 'A', '', '', '', 1, 0, 1, 'k', NULL)`,
    );
    expect(failure).toEqual({ kind: "not-null", column: "orders.status" });
    expect(failedNotNull(failure, "orders.status")).toBe(true);
    expect(failedNotNull(failure, "orders.user_id")).toBe(false);
  });

  it("a unique index, with every column it covers", async () => {
    const reference = await failureOf(order("second", "reference='REF00001'"));
    expect(reference).toEqual({ kind: "unique", columns: ["orders.reference"] });
    const key = await failureOf(order("first-again").replace("'key-first-again'", "'key-first'"));
    expect(key).toEqual({ kind: "unique", columns: ["orders.user_id", "orders.checkout_key"] });
    expect(failedUnique(key, "orders.checkout_key")).toBe(true);
    expect(failedUnique(key, "orders.reference")).toBe(false);
  });

  it("a unique index on an expression, by its name (a SKU in any case)", async () => {
    await env.DB.prepare(
      "UPDATE product_variants SET sku = 'CT-SKU-1' WHERE id = (SELECT min(id) FROM product_variants)",
    ).run();
    const sku = await failureOf(
      "UPDATE product_variants SET sku = 'ct-sku-1' WHERE id = (SELECT max(id) FROM product_variants)",
    );
    expect(sku).toEqual({ kind: "unique", columns: [], index: "product_variants_sku_unique" });
    expect(failedUniqueIndex(sku, "product_variants_sku_unique")).toBe(true);
    expect(failedUnique(sku, "product_variants.sku")).toBe(false);
  });

  it("a CHECK constraint (stock below zero)", async () => {
    expect(
      await failureOf("UPDATE product_variants SET stock = -1 WHERE id = (SELECT min(id) FROM product_variants)"),
    ).toEqual({
      kind: "check",
    });
  });

  it("a foreign key", async () => {
    expect(
      await failureOf(
        "INSERT INTO order_lines (order_id, position, product_id, name, image_key, category, product_type, unit_price_cents, unit_shipping_cents, quantity) VALUES ('first', 0, 999999, 'x', 'k', 'c', 'regular', 1, 0, 1)",
      ),
    ).toEqual({ kind: "foreign-key" });
  });

  it("nothing for any other failure", () => {
    expect(constraintFailure(new Error("D1_ERROR: no such table: nope"))).toBeNull();
  });
});
