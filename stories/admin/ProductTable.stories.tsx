import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useState } from "react";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { ProductSearch } from "~/components/admin/ProductSearch.tsx";
import {
  type DeleteProductResult,
  type OfferVariantResult,
  type ProductRow,
  ProductTable,
} from "~/components/admin/ProductTable.tsx";

/** Names and sellers as the admin typed them (decision 014): shown as they are. */
const NAMES = [
  "Smart Watch",
  "Wireless Earbuds",
  "Phone Case",
  "USB Charger",
  "Laptop Stand",
  "Desk Lamp",
  "Travel Bag",
  "Water Bottle",
  "Power Bank",
  "Hiking Boots",
];
const SELLERS = ["Apple", "Samsung", "Anker", "Xiaomi", "Logitech"];

function makeRows(count: number, withSellPrice = false): ProductRow[] {
  return Array.from({ length: count }, (_, index) => {
    const base = NAMES[index % NAMES.length]!;
    const row: ProductRow = {
      id: `64f1a${String(index + 1).padStart(4, "0")}`,
      name: index < NAMES.length ? base : `${base} ${Math.floor(index / NAMES.length) + 1}`,
      seller: SELLERS[index % SELLERS.length]!,
      priceCents: 1999 + index * 150,
      shippingCents: 500 + (index % 3) * 50,
      stock: 10 + index,
    };
    return withSellPrice ? { ...row, sellPriceCents: 1499 + index * 100 } : row;
  });
}

const tenRows = makeRows(10);
const flashRows = makeRows(6, true);
const DELETE_ERROR = "This product is in an open order. Please try again later.";
const SUCCESS = "Product Deleted Successfully — check it out!";
const BASE_COLUMNS = ["Product Name", "Seller", "Price", "Shipping Cost", "Stock"];

const meta = {
  title: "Admin/ProductTable",
  component: ProductTable,
  args: {
    title: "All Products",
    rows: tenRows,
    page: 1,
    pageSize: 10,
    total: 24,
    pageHref: (page: number) => `/dashboard/addproduct?page=${page}`,
    pageSizeHref: (size: number) => `/dashboard/addproduct?pageSize=${size}`,
    onDelete: fn(async (): Promise<DeleteProductResult> => ({ ok: true })),
    editHref: (row: ProductRow) => `/dashboard/editproduct/${row.id}`,
  },
  parameters: { router: { initialEntries: ["/dashboard/addproduct"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("table")).getAllByRole("row").slice(1);
}

/** The rows-per-page links: 10, 25 and 100, each to the first page at that size, the current one marked. */
async function expectPageSizes(canvasElement: HTMLElement, current: number) {
  const sizes = within(within(canvasElement).getByRole("navigation", { name: "Rows per page" }));
  await expect(sizes.getAllByRole("link").map((link) => link.textContent)).toEqual(["10", "25", "100"]);
  for (const size of [10, 25, 100]) {
    const link = sizes.getByRole("link", { name: `${size} rows per page` });
    await expect(link).toHaveAttribute("href", `/dashboard/addproduct?pageSize=${size}`);
    if (size === current) await expect(link).toHaveAttribute("aria-current", "true");
    else await expect(link).not.toHaveAttribute("aria-current");
  }
}

function headerTexts(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("table"))
    .getAllByRole("columnheader")
    .map((header) => header.textContent);
}

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "All Products" })).toBeVisible();
    await expect(canvas.getByRole("table", { name: "All Products" })).toBeVisible();
    await expect(headerTexts(canvasElement)).toEqual([...BASE_COLUMNS, "Action"]);
    await expect(canvas.queryByRole("columnheader", { name: "Sell Price" })).not.toBeInTheDocument();
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(10);
    const first = within(rows[0]!);
    await expect(first.getByText("Smart Watch")).toBeVisible();
    await expect(first.getByText("#64f1a0001")).toBeVisible();
    await expect(first.getByText("Apple")).toBeVisible();
    await expect(first.getByText("$19.99")).toBeVisible();
    await expect(first.getByText("$5.00")).toBeVisible();
    await expect(first.getByText("10")).toBeVisible();
    await expect(first.getByRole("button", { name: "Delete Smart Watch" })).toHaveTextContent("Delete");
    // Edit opens the product's form filled in.
    const edit = first.getByRole("link", { name: "Edit Smart Watch" });
    await expect(edit).toHaveTextContent("Edit");
    await expect(edit).toHaveAttribute("href", "/dashboard/editproduct/64f1a0001");
    await expect(within(rows[3]!).getByText("USB Charger")).toBeVisible();
    const pages = canvas.getByRole("navigation", { name: "Pages of All Products" });
    await expect(within(pages).getByRole("link", { current: "page" })).toHaveTextContent("1");
    await expectPageSizes(canvasElement, 10);
    await expect(canvas.queryByText(SUCCESS)).not.toBeInTheDocument();
  },
};

