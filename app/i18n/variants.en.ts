/**
 * Products with options and variants (issue 28, decision 028): the admin's validation messages, the stock sheet's
 * answers and the order API's refusals. A namespace of its own: only the pages and calls that write variants load it.
 */
export const variantsCopy = {
  /** The stock sheet (`/api/products/stock.csv`): why a row was not applied. */
  stockSheet: {
    noHeader: "The first row must name the sku and stock columns.",
    tooManyRows: (limit: number) => `A sheet has at most ${limit} rows.`,
    notCsv: "Send the sheet as CSV text.",
    rows: {
      "no-sku": "This row has no SKU.",
      "bad-stock": "The stock must be a whole number, 0 or more.",
      "unknown-sku": "No variant has this SKU.",
      "repeated-sku": "This SKU is already on an earlier row.",
    },
  },
  validation: {
    options: "A product has at most 3 options.",
    optionName: "Give each option a name of at most 40 characters.",
    optionNamesUnique: "Each option needs a name of its own.",
    optionValues: "Give each option 1 to 50 values.",
    optionValue: "Each value is 1 to 40 characters.",
    duplicateOptionValue: "An option has the same value twice.",
    variants: "A product has 1 to 100 variants.",
    oneVariant: "A product without options has exactly one variant.",
    variantOptions: "Each variant chooses one value of every option, and nothing else.",
    duplicateVariant: "Two variants have the same options.",
    sku: "A SKU is 1 to 64 letters, digits, dots, dashes or underscores.",
    duplicateSku: "Each SKU must be unique in the shop.",
    price: "The price must be 0 or more, with at most two decimals.",
    compareAtPrice: "The compare-at price must be 0 or more, with at most two decimals.",
    stock: "The stock must be a whole number, 0 or more.",
    images: "A product has 1 to 10 images.",
    image: "Upload the image first, then use its link.",
    variantImage: "A variant's image must be one of the product's images.",
    optionsWithoutVariants: "Send the variants with the options.",
    priceWithVariants: "This product has variants: set each variant's price and stock.",
    variantRequired: "Choose the product's options.",
    unknownVariant: "That variant is not one of this product's.",
  },
  api: {
    variantRequired: (product: string) => `Choose the options of ${product}.`,
    variantMismatch: "A variant_id is not one of its product's variants.",
  },
} as const;
