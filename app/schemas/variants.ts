/**
 * A product's options, variants and gallery as admins write them (issue 28): `POST /api/products`,
 * `PUT`/`PATCH /api/products/:id` and the product form. Money is decimal units in, integer cents out.
 */
import * as v from "valibot";
import { section } from "~/i18n/catalogue.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { variantsCopy } from "~/i18n/variants.ts";
import { money } from "~/schemas/money.ts";
import type { Message } from "~/schemas/message.ts";
import {
  MAX_IMAGES,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  SKU_PATTERN,
  type OptionSpec,
} from "~/schemas/variant-rules.ts";
import { variantsIssue } from "~/schemas/variant-checks.ts";
import { countValue, flashSellFields, imageLink, productSchema, withSellPriceCheck } from "~/schemas/admin.ts";

const m = section(() => variantsCopy.validation);

const name = (message: Message) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(40, message));

export const optionSchema = v.object(
  {
    name: name(() => m.optionName),
    values: v.pipe(
      v.array(
        name(() => m.optionValue),
        () => m.optionValues,
      ),
      v.minLength(1, () => m.optionValues),
      v.maxLength(MAX_OPTION_VALUES, () => m.optionValues),
    ),
  },
  () => m.optionName,
);

export const optionsSchema = v.pipe(
  v.array(optionSchema, () => m.options),
  v.maxLength(MAX_OPTIONS, () => m.options),
);

const stock = countValue(() => m.stock);

/**
 * A stored variant's id (`_id`, as GET /api/products/:id gives it): an edit that names it keeps that variant, with
 * its stock, SKU and orders, whatever its options now say (issue 45). Null or absent: matched by its options.
 */
const variantId = v.pipe(
  v.nullish(
    v.pipe(
      v.union([v.string(), v.number()], () => m.unknownVariant),
      v.transform(String),
      v.regex(/^\d{1,12}$/, () => m.unknownVariant),
      v.transform(Number),
    ),
  ),
  v.transform((id) => id ?? undefined),
);

export const variantSchema = v.object(
  {
    _id: v.optional(variantId),
    sku: v.pipe(
      v.nullish(
        v.pipe(
          v.string(() => m.sku),
          v.trim(),
        ),
      ),
      v.transform((sku) => sku || null),
      v.check(
        (sku) => sku === null || SKU_PATTERN.test(sku),
        () => m.sku,
      ),
    ),
    options: v.optional(
      v.record(
        name(() => m.variantOptions),
        name(() => m.variantOptions),
        () => m.variantOptions,
      ),
      {},
    ),
    price: v.optional(
      money(() => m.price),
      "",
    ),
    compareAtPrice: v.pipe(
      v.nullish(v.union([v.literal(""), money(() => m.compareAtPrice)], () => m.compareAtPrice)),
      v.transform((cents) => (cents === "" || cents === undefined ? null : cents)),
    ),
    stock: v.optional(stock, ""),
    image: v.nullish(imageLink(() => m.image)),
  },
  () => m.variants,
);

export const variantsSchema = v.pipe(
  v.array(variantSchema, () => m.variants),
  v.minLength(1, () => m.variants),
  v.maxLength(MAX_VARIANTS, () => m.variants),
);

export const imagesSchema = v.pipe(
  v.array(
    imageLink(() => m.image),
    () => m.images,
  ),
  v.minLength(1, () => m.images),
  v.maxLength(MAX_IMAGES, () => m.images),
);

/** The entries a product's body may add: its options, its variants and its gallery. */
export const variantEntries = {
  options: v.optional(optionsSchema),
  variants: v.optional(variantsSchema),
  images: v.optional(imagesSchema),
};

type VariantFields = {
  options?: OptionSpec[];
  variants?: v.InferOutput<typeof variantsSchema>;
  images?: string[];
};

/**
 * The rules between the parts (duplicate values, SKUs, combinations, a variant's image), reported where they are.
 * Options come with their variants: options alone are refused; variants alone mean a product without options.
 */
