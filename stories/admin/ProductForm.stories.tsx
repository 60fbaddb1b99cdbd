import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  type PendingUpload,
  ProductForm,
  type ProductFormBody,
  type ProductFormProps,
  type ProductFormResult,
  type ProductFormValues,
} from "~/components/admin/ProductForm.tsx";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { variantsCopy } from "~/i18n/variants.ts";

const categories = [
  { name: "electronics", displayName: "Electronics" },
  { name: "phone and parts", displayName: "Phone and Parts" },
  { name: "watches", displayName: "Watches" },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays the route's part: the upload moves the progress bar while `onSubmit` runs. */
function RouteDrivenForm(props: ProductFormProps) {
  const [uploading, setUploading] = useState({ open: false, progress: 0 });
  return (
    <ProductForm
      {...props}
      uploading={uploading}
      onSubmit={async (values, uploads) => {
        // As the screen does: an edit without a new photo uploads nothing.
        for (const progress of uploads.length > 0 ? [0, 0.5, 1] : []) {
          setUploading({ open: true, progress });
          await wait(40);
        }
        const result = await props.onSubmit(values, uploads);
        setUploading({ open: false, progress: 1 });
        return result;
      }}
    />
  );
}

const added = async (): Promise<ProductFormResult> => ({ ok: true });
const ADD_ERROR = "This category does not exist. Add it under Manage Category first.";

const meta = {
  title: "Admin/ProductForm",
  component: ProductForm,
  render: (args) => <RouteDrivenForm {...args} />,
  args: {
    variant: "product",
    categories,
    uploading: { open: false, progress: 0 },
    onSubmit: fn(added),
  },
  parameters: { router: { initialEntries: ["/dashboard/addproduct"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Calls = { mock: { calls: [ProductFormBody, PendingUpload[]][] } };

function photoFile(name = "watch.png") {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });
}

type Canvas = ReturnType<typeof within>;

async function fillValidProduct(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText("Product Name"), "Smart Watch");
  await userEvent.type(canvas.getByLabelText("Seller"), "Acme");
  await userEvent.selectOptions(canvas.getByLabelText("Category"), "watches");
  await userEvent.type(canvas.getByLabelText("Stock"), "12");
  await userEvent.type(canvas.getByLabelText("Price"), "49.99");
  await userEvent.type(canvas.getByLabelText("Shipping"), "2.5");
  await userEvent.selectOptions(canvas.getByLabelText("Rating"), "4.5");
  await userEvent.type(canvas.getByLabelText("Number of raters"), "30");
  await userEvent.type(canvas.getByLabelText("Feature 1"), "Battery");
  await userEvent.type(canvas.getByLabelText("Value 1"), "7 days");
  await userEvent.upload(canvas.getByLabelText("Photo"), photoFile());
}

export const EmptyProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Add Product" })).toBeVisible();
    await expect(canvas.getByLabelText("Product Name")).toHaveValue("");
    await expect(canvas.getByLabelText("Seller")).toHaveValue("");

    const category = canvas.getByLabelText("Category");
    await expect(category).toHaveValue("");
    const categoryOptions = within(category).getAllByRole("option");
    await expect(categoryOptions.map((option) => option.textContent)).toEqual([
      "Choose a category",
      "Electronics",
      "Phone and Parts",
      "Watches",
    ]);
    await expect(categoryOptions.map((option) => (option as HTMLOptionElement).value)).toEqual([
      "",
      "electronics",
      "phone and parts",
      "watches",
    ]);

    await expect(canvas.getByLabelText("Stock")).toHaveAttribute("min", "0");
    await expect(canvas.getByLabelText("Price")).toHaveAttribute("step", "0.01");
    await expect(canvas.getByLabelText("Shipping")).toHaveAttribute("step", "0.01");
    await expect(canvas.getByLabelText("Number of raters")).toHaveAttribute("min", "0");
    await expect(canvas.queryByLabelText("Sell Price")).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText("Sell Shipping")).not.toBeInTheDocument();

    const rating = canvas.getByLabelText("Rating");
    await expect(rating).toHaveValue("2");
    const ratingOptions = within(rating).getAllByRole("option");
    await expect(ratingOptions).toHaveLength(10);
    await expect(ratingOptions[0]).toHaveTextContent("0.5 Useless");
    await expect(ratingOptions[3]).toHaveTextContent("2 Poor+");
    await expect(ratingOptions[9]).toHaveTextContent("5 Excellent+");

    await expect(canvas.getByLabelText("Feature 1")).toHaveValue("");
    await expect(canvas.getByLabelText("Value 1")).toHaveValue("");
    await expect(canvas.getByRole("button", { name: "Add More" })).toBeVisible();
    await expect(canvas.getByLabelText("Photo")).toHaveAttribute(
      "accept",
      "image/jpeg,image/png,image/webp,image/avif",
    );
    await expect(canvas.getByRole("button", { name: "Add Product" })).toBeEnabled();
  },
};