/** A product sold in variants (issue 28): its price range, and its total stock with how many variants hold it. */
export const WithVariants: Story = {
  args: { rows: [{ ...tenRows[0]!, stock: 140, variantCount: 7, priceMaxCents: 2999 }, ...tenRows.slice(1)] },
  play: async ({ canvasElement }) => {
    const first = within(bodyRows(canvasElement)[0]!);
    await expect(first.getByText("$19.99 – $29.99")).toBeVisible();
    await expect(first.getByText("140")).toBeVisible();
    await expect(first.getByText("in 7 variants")).toBeVisible();
  },
};

/** Manage Product (issue 30): a search by name above the table, and ten rows with no scroll of the table's own. */
export const ManageProductSearch: Story = {
  args: {
    title: "Manage Product",
    headingLevel: 1,
    toolbar: <ProductSearch action="/dashboard/manageproduct" value="watch" pageSize={10} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("search", { name: dashboardCopy.productTable.searchLabel });
    await expect(within(search).getByRole("searchbox", { name: dashboardCopy.productTable.searchLabel })).toHaveValue(
      "watch",
    );
    await expect(within(search).getByRole("button", { name: dashboardCopy.productTable.search })).toBeVisible();
    const region = canvas.getByRole("region", { name: dashboardCopy.productTable.scrollLabel("Manage Product") });
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(region.scrollHeight).toBeLessThanOrEqual(region.clientHeight);
  },
};

export const FlashSale: Story = {
  args: { title: "Flash Sale Products", rows: flashRows, showSellPrice: true, total: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headerTexts(canvasElement)).toEqual([...BASE_COLUMNS, "Sell Price", "Action"]);
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(6);
    await expect(within(rows[1]!).getByText("$15.99")).toBeVisible();
    await expect(within(rows[1]!).getByText("$21.49")).toBeVisible();
    // One page only: no page links, but the rows per page stay.
    await expect(canvas.queryByRole("navigation", { name: "Pages of Flash Sale Products" })).not.toBeInTheDocument();
    await expectPageSizes(canvasElement, 10);
  },
};

export const DeleteSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Delete Phone Case" }));
    const dialog = await body.findByRole("alertdialog", { name: "Delete the Product" });
    await expect(dialog).toHaveAccessibleDescription("Phone Case will be removed from the shop.");
    await expect(within(dialog).getByRole("button", { name: "NO" })).toBeEnabled();
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeEnabled();

    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(tenRows[2]);

    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(await canvas.findByText(SUCCESS)).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(9);
    await expect(canvas.queryByRole("button", { name: "Delete Phone Case" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Delete Wireless Earbuds" })).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Dismiss message" }));
    await expect(canvas.queryByText(SUCCESS)).not.toBeInTheDocument();
  },
};

/** The pending delete's answer, given by the story when it has checked the pending state (no race with a timer). */
let answerDelete: (result: DeleteProductResult) => void = () => {};

