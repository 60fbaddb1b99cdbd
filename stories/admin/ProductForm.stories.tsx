import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  ProductForm,
  type ProductFormProps,
  type ProductFormResult,
  type ProductFormValues,
} from "~/components/admin/ProductForm.tsx";
import { dashboardCopy } from "~/copy-dashboard.ts";

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
      onSubmit={async (values, file) => {
        // As the screen does: an edit without a new photo uploads nothing.
        for (const progress of file ? [0, 0.5, 1] : []) {
          setUploading({ open: true, progress });
          await wait(40);
        }
        const result = await props.onSubmit(values, file);
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

type Calls = { mock: { calls: [ProductFormValues, File][] } };

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
    await expect(sellPrice).toHaveAccessibleDescription(dashboardCopy.admin.validation.sellPriceAbovePrice);
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
    const [values, file] = (args.onSubmit as unknown as Calls).mock.calls[0]!;
    await expect(values).toEqual({
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
    await expect(file.name).toBe("watch.png");

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
    await expect(canvas.getByText(dashboardCopy.productForm.currentPhoto)).toBeVisible();
    const photo = canvas.getByLabelText(dashboardCopy.productForm.newPhoto);
    await expect(photo).toHaveAttribute("aria-required", "false");
    await expect(photo).toHaveAccessibleDescription(dashboardCopy.productForm.keepPhoto);

    // Only the price changes; no photo is chosen, so the stored one stays (the file is null).
    const price = canvas.getByLabelText("Price");
    await userEvent.clear(price);
    await userEvent.type(price, "1299.5");
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.productForm.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [values, file] = (args.onSubmit as unknown as { mock: { calls: [ProductFormValues, File | null][] } }).mock
      .calls[0]!;
    await expect(values).toEqual({ ...STORED, price: "1299.5" });
    await expect(file).toBeNull();
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