export function checkVariants<TInput extends VariantFields>() {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { options, variants, images } = dataset.value;
    if (options !== undefined && variants === undefined) {
      addIssue({ message: m.optionsWithoutVariants, path: [pathItem(dataset.value, "variants")] });
      return;
    }
    if (variants === undefined) return;
    const issue = variantsIssue(options ?? [], variants, images ?? null);
    if (issue) addIssue({ message: m[issue.problem], path: pathOf(dataset.value, issue.path) });
  });
}

/** A dot path as valibot's issue path, so `getDotPath` reports it where the field is. */
function pathOf(input: Record<string, unknown>, dotted: string): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const keys = dotted.split(".");
  const items: v.IssuePathItem[] = [];
  let value: unknown = input;
  for (const key of keys) {
    const index = Array.isArray(value) ? Number(key) : key;
    const next = (value as Record<string | number, unknown> | undefined)?.[index];
    items.push(
      Array.isArray(value)
        ? { type: "array", origin: "value", input: value, key: index as number, value: next }
        : { type: "object", origin: "value", input: value as Record<string, unknown>, key: String(index), value: next },
    );
    value = next;
  }
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}

function pathItem(input: Record<string, unknown>, key: string): v.IssuePathItem {
  return { type: "object", origin: "value", input, key, value: input[key] };
}

const admin = section(() => dashboardCopy.admin.validation);

/**
 * A product with its options, variants and gallery (`POST /api/products`, `PUT /api/products/:id`): the spec's
 * fields, except that with variants the price and stock are each variant's (the product's are then their least
 * price and their sum), and with images the photo is the first of them.
 */
export const productWithVariantsSchema = v.pipe(
  v.object({
    ...productSchema.entries,
    price: v.optional(
      money(
        () => admin.price,
        () => admin.negativeAmount,
      ),
    ),
    stock: v.optional(countValue(() => admin.stock)),
    image: v.optional(imageLink(() => admin.image)),
    ...variantEntries,
  }),
  v.forward(
    v.partialCheck(
      [["price"], ["variants"]],
      (input) => input.variants !== undefined || input.price !== undefined,
      () => admin.price,
    ),
    ["price"],
  ),
  v.forward(
    v.partialCheck(
      [["stock"], ["variants"]],
      (input) => input.variants !== undefined || input.stock !== undefined,
      () => admin.stock,
    ),
    ["stock"],
  ),
  v.forward(
    v.partialCheck(
      [["image"], ["images"]],
      (input) => input.images !== undefined || input.image !== undefined,
      () => admin.image,
    ),
    ["image"],
  ),
  checkVariants(),
);

/** An edit (`PATCH /api/products/:id`): any of the product's fields, options with variants, and the gallery. */
export const productPatchWithVariantsSchema = v.pipe(
  v.object({ ...v.partial(productSchema).entries, ...variantEntries }),
  checkVariants(),
);

/** A flash-sale product with its gallery (`POST /api/flashsell`, Add Flash Sale Product): its photo is the first. */
export const flashSellWithImagesSchema = withSellPriceCheck(
  v.object({ ...flashSellFields.entries, images: variantEntries.images }),
);

type EditPrices = { price?: number; sellprice?: number };

/**
 * The edit screen's save: any of a product's fields (and its offer's, for a flash-sale product), its options with
 * their variants, and its gallery. The sell price is checked against the price when both are sent, and by the
 * domain against the stored one otherwise, as PATCH /api/flashsell/:id does.
 */
export const productEditSchema = v.pipe(
  v.object({ ...v.partial(flashSellFields).entries, ...variantEntries }),
  v.forward<EditPrices, v.PartialCheckIssue<EditPrices>, ["sellprice"]>(
    v.partialCheck(
      [["price"], ["sellprice"]],
      (input) => input.price === undefined || input.sellprice === undefined || input.sellprice <= input.price,
      () => admin.sellPriceAbovePrice,
    ),
    ["sellprice"],
  ),
  checkVariants(),
);

export type ProductWithVariantsInput = v.InferOutput<typeof productWithVariantsSchema>;
export type ProductPatchWithVariants = v.InferOutput<typeof productPatchWithVariantsSchema>;
export type VariantInput = v.InferOutput<typeof variantSchema>;
export type VariantsInput = VariantFields;
