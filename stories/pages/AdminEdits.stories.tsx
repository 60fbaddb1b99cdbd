import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { Stack } from "styled-system/jsx";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FlashWindowForm, type FlashWindowSubmitResult } from "~/components/admin/FlashWindowForm.tsx";
import {
  type PendingUpload,
  ProductForm,
  type ProductFormBody,
  type ProductFormResult,
  type ProductFormValues,
} from "~/components/admin/ProductForm.tsx";
import { type DeleteProductResult, ProductTable } from "~/components/admin/ProductTable.tsx";
import { DashboardShell } from "~/components/dashboard/DashboardShell.tsx";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { deviceTimeZone } from "~/domain/time-zone.ts";
import { admin } from "../fixtures.ts";

/**
 * Editing in place (issue 13) as an admin sees it, inside the dashboard: a product's edit form opened from Manage
 * Product (filled in, refused, saving) and Manage FlashSell opening on the stored window, its table with Edit.
 */
function Page(props: { children: ReactNode }) {
  return (
    <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
      <DashboardShell user={admin} onLogout={fn()}>
        {props.children}
      </DashboardShell>
    </div>
  );
}

const categories = [
  { name: "phone and parts", displayName: "Phone and Parts" },
  { name: "laptop", displayName: "Laptop" },
];

const stored: ProductFormValues = {
  name: "Acme 65W USB-C Charger",
  seller: "Acme Power",
  category: "phone and parts",
  stock: "3",
  price: "1499.50",
  shipping: "0.00",
  star: "4.5",
  starCount: "120",
  features: [{ description: "Output", value: "65 W" }],
};

const photo =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f766e"/></svg>',
  );

/** The edit route's screen: the way back to the table above the form, filled in from the stored product. */
function EditProductPage(props: {
  onSubmit(values: ProductFormBody, uploads: PendingUpload[]): Promise<ProductFormResult>;
}) {
  return (
    <Page>
      <Stack gap="4">
        <Link to="/dashboard/manageproduct" className={css({ color: "accent.text", textDecoration: "underline" })}>
          {dashboardCopy.productForm.backTo.product}
        </Link>
        <ProductForm
          variant="product"
          categories={categories}
          initial={{ values: stored, imageUrl: photo }}
          uploading={{ open: false, progress: 0 }}
          onSubmit={props.onSubmit}
        />
      </Stack>
    </Page>
  );
}

const meta = {
  title: "Pages/AdminEdits",
  parameters: { router: { initialEntries: ["/dashboard/editproduct/7"] } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditProductFilledIn: Story = {
  render: () => <EditProductPage onSubmit={fn(async (): Promise<ProductFormResult> => ({ ok: true }))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: dashboardCopy.dashboard.navigation })).toBeVisible();
    await expect(canvas.getByRole("link", { name: dashboardCopy.productForm.backTo.product })).toHaveAttribute(
      "href",
      "/dashboard/manageproduct",
    );
    await expect(canvas.getByRole("heading", { level: 1, name: "Edit Product" })).toBeVisible();
    await expect(canvas.getByLabelText("Product Name")).toHaveValue("Acme 65W USB-C Charger");
    await expect(canvas.getByLabelText("Category")).toHaveDisplayValue("Phone and Parts");
    await expect(canvas.getByLabelText("Price")).toHaveValue(1499.5);
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.productForm.save }));
    await expect(await canvas.findByText(dashboardCopy.admin.productUpdated)).toBeVisible();
  },
};

export const EditProductRefused: Story = {
  render: () => (
    <EditProductPage
      onSubmit={async () => ({
        ok: false,
        error: dashboardCopy.admin.validation.sellPriceAbovePrice,
        fieldErrors: { price: dashboardCopy.admin.validation.sellPriceAbovePrice },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByLabelText("Price");
    await userEvent.clear(price);
    await userEvent.type(price, "10");
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.productForm.save }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      dashboardCopy.admin.validation.sellPriceAbovePrice,
    );
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(price).toHaveValue(10);
  },
};

export const EditProductSaving: Story = {
  render: () => <EditProductPage onSubmit={() => new Promise<ProductFormResult>(() => {})} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.productForm.save }));
    await expect(await canvas.findByRole("button", { name: dashboardCopy.productForm.saving })).toBeDisabled();
  },
};

const DAY = 86_400_000;
const now = Date.now();
const liveWindow = { startsAt: now - DAY, endsAt: now + 6 * DAY };

/** Manage FlashSell opens on the live window (not now and a month later) and each offer has Edit beside Delete. */
export const ManageFlashSellOnStoredWindow: Story = {
  parameters: { router: { initialEntries: ["/dashboard/manageflashsell"] } },
  render: () => (
    <Page>
      <Stack gap="8">
        <FlashWindowForm
          info={{ state: "open", ...liveWindow, now }}
          timeZone="UTC"
          onSubmit={fn(async (): Promise<FlashWindowSubmitResult> => ({ ok: true }))}
        />
        <ProductTable
          title="Flash Sale Products"
          rows={[
            {
              id: "7",
              name: "Acme 65W USB-C Charger",
              seller: "Acme Power",
              priceCents: 149_950,
              shippingCents: 0,
              stock: 3,
              sellPriceCents: 129_900,
            },
          ]}
          showSellPrice
          page={1}
          pageSize={10}
          total={1}
          pageHref={(page) => `/dashboard/manageflashsell?page=${page}`}
          pageSizeHref={(size) => `/dashboard/manageflashsell?pageSize=${size}`}
          editHref={(row) => `/dashboard/editproduct/${row.id}`}
          onDelete={fn(async (): Promise<DeleteProductResult> => ({ ok: true }))}
        />
      </Stack>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = deviceTimeZone();
    const start = canvas.getByLabelText(dashboardCopy.flashWindow.start, { exact: true });
    await waitFor(() =>
      expect(start).toHaveValue(new Date(liveWindow.startsAt).toLocaleDateString("sv-SE", { timeZone: zone })),
    );
    await expect(canvas.getByLabelText(dashboardCopy.flashWindow.end, { exact: true })).toHaveValue(
      new Date(liveWindow.endsAt).toLocaleDateString("sv-SE", { timeZone: zone }),
    );
    await expect(canvas.getByText("$1,499.50")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Edit Acme 65W USB-C Charger" })).toHaveAttribute(
      "href",
      "/dashboard/editproduct/7",
    );
  },
};