export const FlashSale: Story = {
  args: { variant: "flashsell" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Add Flash Sale Product" })).toBeVisible();
    await expect(canvas.getByLabelText("Sell Price")).toHaveAttribute("step", "0.01");
    await expect(canvas.getByLabelText("Sell Price")).toHaveAttribute("min", "0");
    await expect(canvas.getByLabelText("Sell Shipping")).toHaveAttribute("step", "0.01");

    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await expect(canvas.getByText("Please enter the product sell price")).toBeVisible();
    await expect(canvas.getByText("Please enter the sell shipping cost")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await fillValidProduct(canvas);
    await userEvent.type(canvas.getByLabelText("Sell Price"), "39.99");
    await userEvent.type(canvas.getByLabelText("Sell Shipping"), "0");
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [values] = (args.onSubmit as unknown as Calls).mock.calls[0]!;
    await expect(values.sellprice).toBe("39.99");
    await expect(values.sellshipping).toBe("0");
    await expect(await canvas.findByText("This is a success alert — check it out!")).toBeVisible();
  },
};

export const SellPriceAbovePrice: Story = {
  args: { variant: "flashsell" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidProduct(canvas);
    await userEvent.type(canvas.getByLabelText("Sell Price"), "59.99");
    // A sell shipping above the shipping (2.5) is allowed.
    await userEvent.type(canvas.getByLabelText("Sell Shipping"), "9");
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    const sellPrice = canvas.getByLabelText("Sell Price");
    await expect(canvas.getByText(dashboardCopy.admin.validation.sellPriceAbovePrice)).toBeVisible();
    await expect(sellPrice).toHaveAttribute("aria-invalid", "true");
    // Its currency, then the error.
    await expect(sellPrice).toHaveAccessibleDescription(
      `${dashboardCopy.productForm.inCurrency("USD ($)")} ${dashboardCopy.admin.validation.sellPriceAbovePrice}`,
    );
    await expect(sellPrice).toHaveFocus();
    await expect(canvas.getByLabelText("Sell Shipping")).not.toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(sellPrice);
    await userEvent.type(sellPrice, "49.99");
    await expect(canvas.queryByText(dashboardCopy.admin.validation.sellPriceAbovePrice)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    for (const message of [
      "Please enter the product name",
      "Please enter the seller name",
      "Please enter the product category",
      "Please enter the num of stock",
      "Please enter the product price",
      "Please enter the shipping cost",
      "Please enter the num of rating people",
      "Please enter the product photo",
      dashboardCopy.admin.validation.feature,
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(canvas.getByLabelText("Product Name")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Product Name")).toHaveFocus();
    await expect(canvas.getByLabelText("Category")).toHaveAccessibleDescription("Please enter the product category");
    await expect(canvas.getByLabelText("Feature 1")).toHaveAccessibleDescription(
      dashboardCopy.admin.validation.feature,
    );
    await expect(canvas.getByLabelText("Photo")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Photo")).toHaveAccessibleDescription("Please enter the product photo");
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByLabelText("Product Name"), "Lamp");
    await expect(canvas.queryByText("Please enter the product name")).not.toBeInTheDocument();
    await expect(canvas.getByText("Please enter the product price")).toBeVisible();
  },
};

/** Money fields name the shop's currency, and a negative amount is refused with what it must be (issue 30). */
export const NegativePrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidProduct(canvas);
    const price = canvas.getByLabelText("Price");
    await expect(price).toHaveAccessibleDescription(dashboardCopy.productForm.inCurrency("USD ($)"));
    await userEvent.clear(price);
    await userEvent.type(price, "-5");
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await expect(canvas.getByText(dashboardCopy.admin.validation.negativeAmount)).toBeVisible();
    await expect(canvas.queryByText("Please enter the product price")).not.toBeInTheDocument();
    await expect(price).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FeatureRowAddedThenRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: /^Remove feature/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole("button", { name: "Add More" })).toHaveLength(1);

    await userEvent.type(canvas.getByLabelText("Feature 1"), "Colour");
    await userEvent.click(canvas.getByRole("button", { name: "Add More" }));
    await expect(canvas.getByLabelText("Feature 2")).toBeVisible();
    await expect(canvas.getByLabelText("Value 2")).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText("Feature 2")).toHaveFocus());
    await expect(canvas.getAllByRole("button", { name: "Add More" })).toHaveLength(1);
    await expect(canvas.queryByRole("button", { name: "Remove feature 1" })).not.toBeInTheDocument();
    const remove = canvas.getByRole("button", { name: "Remove feature 2" });

    // 'Add More' sits on the last row only: after row 2's remove button.
    const addMore = canvas.getByRole("button", { name: "Add More" });
    await expect(remove.compareDocumentPosition(addMore) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(
      canvas.getByLabelText("Value 1").compareDocumentPosition(addMore) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(
      canvas.getByLabelText("Value 2").compareDocumentPosition(addMore) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await userEvent.click(remove);
    await expect(canvas.queryByLabelText("Feature 2")).not.toBeInTheDocument();
    await expect(canvas.getByLabelText("Feature 1")).toHaveValue("Colour");
    await expect(canvas.queryByRole("button", { name: /^Remove feature/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Add More" })).toBeVisible();
  },
};

export const SubmitSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillValidProduct(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Add More" }));
    await userEvent.type(canvas.getByLabelText("Feature 2"), "Strap");
    await userEvent.type(canvas.getByLabelText("Value 2"), "Leather");
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));

    const dialog = await body.findByRole("dialog", { name: "Uploading..." });
    await expect(within(dialog).getByRole("progressbar")).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Uploading..." })).not.toBeInTheDocument());

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const [values, uploads] = (args.onSubmit as unknown as Calls).mock.calls[0]!;
    const photo = uploads[0]!.ref;
    await expect(values).toEqual({
      image: photo,
      images: [photo],
      name: "Smart Watch",
      seller: "Acme",
      category: "watches",
      stock: "12",
      price: "49.99",
      shipping: "2.5",
      star: "4.5",
      starCount: "30",
      features: [
        { description: "Battery", value: "7 days" },
        { description: "Strap", value: "Leather" },
      ],
    });
    await expect(uploads.map((upload) => upload.file.name)).toEqual(["watch.png"]);

    await expect(await canvas.findByText("This is a success alert — check it out!")).toBeVisible();
    await expect(canvas.getByLabelText("Product Name")).toHaveValue("");
    await expect(canvas.getByLabelText("Category")).toHaveValue("");
    await expect(canvas.getByLabelText("Rating")).toHaveValue("2");
    await expect(canvas.getByLabelText("Feature 1")).toHaveValue("");
    await expect(canvas.queryByLabelText("Feature 2")).not.toBeInTheDocument();
    await expect((canvas.getByLabelText("Photo") as HTMLInputElement).files).toHaveLength(0);

    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.adminScreens.dismiss }));
    await expect(canvas.queryByText("This is a success alert — check it out!")).not.toBeInTheDocument();
  },
};