export const DeletePending: Story = {
  args: {
    onDelete: fn(() => new Promise<DeleteProductResult>((resolve) => (answerDelete = resolve))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Delete Desk Lamp" }));
    const dialog = await body.findByRole("alertdialog", { name: "Delete the Product" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(await within(dialog).findByRole("button", { name: "Deleting..." })).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: "NO" })).toBeDisabled();
    await expect(args.onDelete).toHaveBeenCalledWith(tenRows[5]);
    answerDelete({ ok: true });
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(await canvas.findByText(SUCCESS)).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(9);
  },
};

export const DeleteFails: Story = {
  args: { onDelete: fn(async (): Promise<DeleteProductResult> => ({ ok: false, error: DELETE_ERROR })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Delete Smart Watch" }));
    const dialog = await body.findByRole("alertdialog", { name: "Delete the Product" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onDelete).toHaveBeenCalledWith(tenRows[0]);
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(DELETE_ERROR);
    await expect(body.getByRole("alertdialog", { name: "Delete the Product" })).toBeInTheDocument();
    await expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();
    await expect(body.queryByText(SUCCESS)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "NO" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(body.queryByText(SUCCESS)).not.toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No products yet")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Delete / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("navigation")).not.toBeInTheDocument();
  },
};

export const LongListScrolls: Story = {
  args: { rows: makeRows(30), pageSize: 100, total: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageSizes(canvasElement, 100);
    const region = canvas.getByRole("region", { name: "All Products, scrollable" });
    await expect(bodyRows(canvasElement)).toHaveLength(30);
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(440);
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);

    const header = canvas.getByRole("columnheader", { name: "Product Name" });
    const top = region.getBoundingClientRect().top;
    region.scrollTop = region.scrollHeight;
    // The column names stay in view while the rows scroll under them.
    await waitFor(() => expect(Math.abs(header.getBoundingClientRect().top - top)).toBeLessThanOrEqual(2));
    await expect(canvas.getByRole("button", { name: "Delete Hiking Boots 3" })).toBeInTheDocument();
  },
};

export const SmallPhone: Story = {
  // A middle page of many, so the footer holds the most: rows per page and page links with both ellipses.
  args: { title: "Flash Sale Products", rows: flashRows, showSellPrice: true, page: 5, total: 120 },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Flash Sale Products, scrollable" });
    await expect(region).toHaveAttribute("tabindex", "0");
    // The table scrolls sideways inside its box; the page itself does not.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    // The footer's two controls fit the phone's width.
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const name of ["Rows per page", "Pages of Flash Sale Products"]) {
      const box = canvas.getByRole("navigation", { name }).getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(width);
    }
  },
};

/** Manage FlashSell's flash products (issue 28): jeans in waists and colours, offered on one variant, and a bottle. */
const jeansVariants = [
  ["30", "Indigo"],
  ["32", "Indigo"],
  ["32", "Black"],
  ["34", "Indigo"],
].map(([waist, colour], index) => ({ id: String(901 + index), title: `Waist: ${waist} / Colour: ${colour}` }));
const offerRows: ProductRow[] = [
  {
    id: "11",
    name: "Stretch Slim Jeans",
    seller: "Urban Thread Co",
    priceCents: 4999,
    priceMaxCents: 5499,
    shippingCents: 499,
    stock: 140,
    variantCount: 4,
    sellPriceCents: 3999,
    offer: { variantId: "902", variants: jeansVariants },
  },
  {
    id: "12",
    name: "Insulated Steel Water Bottle 750ml",
    seller: "Hydra Goods",
    priceCents: 2499,
    shippingCents: 0,
    stock: 50,
    variantCount: 1,
    sellPriceCents: 1799,
  },
];

