/**
 * Admin input: one schema per add form, used by the dashboard forms and by the JSON API. Messages are the spec's
 * (section 5). Money arrives as decimal dollars (min 0, step 0.01) and leaves as integer cents.
 */
import * as v from "valibot";
import { asciiDigits } from "~/schemas/text.ts";
import type { Message } from "~/schemas/message.ts";
import { section } from "~/i18n/catalogue.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { dollars } from "~/schemas/money.ts";
import { required } from "~/schemas/parse.ts";

const m = section(() => dashboardCopy.admin.validation);

/** Names are kept as typed (decision 014). */
const text = (message: Message, max = 120) =>
  required(v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message)));

/** A category's key: its name lowercased, however the caller wrote it. */
const categoryKey = (message: Message) =>
  required(v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(120, message), v.toLowerCase()));

/** A whole number, 0 or more, as a number or its text (Bengali digits too). */
export const countValue = (message: Message) =>
  v.pipe(
    v.union(
      [v.number(message), v.pipe(v.string(message), asciiDigits, v.trim(), v.nonEmpty(message), v.transform(Number))],
      message,
    ),
    v.number(message),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(10_000_000, message),
  );

const count = (message: Message) => required(countValue(message));

/** 0.5 to 5 in half steps, default 2; stored as half stars. */
const star = v.pipe(
  v.optional(
    v.union(
      [
        v.number(() => m.star),
        v.pipe(
          v.string(() => m.star),
          v.transform(Number),
        ),
      ],
      () => m.star,
    ),
    2,
  ),
  v.number(() => m.star),
  v.check(
    (value) => Number.isInteger(value * 2) && value >= 0.5 && value <= 5,
    () => m.star,
  ),
  v.transform((value) => value * 2),
);

/** A row that is not an object, or lacks a key, gets the feature message too (the object's own message). */
const feature = v.object(
  {
    description: v.pipe(
      v.string(() => m.feature),
      v.trim(),
      v.nonEmpty(() => m.feature),
      v.maxLength(80, () => m.feature),
    ),
    value: v.pipe(
      v.string(() => m.feature),
      v.trim(),
      v.nonEmpty(() => m.feature),
      v.maxLength(200, () => m.feature),
    ),
  },
  () => m.feature,
);

/** An image link from POST /api/images (`.../images/<key>`), or the bare key. */
export const imageLink = (message: Message) =>
  required(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.transform((link) => link.slice(link.lastIndexOf("/") + 1)),
      v.regex(/^[0-9a-f]{32}\.(webp|png|jpg|avif)$/, message),
    ),
  );

export const productSchema = v.object({
  name: text(() => m.name),
  seller: text(() => m.seller),
  category: categoryKey(() => m.category),
  stock: count(() => m.stock),
  price: dollars(
    () => m.price,
    () => m.negativeAmount,
  ),
  shipping: dollars(
    () => m.shipping,
    () => m.negativeAmount,
  ),
  star,
  starCount: count(() => m.starCount),
  features: v.optional(
    v.pipe(
      v.array(feature, () => m.feature),
      v.minLength(1, () => m.feature),
      v.maxLength(20, () => m.feature),
    ),
    [],
  ),
  image: imageLink(() => m.image),
});

type Priced = { price: number; sellprice: number };

/**
 * The sell price may not be above the regular price (a higher sell shipping is fine). It is checked once both
 * amounts are valid, even while other fields are not, and reported under Sell Price.
 */
const sellPriceCheck = v.forward<Priced, v.PartialCheckIssue<Priced>, ["sellprice"]>(
  v.partialCheck(
    [["price"], ["sellprice"]],
    (input) => input.sellprice <= input.price,
    () => m.sellPriceAbovePrice,
  ),
  ["sellprice"],
);

type SellPriceCheck<TSchema extends v.GenericSchema> = v.BaseValidation<
  v.InferOutput<TSchema>,
  v.InferOutput<TSchema>,
  v.PartialCheckIssue<Priced>
>;

/** A flash-sale product's fields with the sell-price check: the API's (a photo link) or the add form's (a file). */
export function withSellPriceCheck<TSchema extends v.GenericSchema<unknown, Priced>>(
  schema: TSchema,
): v.SchemaWithPipe<readonly [TSchema, SellPriceCheck<TSchema>]> {
  // The check reads only `price` and `sellprice` and passes the value on unchanged, so it fits any such schema.
  return v.pipe<TSchema, SellPriceCheck<TSchema>>(schema, sellPriceCheck as unknown as SellPriceCheck<TSchema>);
}

