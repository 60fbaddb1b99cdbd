import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { bannerSchema, categorySchema, flashSellSchema, flashTimeSchema, productSchema } from "./admin.ts";
import { loginSchema, makeAdminSchema, registerSchema } from "./auth.ts";
import { orderLinesSchema, paymentSchema, placeOrderSchema, shippingSchema } from "./order.ts";
import { parseInput, required } from "./parse.ts";

const schemas = {
  productSchema,
  flashSellSchema,
  categorySchema,
  bannerSchema,
  flashTimeSchema,
  loginSchema,
  registerSchema,
  makeAdminSchema,
  shippingSchema,
  paymentSchema,
  placeOrderSchema,
  orderLines: v.object({ lines: required(orderLinesSchema) }),
};

function keysOf(schema: v.GenericSchema): string[] {
  const object = "pipe" in schema ? (schema.pipe as v.GenericSchema[])[0]! : schema;
  return Object.keys((object as v.ObjectSchema<v.ObjectEntries, undefined>).entries);
}

const junk: unknown[] = [
  null,
  undefined,
  true,
  0,
  -1,
  1.5,
  "",
  "x",
  "2026-13-45",
  [],
  {},
  [{}],
  [null],
  [{ x: 1 }],
  Number.NaN,
];

/** Every key set to the same junk value, and lists of junk rows for the keys that take lists. */
function inputsFor(schema: v.GenericSchema): unknown[] {
  const keys = keysOf(schema);
  return [
    null,
    "text",
    [],
    {},
    ...junk.map((value) => Object.fromEntries(keys.map((key) => [key, value]))),
    ...junk.map((value) => Object.fromEntries(keys.map((key) => [key, [value]]))),
    ...junk.map((value) => Object.fromEntries(keys.map((key) => [key, [{ description: value, product_id: value }]]))),
  ];
}

describe("schema messages", () => {
  it.each(Object.entries(schemas))(
    "%s gives its own message for every kind of bad input, never valibot's",
    (_name, schema) => {
      for (const input of inputsFor(schema)) {
        const result = v.safeParse(schema, input);
        const raw = (result.issues ?? []).filter(
          (issue) => issue.path !== undefined && issue.message.startsWith("Invalid "),
        );
        expect(
          raw.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`),
          JSON.stringify(input),
        ).toEqual([]);
      }
    },
  );

  it("reports an unreadable body once, under form", () => {
    for (const input of [null, undefined, "text", 5, true]) {
      expect(parseInput(productSchema, input)).toEqual({ ok: false, fieldErrors: { form: shopCopy.api.invalidBody } });
    }
  });

  it("says a negative amount must be 0 or more, and keeps the spec's message for a missing one (issue 30)", () => {
    const negative = parseInput(flashSellSchema, { price: "-5", shipping: -1, sellprice: "-0.5", sellshipping: "" });
    expect(!negative.ok && negative.fieldErrors).toMatchObject({
      price: dashboardCopy.admin.validation.negativeAmount,
      shipping: dashboardCopy.admin.validation.negativeAmount,
      sellprice: dashboardCopy.admin.validation.negativeAmount,
      sellshipping: dashboardCopy.admin.validation.sellShipping,
    });
    const missing = parseInput(productSchema, { price: "" });
    expect(!missing.ok && missing.fieldErrors.price).toBe(dashboardCopy.admin.validation.price);
    const wrong = parseInput(productSchema, { price: "1.234" });
    expect(!wrong.ok && wrong.fieldErrors.price).toBe(dashboardCopy.admin.validation.price);
  });

  it("refuses a sell price above the price under sellprice, even while other fields are missing", () => {
    const parsed = parseInput(flashSellSchema, { price: "10", sellprice: "10.01", sellshipping: "99" });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.fieldErrors.sellprice).toBe(dashboardCopy.admin.validation.sellPriceAbovePrice);
    expect(!parsed.ok && parsed.fieldErrors.sellshipping).toBeUndefined();
    const equal = parseInput(flashSellSchema, { price: "10", sellprice: "10", sellshipping: "99" });
    expect(!equal.ok && equal.fieldErrors.sellprice).toBeUndefined();
  });
});