/** The table as the route shows it: a saved choice comes back in the rows (the route's fresh list). */
function ManageFlashSellTable(props: ComponentProps<typeof ProductTable>) {
  const [rows, setRows] = useState(props.rows);
  return (
    <ProductTable
      {...props}
      rows={rows}
      onOfferVariant={async (row, variantId) => {
        const result = await props.onOfferVariant!(row, variantId);
        if (result.ok)
          setRows((current) =>
            current.map((each) =>
              each.id === row.id && each.offer ? { ...each, offer: { ...each.offer, variantId } } : each,
            ),
          );
        return result;
      }}
    />
  );
}

const OFFER_REFUSED = "Choose one of this product's variants, or all of them.";

/**
 * Manage FlashSell with a product in options: its 'On Offer' column shows the variant on offer (or "All variants")
 * and saves another choice; a product without options has none to make.
 */
export const FlashSaleVariantOnOffer: Story = {
  args: {
    title: "Flash sale products",
    rows: offerRows,
    showSellPrice: true,
    total: 2,
    onOfferVariant: fn(async (): Promise<OfferVariantResult> => ({ ok: true })),
  },
  parameters: { router: { initialEntries: ["/dashboard/manageflashsell"] } },
  render: (args) => <ManageFlashSellTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(headerTexts(canvasElement)).toEqual([...BASE_COLUMNS, "Sell Price", "On Offer", "Action"]);
    const [jeans, bottle] = bodyRows(canvasElement);
    await expect(within(bottle!).getByText("No options")).toBeVisible();
    await expect(within(bottle!).queryByRole("combobox")).not.toBeInTheDocument();

    const select = within(jeans!).getByRole("combobox", { name: "Variant on offer for Stretch Slim Jeans" });
    await expect(select).toHaveValue("902");
    await expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All variants", ...jeansVariants.map((variant) => variant.title)]);
    const save = within(jeans!).getByRole("button", { name: "Save the variant on offer for Stretch Slim Jeans" });
    // Nothing to save until the choice changes.
    await expect(save).toBeDisabled();

    await userEvent.selectOptions(select, "All variants");
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onOfferVariant).toHaveBeenCalledWith(offerRows[0], null);
    await expect(await within(jeans!).findByRole("status")).toHaveTextContent("Saved");
    await expect(select).toHaveValue("");
    await expect(save).toBeDisabled();

    await userEvent.selectOptions(select, "Waist: 34 / Colour: Indigo");
    await expect(within(jeans!).getByRole("status")).toHaveTextContent("");
    await userEvent.click(save);
    await expect(args.onOfferVariant).toHaveBeenLastCalledWith(expect.objectContaining({ id: "11" }), "904");
    await waitFor(() => expect(within(jeans!).getByRole("status")).toHaveTextContent("Saved"));
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** A refused choice (the variant was deleted meanwhile) says why under the select, which keeps the admin's choice. */
export const FlashSaleVariantRefused: Story = {
  args: {
    ...FlashSaleVariantOnOffer.args,
    onOfferVariant: fn(async (): Promise<OfferVariantResult> => ({ ok: false, error: OFFER_REFUSED })),
  },
  parameters: { router: { initialEntries: ["/dashboard/manageflashsell"] } },
  render: (args) => <ManageFlashSellTable {...args} />,
  play: async ({ canvasElement }) => {
    const jeans = within(bodyRows(canvasElement)[0]!);
    const select = jeans.getByRole("combobox", { name: "Variant on offer for Stretch Slim Jeans" });
    await userEvent.selectOptions(select, "Waist: 30 / Colour: Indigo");
    await userEvent.click(jeans.getByRole("button", { name: "Save the variant on offer for Stretch Slim Jeans" }));
    await expect(await jeans.findByText(OFFER_REFUSED)).toBeVisible();
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription(OFFER_REFUSED);
    await expect(select).toHaveValue("901");
    await expect(jeans.getByRole("status")).toHaveTextContent("");
  },
};