export const SubmitFails: Story = {
  args: {
    onSubmit: fn(async (): Promise<ProductFormResult> => ({
      ok: false,
      error: ADD_ERROR,
      fieldErrors: { category: ADD_ERROR },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillValidProduct(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));

    await expect(await canvas.findByRole("alert")).toHaveTextContent(ADD_ERROR);
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Uploading..." })).not.toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText("Product Name")).toHaveValue("Smart Watch");
    await expect(canvas.getByLabelText("Category")).toHaveValue("watches");
    await expect(canvas.getByLabelText("Rating")).toHaveValue("4.5");
    await expect(canvas.getByLabelText("Feature 1")).toHaveValue("Battery");
    await expect(canvas.getByLabelText("Category")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Category")).toHaveAccessibleDescription(ADD_ERROR);
    await expect(canvas.queryByText("This is a success alert — check it out!")).not.toBeInTheDocument();
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText("Product Name");
    const seller = canvas.getByLabelText("Seller");
    // One column: Seller sits below Product Name, not beside it.
    await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(seller.getBoundingClientRect().top);
    await expect(canvas.getByRole("button", { name: "Add Product" })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** A stored product, as the edit screen fills the form in. */
const STORED: ProductFormValues = {
  name: "Acme 65W USB-C Charger",
  seller: "Acme Power",
  category: "phone and parts",
  stock: "40",
  price: "1499.50",
  shipping: "0.00",
  star: "4.5",
  starCount: "120",
  features: [
    { description: "Output", value: "65 W" },
    { description: "Ports", value: "2 x USB-C" },
  ],
};

const PHOTO_URL =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2563eb"/></svg>',
  );

const updated = async (): Promise<ProductFormResult> => ({ ok: true });

/** Edit: every field filled in from the stored product, the current photo shown, a new one optional. */
export const EditFilledIn: Story = {
  args: { initial: { values: STORED, imageUrl: PHOTO_URL }, onSubmit: fn(updated) },
  parameters: { router: { initialEntries: ["/dashboard/editproduct/7"] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Edit Product" })).toBeVisible();
    await expect(canvas.getByLabelText("Product Name")).toHaveValue("Acme 65W USB-C Charger");
    await expect(canvas.getByLabelText("Seller")).toHaveValue("Acme Power");
    await expect(canvas.getByLabelText("Category")).toHaveValue("phone and parts");
    await expect(canvas.getByLabelText("Stock")).toHaveValue(40);
    await expect(canvas.getByLabelText("Price")).toHaveValue(1499.5);
    await expect(canvas.getByLabelText("Shipping")).toHaveValue(0);
    await expect(canvas.getByLabelText("Rating")).toHaveValue("4.5");
    await expect(canvas.getByLabelText("Number of raters")).toHaveValue(120);
    await expect(canvas.getByLabelText("Feature 2")).toHaveValue("Ports");
    await expect(canvas.getByLabelText("Value 2")).toHaveValue("2 x USB-C");
    await expect(canvas.getByRole("group", { name: galleryTexts.heading }).querySelectorAll("li img")).toHaveLength(1);
    await expect(canvas.getByText("Main photo")).toBeVisible();
    const photo = canvas.getByLabelText("Add photos");
    await expect(photo).toHaveAttribute("aria-required", "false");

    // Only the price changes; no photo is chosen, so nothing is uploaded and the stored photo stays.
    const price = canvas.getByLabelText("Price");
    await userEvent.clear(price);
    await userEvent.type(price, "1299.5");
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.productForm.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [values, uploads] = (args.onSubmit as unknown as Calls).mock.calls[0]!;
    await expect(values).toEqual({ ...STORED, price: "1299.5", images: [PHOTO_URL] });
    await expect(uploads).toEqual([]);
    await expect(await canvas.findByText(dashboardCopy.admin.productUpdated)).toBeVisible();
    // The form keeps what is now stored.
    await expect(canvas.getByLabelText("Product Name")).toHaveValue("Acme 65W USB-C Charger");
    await expect(canvas.getByLabelText("Price")).toHaveValue(1299.5);
  },
};

/** Edit of a flash-sale product: its sell price and sell shipping too, checked against the price. */
export const EditFlashSaleProduct: Story = {
  args: {
    variant: "flashsell",
    initial: { values: { ...STORED, sellprice: "1199.00", sellshipping: "0.00" }, imageUrl: PHOTO_URL },
    onSubmit: fn(updated),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Edit Flash Sale Product" })).toBeVisible();
    await expect(canvas.getByLabelText("Sell Price")).toHaveValue(1199);
    const sellPrice = canvas.getByLabelText("Sell Price");
    await userEvent.clear(sellPrice);
    await userEvent.type(sellPrice, "1600");
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.productForm.save }));
    await expect(canvas.getByText(dashboardCopy.admin.validation.sellPriceAbovePrice)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses the edit: the message shows, the field is marked, and nothing typed is lost. */
export const EditRefused: Story = {
  args: {
    initial: { values: STORED, imageUrl: PHOTO_URL },
    onSubmit: fn(async (): Promise<ProductFormResult> => ({
      ok: false,
      error: ADD_ERROR,
      fieldErrors: { category: ADD_ERROR },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText("Product Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Acme 65W GaN Charger");
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.productForm.save }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(ADD_ERROR);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText("Category")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Product Name")).toHaveValue("Acme 65W GaN Charger");
    await expect(canvas.queryByText(dashboardCopy.admin.productUpdated)).not.toBeInTheDocument();
  },
};

/** While the edit is saved the button says so and the form cannot be sent twice. */
export const EditSaving: Story = {
  args: {
    initial: { values: STORED, imageUrl: PHOTO_URL },
    onSubmit: fn(() => new Promise<ProductFormResult>(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.productForm.save }));
    const saving = await canvas.findByRole("button", { name: dashboardCopy.productForm.saving });
    await expect(saving).toBeDisabled();
    await expect(canvas.getByRole("form")).toHaveAttribute("aria-busy", "true");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

const variantTexts = variantsCopy.editor;
const galleryTexts = variantsCopy.gallery;

/**
 * Gives an option its values by pasting them as a list ("M,L"), which the tags input splits at the commas. (Typing
 * them one by one with Enter works for people; the input is emptied outside the events the test library follows,
 * so in a test a second value would be appended to the first unless the input is cleared first.)
 */
async function addValues(canvas: Canvas, label: string, values: string[]) {
  const input = canvas.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.paste(values.join(","));
  await waitFor(() => expect(input).toHaveValue(""));
}

/**
 * A new product in sizes and colours: the options editor opens, each option's values are typed as tags, and the
 * grid has one row per combination. "Apply price to all" fills every price; one combination is left out; the body
 * sent names the options and the four variants sold.
 */
export const WithOptions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidProduct(canvas);
    await userEvent.click(canvas.getByRole("button", { name: variantTexts.addOptions }));
    const size = await canvas.findByLabelText(variantTexts.optionName(1));
    await waitFor(() => expect(size).toHaveFocus());
    // The product's own price and stock give way to each variant's.
    await expect(canvas.queryByLabelText("Stock")).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText("Price")).not.toBeInTheDocument();
    await expect(canvas.getByText(variantTexts.noVariantsYet)).toBeVisible();

    await userEvent.type(size, "Size");
    // One value typed and added with Enter, as people do.
    const sizes = canvas.getByLabelText(variantTexts.optionValues("Size"));
    await userEvent.type(sizes, "M{Enter}");
    await expect(canvas.getByText("M", { selector: "[data-part=item-text]" })).toBeVisible();
    await addValues(canvas, variantTexts.optionValues("Size"), ["L"]);
    await userEvent.click(canvas.getByRole("button", { name: variantTexts.addOption }));
    const colour = await canvas.findByLabelText(variantTexts.optionName(2));
    await userEvent.type(colour, "Colour");
    await addValues(canvas, variantTexts.optionValues("Colour"), ["Red", "Blue", "Green"]);

    const grid = canvas.getByRole("region", { name: variantTexts.gridLabel });
    await expect(within(grid).getAllByRole("row")).toHaveLength(7);
    await expect(canvas.getByText(variantTexts.variantCount(6, 6))).toBeVisible();
    // The money columns and the price for all name the shop's currency (issue 30).
    const inCurrency = dashboardCopy.productForm.inCurrency("USD ($)");
    await expect(within(grid).getAllByText(inCurrency)).toHaveLength(2);
    await expect(canvas.getByLabelText(variantTexts.priceForAll)).toHaveAccessibleDescription(inCurrency);

    await userEvent.type(canvas.getByLabelText(variantTexts.priceForAll), "1200");
    await userEvent.click(canvas.getByRole("button", { name: variantTexts.applyPriceToAll }));
    await expect(canvas.getByLabelText(variantTexts.cellLabel("Price", "Size: L / Colour: Green"))).toHaveValue("1200");
    await userEvent.clear(canvas.getByLabelText(variantTexts.cellLabel("Price", "Size: L / Colour: Green")));
    await userEvent.type(canvas.getByLabelText(variantTexts.cellLabel("Price", "Size: L / Colour: Green")), "1500");
    await userEvent.type(
      canvas.getByLabelText(variantTexts.cellLabel("Compare-at price", "Size: M / Colour: Red")),
      "1400",
    );

    // Not sold in green M, and not in blue.
    await userEvent.click(canvas.getByLabelText(variantTexts.sellThis("Size: M / Colour: Green")));
    await userEvent.click(canvas.getByRole("button", { name: "Remove Blue" }));
    await expect(within(grid).getAllByRole("row")).toHaveLength(5);
    await expect(canvas.getByLabelText(variantTexts.cellLabel("Stock", "Size: M / Colour: Green"))).toBeDisabled();

    // Every stock is needed: the first missing one is marked and focused.
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    const firstStock = canvas.getByLabelText(variantTexts.cellLabel("Stock", "Size: M / Colour: Red"));
    await expect(firstStock).toHaveAttribute("aria-invalid", "true");
    await expect(firstStock).toHaveAccessibleDescription(variantsCopy.validation.stock);
    await waitFor(() => expect(firstStock).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    for (const title of ["Size: M / Colour: Red", "Size: L / Colour: Red", "Size: L / Colour: Green"])
      await userEvent.type(canvas.getByLabelText(variantTexts.cellLabel("Stock", title)), "5");
    await userEvent.type(canvas.getByLabelText(variantTexts.cellLabel("SKU", "Size: L / Colour: Red")), "TEE-L-RED");
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [values] = (args.onSubmit as unknown as Calls).mock.calls[0]!;
    await expect(values.price).toBeUndefined();
    await expect(values.stock).toBeUndefined();
    await expect(values.options).toEqual([
      { name: "Size", values: ["M", "L"] },
      { name: "Colour", values: ["Red", "Green"] },
    ]);
    await expect(values.variants).toEqual([
      {
        sku: null,
        options: { Size: "M", Colour: "Red" },
        price: "1200",
        compareAtPrice: "1400",
        stock: "5",
        image: null,
      },
      {
        sku: "TEE-L-RED",
        options: { Size: "L", Colour: "Red" },
        price: "1200",
        compareAtPrice: null,
        stock: "5",
        image: null,
      },
      {
        sku: null,
        options: { Size: "L", Colour: "Green" },
        price: "1500",
        compareAtPrice: null,
        stock: "5",
        image: null,
      },
    ]);
    await expect(await canvas.findByText("This is a success alert — check it out!")).toBeVisible();
    // The form is empty again, options too.
    await expect(canvas.getByRole("button", { name: variantTexts.addOptions })).toBeVisible();
  },
};

/** Options that would make more than 100 combinations: the grid says so instead of drawing them. */
export const TooManyCombinations: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: variantTexts.addOptions }));
    await userEvent.type(await canvas.findByLabelText(variantTexts.optionName(1)), "Size");
    await addValues(canvas, variantTexts.optionValues("Size"), [
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
      "11",
    ]);
    await userEvent.click(canvas.getByRole("button", { name: variantTexts.addOption }));
    await userEvent.type(await canvas.findByLabelText(variantTexts.optionName(2)), "Length");
    await addValues(canvas, variantTexts.optionValues("Length"), ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    await expect(canvas.getByText(variantTexts.tooManyVariants(110, 100))).toBeVisible();
    await expect(canvas.queryByRole("region", { name: variantTexts.gridLabel })).not.toBeInTheDocument();
  },
};

const SHIRT_PHOTOS = ["#1d4ed8", "#b91c1c", "#15803d"].map(
  (fill) =>
    "data:image/svg+xml," +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/></svg>`,
    ),
);

/** A stored shirt in sizes and colours, as the edit screen opens it: a combination not sold is unticked. */
const SHIRT = {
  values: { ...STORED, name: "Oxford Shirt", stock: "9", price: "1200.00" },
  imageUrl: SHIRT_PHOTOS[0]!,
  images: SHIRT_PHOTOS,
  options: [
    { name: "Size", values: ["M", "L"] },
    { name: "Colour", values: ["Blue", "Red"] },
  ],
  variants: [
    {
      id: 101,
      optionValues: ["M", "Blue"],
      sku: "OX-M-BLU",
      priceCents: 120000,
      compareAtCents: 150000,
      stock: 4,
      imageUrl: null,
    },
    {
      id: 102,
      optionValues: ["M", "Red"],
      sku: "OX-M-RED",
      priceCents: 120000,
      compareAtCents: null,
      stock: 0,
      imageUrl: SHIRT_PHOTOS[1]!,
    },
    {
      id: 103,
      optionValues: ["L", "Blue"],
      sku: null,
      priceCents: 130000,
      compareAtCents: null,
      stock: 5,
      imageUrl: null,
    },
  ],
};

export const EditWithOptions: Story = {
  args: { initial: SHIRT, onSubmit: fn(updated) },
  parameters: { router: { initialEntries: ["/dashboard/editproduct/12"] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(variantTexts.optionName(1))).toHaveValue("Size");
    await expect(canvas.getByLabelText(variantTexts.sellThis("Size: L / Colour: Red"))).not.toBeChecked();
    await expect(
      canvas.getByLabelText(variantTexts.cellLabel("Compare-at price", "Size: M / Colour: Blue")),
    ).toHaveValue("1500.00");
    await expect(canvas.getByLabelText(variantTexts.cellLabel("Photo", "Size: M / Colour: Red"))).toHaveDisplayValue(
      variantTexts.photoNumber(2),
    );
    await expect(canvas.getByText(variantTexts.variantCount(3, 4))).toBeVisible();

    // The red photo moves first: the red variant keeps it, now as photo 1.
    await userEvent.click(canvas.getByRole("button", { name: "Move photo 2 earlier" }));
    await expect(canvas.getByRole("button", { name: "Move photo 1 later" })).toHaveFocus();
    await expect(canvas.getByText("Photo moved to position 1 of 3.")).toHaveAttribute("role", "status");
    await expect(canvas.getByLabelText(variantTexts.cellLabel("Photo", "Size: M / Colour: Red"))).toHaveDisplayValue(
      variantTexts.photoNumber(1),
    );

    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.productForm.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [values] = (args.onSubmit as unknown as Calls).mock.calls[0]!;
    await expect(values.images).toEqual([SHIRT_PHOTOS[1], SHIRT_PHOTOS[0], SHIRT_PHOTOS[2]]);
    await expect(values.variants?.map((variant) => [variant.sku, variant.stock, variant.image])).toEqual([
      ["OX-M-BLU", "4", null],
      ["OX-M-RED", "0", SHIRT_PHOTOS[1]],
      [null, "5", null],
    ]);
    await expect(await canvas.findByText(dashboardCopy.admin.productUpdated)).toBeVisible();
  },
};

/**
 * Issue 45: a value renamed in place ("L" to "Large", its tag edited) keeps its row with what it holds, and the save
 * names each stored variant by its `_id`, so the server keeps those variants with their stock and their orders.
 */
export const EditRenamesAValue: Story = {
  args: { initial: SHIRT, onSubmit: fn(updated) },
  parameters: { router: { initialEntries: ["/dashboard/editproduct/12"] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(await canvas.findByText("L", { selector: "[data-part=item-text]" }));
    const editing = canvasElement.querySelector<HTMLInputElement>("[data-part=item-input]:not([hidden])");
    await expect(editing).toHaveValue("L");
    await userEvent.clear(editing!);
    await userEvent.type(editing!, "Large{Enter}");
    await expect(await canvas.findByText("Large", { selector: "[data-part=item-text]" })).toBeVisible();
    await expect(canvas.getByLabelText(variantTexts.cellLabel("Stock", "Size: Large / Colour: Blue"))).toHaveValue("5");

    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.productForm.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [values] = (args.onSubmit as unknown as Calls).mock.calls[0]!;
    await expect(values.options?.[0]).toEqual({ name: "Size", values: ["M", "Large"] });
    await expect(values.variants?.map((variant) => [variant._id, variant.options, variant.stock])).toEqual([
      ["101", { Size: "M", Colour: "Blue" }, "4"],
      ["102", { Size: "M", Colour: "Red" }, "0"],
      ["103", { Size: "Large", Colour: "Blue" }, "5"],
    ]);
  },
};

/** The server refuses a duplicate SKU: the message is on that variant's SKU cell. */
export const VariantRefused: Story = {
  args: {
    initial: SHIRT,
    onSubmit: fn(async (): Promise<ProductFormResult> => ({
      ok: false,
      error: variantsCopy.validation.duplicateSku,
      fieldErrors: { "variants.1.sku": variantsCopy.validation.duplicateSku },
    })),
  },
  parameters: { router: { initialEntries: ["/dashboard/editproduct/12"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: dashboardCopy.productForm.save }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(variantsCopy.validation.duplicateSku);
    const sku = canvas.getByLabelText(variantTexts.cellLabel("SKU", "Size: M / Colour: Red"));
    await expect(sku).toHaveAttribute("aria-invalid", "true");
    await expect(sku).toHaveAccessibleDescription(variantsCopy.validation.duplicateSku);
  },
};

/** Photos added, reordered by keyboard and removed before the product is saved; each upload is sent in order. */
export const GalleryEdited: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidProduct(canvas);
    await userEvent.upload(canvas.getByLabelText("Photo"), [
      photoFile("front.png"),
      photoFile("back.png"),
      photoFile("tag.png"),
    ]);
    await expect(canvas.getByRole("group", { name: galleryTexts.heading }).querySelectorAll("li img")).toHaveLength(4);
    await expect(canvas.getAllByText(galleryTexts.notUploaded)).toHaveLength(4);

    await userEvent.click(canvas.getByRole("button", { name: "Move photo 3 later" }));
    await expect(canvas.getByRole("button", { name: "Move photo 4 earlier" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "Remove photo 1" }));
    await expect(canvas.getByRole("group", { name: galleryTexts.heading }).querySelectorAll("li img")).toHaveLength(3);

    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [values, uploads] = (args.onSubmit as unknown as Calls).mock.calls[0]!;
    await expect(uploads.map((upload) => upload.file.name)).toEqual(["front.png", "tag.png", "back.png"]);
    await expect(values.images).toEqual(uploads.map((upload) => upload.ref));
    await expect(values.image).toBe(uploads[0]!.ref);
  },
};

/** The options editor and its grid on a phone: the grid scrolls sideways inside its own region, not the page. */
export const OptionsOnAPhone: Story = {
  args: { initial: SHIRT, onSubmit: fn(updated) },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  parameters: { router: { initialEntries: ["/dashboard/editproduct/12"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("region", { name: variantTexts.gridLabel })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** A chosen file that is not a photo the shop stores is refused as it is chosen, and the others are added. */
export const PhotoRefused: Story = {
  args: {
    refusePhoto: async (file: File) => (file.name.endsWith(".gif") ? dashboardCopy.admin.errors.imageType : null),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Photo");
    await userEvent.upload(input, [photoFile("front.png"), photoFile("moving.gif")]);
    await expect(await canvas.findByText(dashboardCopy.admin.errors.imageType)).toBeVisible();
    // The input is a new one, emptied, so the same file may be chosen again.
    await expect(canvas.getByLabelText("Photo")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("group", { name: galleryTexts.heading }).querySelectorAll("li img")).toHaveLength(1);
  },
};

/** A photo added on the edit screen and saved, then saved again: the second save sends the photo again, not a link it never got. */
export const EditSavedTwiceWithANewPhoto: Story = {
  args: { initial: { values: STORED, imageUrl: PHOTO_URL }, onSubmit: fn(updated) },
  parameters: { router: { initialEntries: ["/dashboard/editproduct/7"] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText("Add photos"), photoFile("side.png"));
    const save = canvas.getByRole("button", { name: dashboardCopy.productForm.save });
    await userEvent.click(save);
    await expect(await canvas.findByText(dashboardCopy.admin.productUpdated)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.productForm.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    const calls = (args.onSubmit as unknown as Calls).mock.calls;
    for (const [values, uploads] of calls) {
      await expect(uploads.map((upload) => upload.file.name)).toEqual(["side.png"]);
      await expect(values.images).toEqual([PHOTO_URL, uploads[0]!.ref]);
    }
  },
};