/** The flash-sale product's fields, before the check between them. */
export const flashSellFields = v.object({
  ...productSchema.entries,
  sellprice: dollars(
    () => m.sellPrice,
    () => m.negativeAmount,
  ),
  sellshipping: dollars(
    () => m.sellShipping,
    () => m.negativeAmount,
  ),
});

export const flashSellSchema = withSellPriceCheck(flashSellFields);

/**
 * What an edit may change (`PATCH /api/products/:id`, the edit form): any of the product's fields, each checked as
 * on add. A missing field stays as it is (an optional key without a default: the rating and features get none).
 */
export const productPatchSchema = v.partial(productSchema);

/**
 * The one variant a flash offer names (issue 28): a variant id, as a number or its digits, or null (or "", a form's
 * "All variants"): every variant of the product. Whether it is one of the product's variants is the domain's check.
 */
export const offerVariantId = v.pipe(
  v.union([v.null(), v.number(), v.string()], () => m.offerVariant),
  v.transform((value) => (typeof value === "string" ? value.trim() : value)),
  v.check(
    (value) => value === null || value === "" || (/^\d{1,12}$/.test(String(value)) && Number(value) > 0),
    () => m.offerVariant,
  ),
  v.transform((value) => (value === null || value === "" ? null : Number(value))),
);

/** Manage FlashSell's choice of the variant on offer (`{variant_id}`), as `PATCH /api/flashsell/:id` takes it. */
export const offerVariantSchema = v.object({ variant_id: offerVariantId }, () => m.offerVariant);

/**
 * A flash-sale product's edit (`PATCH /api/flashsell/:id`): any of the product's and its offer's fields, and the
 * variant on offer (`variant_id`). The sell price is checked against the price here when both are sent, and by the
 * domain against the stored one (the named variant's, when the offer names one) otherwise.
 */
export const flashSellPatchSchema = v.pipe(
  v.partial(v.object({ ...flashSellFields.entries, variant_id: offerVariantId })),
  v.forward(
    v.partialCheck(
      [["price"], ["sellprice"]],
      (input) => input.price === undefined || input.sellprice === undefined || input.sellprice <= input.price,
      () => m.sellPriceAbovePrice,
    ),
    ["sellprice"],
  ),
);

export const categorySchema = v.object({
  name: text(() => m.categoryName, 60),
  image: imageLink(() => m.categoryImage),
});

/** A category's rename (`PATCH /api/category/:id`). */
export const categoryPatchSchema = v.object({ name: text(() => m.categoryName, 60) });

/**
 * Where a banner's slide leads: a path in the shop ("/products?category=fashion"), never another site. It starts
 * with one "/" (not "//", which browsers read as another host, nor "/\\", which some read the same way), has no
 * scheme and no spaces or control characters. "" means nowhere (null).
 */
const bannerLink = v.pipe(
  v.nullable(
    v.string(() => m.bannerLink),
    "",
  ),
  v.transform((link) => link.trim()),
  v.check(
    (link) => link === "" || (/^\/(?![/\\])[^\s\\]*$/.test(link) && link.length <= 300),
    () => m.bannerLink,
  ),
  v.transform((link) => (link === "" ? null : link)),
);

export const bannerSchema = v.object({
  name: text(() => m.bannerName, 60),
  banner_slide: imageLink(() => m.bannerImage),
  link: v.optional(bannerLink),
});

/** A banner's edit (`PATCH /api/banner/:id`): its name, its link, or both. */
export const bannerPatchSchema = v.partial(v.object({ name: text(() => m.bannerName, 60), link: bannerLink }));

/**
 * An ISO date-time string or epoch milliseconds, as epoch milliseconds. An unreadable date is NaN, which
 * `v.number` refuses as a type issue, so the window check below does not run on it.
 */
const dateTime = required(
  v.pipe(
    v.union([v.string(() => m.dateTime), v.number(() => m.dateTime)], () => m.dateTime),
    v.transform((value) => new Date(value).getTime()),
    v.number(() => m.dateTime),
  ),
);

/** The end must be after the start: compared only once both dates are readable. */
export const flashTimeSchema = v.pipe(
  v.object({ startTime: dateTime, endTime: dateTime }),
  v.forward(
    v.partialCheck(
      [["startTime"], ["endTime"]],
      (window) => window.endTime - window.startTime >= 1,
      () => m.endBeforeStart,
    ),
    ["endTime"],
  ),
);

export type ProductInput = v.InferOutput<typeof productSchema>;
export type FlashSellInput = v.InferOutput<typeof flashSellSchema>;
export type ProductPatch = v.InferOutput<typeof productPatchSchema>;
export type FlashSellPatch = v.InferOutput<typeof flashSellPatchSchema>;
export type BannerPatch = v.InferOutput<typeof bannerPatchSchema>;
