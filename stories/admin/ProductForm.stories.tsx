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
import { copy } from "~/copy.ts";

const categories = [{ name: "electronics" }, { name: "phone and parts" }, { name: "watches" }];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays the route's part: the upload moves the progress bar while `onSubmit` runs. */
function RouteDrivenForm(props: ProductFormProps) {
  const [uploading, setUploading] = useState({ open: false, progress: 0 });
  return (
    <ProductForm
      {...props}
      uploading={uploading}
      onSubmit={async (values, file) => {
        for (const progress of [0, 0.5, 1]) {
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
      "Phone And Parts",
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
    await expect(canvas.getByText(copy.admin.validation.sellPriceAbovePrice)).toBeVisible();
    await expect(sellPrice).toHaveAttribute("aria-invalid", "true");
    await expect(sellPrice).toHaveAccessibleDescription(copy.admin.validation.sellPriceAbovePrice);
    await expect(sellPrice).toHaveFocus();
    await expect(canvas.getByLabelText("Sell Shipping")).not.toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(sellPrice);
    await userEvent.type(sellPrice, "49.99");
    await expect(canvas.queryByText(copy.admin.validation.sellPriceAbovePrice)).not.toBeInTheDocument();
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
      copy.admin.validation.feature,
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(canvas.getByLabelText("Product Name")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Product Name")).toHaveFocus();
    await expect(canvas.getByLabelText("Category")).toHaveAccessibleDescription("Please enter the product category");
    await expect(canvas.getByLabelText("Feature 1")).toHaveAccessibleDescription(copy.admin.validation.feature);
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

    await userEvent.click(canvas.getByRole("button", { name: copy.adminScreens.dismiss }));
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
