import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  type AddImageRecordResult,
  type DeleteImageRecordResult,
  type ImageRecord,
  ImageRecordManager,
  type ImageRecordManagerProps,
} from "~/components/admin/ImageRecordManager.tsx";
import type { RecordEditResult, RecordEditValues } from "~/components/admin/RecordEditDialog.tsx";
import { dashboardCopy } from "~/i18n/dashboard.ts";

/** A tiny inline SVG; the fragment names the image, as a stored link's last path segment would. */
function svgImage(fill: string, id: string, width = 40, height = 40): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}#${id}`;
}

const categoryRecords: ImageRecord[] = [
  { id: "c1", name: "Electronics", imageUrl: svgImage("#2563eb", "8f14e45fceea167a5a36dedd4bea2543.webp") },
  { id: "c2", name: "Phone and Parts", imageUrl: svgImage("#16a34a", "c9f0f895fb98ab9159f51fd0297e236d.webp") },
  { id: "c3", name: "Home Appliances", imageUrl: svgImage("#dc2626", "45c48cce2e2d7fbdea1afc51c7c6ad26.png") },
];

const bannerRecords: ImageRecord[] = [
  {
    id: "b1",
    name: "Summer Sale",
    imageUrl: svgImage("#f59e0b", "d3d9446802a44259755d38e6d163e820.webp", 1080, 344),
    link: "/products?category=fashion",
  },
  { id: "b2", name: "New Arrivals", imageUrl: svgImage("#7c3aed", "6512bd43d9caa6e02c990b0a82652dca.avif", 1080, 344) },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays the route's part: the upload moves the progress bar, and a success brings the fresh list. */
function RouteDrivenManager(props: ImageRecordManagerProps) {
  const [records, setRecords] = useState(props.records);
  const [uploading, setUploading] = useState({ open: false, progress: 0 });
  return (
    <ImageRecordManager
      {...props}
      records={records}
      uploading={uploading}
      onAdd={async (values) => {
        for (const progress of [0, 0.4, 0.8, 1]) {
          setUploading({ open: true, progress });
          await wait(40);
        }
        const result = await props.onAdd(values);
        setUploading({ open: false, progress: 1 });
        if (result.ok) {
          const name = values.name;
          setRecords((current) => [
            ...current,
            { id: `new-${current.length}`, name, imageUrl: svgImage("#0891b2", "new-image.webp") },
          ]);
        }
        return result;
      }}
      onUpdate={async (record, values) => {
        const result = (await props.onUpdate?.(record, values)) ?? { ok: true };
        await wait(80);
        if (result.ok) {
          setRecords((current) =>
            current.map((each) =>
              each.id === record.id ? { ...each, name: values.name, link: values.link ?? each.link } : each,
            ),
          );
        }
        return result;
      }}
      onDelete={async (record) => {
        const result = await props.onDelete(record);
        await wait(80);
        if (result.ok) setRecords((current) => current.filter((each) => each.id !== record.id));
        return result;
      }}
    />
  );
}

const added = async (): Promise<AddImageRecordResult> => ({ ok: true });
const deleted = async (): Promise<DeleteImageRecordResult> => ({ ok: true });
const ADD_ERROR = "A category with this name already exists.";
const DELETE_ERROR = "This category still has 3 products. Delete or move them first.";

const meta = {
  title: "Admin/ImageRecordManager",
  component: ImageRecordManager,
  render: (args) => <RouteDrivenManager {...args} />,
  args: {
    kind: "category",
    records: categoryRecords,
    uploading: { open: false, progress: 0 },
    onAdd: fn(added),
    onDelete: fn(deleted),
    onUpdate: fn(async (): Promise<RecordEditResult> => ({ ok: true })),
  },
  parameters: { router: { initialEntries: ["/dashboard/managecategory"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageRecordManager>;

export default meta;
type Story = StoryObj<typeof meta>;

type Calls<T> = { mock: { calls: [T][] } };

function bodyRows(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("table")).getAllByRole("row").slice(1);
}

function photoFile(name = "watch.png") {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });
}

export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Manage Category" })).toBeVisible();
    await expect(canvas.queryByText("Banners should be 1080 x 344 pixels.")).not.toBeInTheDocument();
    await expect(canvas.getByLabelText("Category Name")).toHaveValue("");
    await expect(canvas.getByLabelText("Photo")).toHaveAttribute(
      "accept",
      "image/jpeg,image/png,image/webp,image/avif",
    );
    await expect(canvas.getByRole("button", { name: "Add Category" })).toBeEnabled();

    const table = canvas.getByRole("table");
    const headers = within(table).getAllByRole("columnheader");
    await expect(headers.map((header) => header.textContent)).toEqual(["Category Name", "Image Id", "Action"]);
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(3);
    const second = within(rows[1]!);
    await expect(second.getByText("Phone and Parts")).toBeVisible();
    await expect(second.getByRole("img", { name: "Phone and Parts" })).toHaveAttribute(
      "src",
      categoryRecords[1]!.imageUrl,
    );
    await expect(second.getByText("c9f0f895fb98ab9159f51fd0297e236d.webp")).toBeInTheDocument();
    await expect(second.getByRole("button", { name: "Delete Phone and Parts" })).toHaveTextContent("Delete");
  },
};

export const Banners: Story = {
  args: { kind: "banner", records: bannerRecords },
  parameters: { router: { initialEntries: ["/dashboard/managebanner"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Manage Banner" })).toBeVisible();
    await expect(canvas.getByText("Banners should be 1080 x 344 pixels.")).toBeVisible();
    await expect(canvas.getByLabelText("Banner Name")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add Banner" })).toBeVisible();
    const headers = within(canvas.getByRole("table")).getAllByRole("columnheader");
    await expect(headers.map((header) => header.textContent)).toEqual(["Banner Name", "Image Id", "Link", "Action"]);
    await expect(bodyRows(canvasElement)).toHaveLength(2);
    await expect(canvas.getByRole("img", { name: "Summer Sale" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Delete New Arrivals" })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add Category" }));
    await expect(canvas.getByText("Please enter the category name")).toBeVisible();
    await expect(canvas.getByText("Please enter the category photo")).toBeVisible();
    await expect(canvas.getByLabelText("Category Name")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Category Name")).toHaveFocus();
    const photo = canvas.getByLabelText("Photo");
    await expect(photo).toHaveAttribute("aria-invalid", "true");
    await expect(photo).toHaveAttribute("aria-required", "true");
    await expect(photo).toHaveAccessibleDescription("Please enter the category photo");
    await expect(args.onAdd).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByLabelText("Category Name"), "watches");
    await expect(canvas.queryByText("Please enter the category name")).not.toBeInTheDocument();
    await expect(canvas.getByText("Please enter the category photo")).toBeVisible();

    // Choosing a photo clears its error.
    await userEvent.upload(photo, photoFile());
    await expect(canvas.queryByText("Please enter the category photo")).not.toBeInTheDocument();
    await expect(canvas.getByLabelText("Photo")).not.toHaveAttribute("aria-invalid", "true");
  },
};

export const BannerValidationErrors: Story = {
  args: { kind: "banner", records: bannerRecords },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add Banner" }));
    await expect(canvas.getByText("Please enter the banner name")).toBeVisible();
    await expect(canvas.getByText("Please enter the category photo")).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A new banner takes the path its slide leads to, checked as the API checks it (issue 30). */
export const AddBannerWithLink: Story = {
  args: { kind: "banner", records: bannerRecords },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Banner Name"), "Eid Sale");
    await userEvent.upload(canvas.getByLabelText("Photo"), photoFile("eid.png"));
    const link = canvas.getByLabelText(dashboardCopy.adminScreens.link);
    await userEvent.type(link, "https://elsewhere.example");
    await userEvent.click(canvas.getByRole("button", { name: "Add Banner" }));
    await expect(canvas.getByText(dashboardCopy.admin.validation.bannerLink)).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.clear(link);
    await userEvent.type(link, "/products?category=fashion");
    await userEvent.click(canvas.getByRole("button", { name: "Add Banner" }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledTimes(1));
    const values = (args.onAdd as unknown as Calls<{ name: string; link: string | null }>).mock.calls[0]![0];
    await expect([values.name, values.link]).toEqual(["Eid Sale", "/products?category=fashion"]);
    await expect(await canvas.findByText("This is a success alert — check it out!")).toBeVisible();
    await expect(link).toHaveValue("");
  },
};

/** At 1280 px beside the dashboard's menu (about 1,000 px for the page), every banner column fits: Delete too. */
export const BannersAt1280: Story = {
  args: { kind: "banner", records: bannerRecords },
  decorators: [
    (Story) => (
      <div style={{ width: "1000px" }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: dashboardCopy.adminScreens.tableScrollLabel("Banners") });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const remove = canvas.getAllByRole("button", { name: /^Delete / })[0]!;
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
  },
};

export const AddSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByLabelText("Category Name"), "  smart watches ");
    await userEvent.upload(canvas.getByLabelText("Photo"), photoFile());
    await userEvent.click(canvas.getByRole("button", { name: "Add Category" }));

    const dialog = await body.findByRole("dialog", { name: "Uploading..." });
    await expect(within(dialog).getByRole("progressbar")).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Uploading..." })).not.toBeInTheDocument());

    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    const values = (args.onAdd as unknown as Calls<{ name: string; file: File }>).mock.calls[0]![0];
    await expect(values.name).toBe("smart watches");
    await expect(values.file.name).toBe("watch.png");

    await expect(await canvas.findByText("This is a success alert — check it out!")).toBeVisible();
    await expect(canvas.getByLabelText("Category Name")).toHaveValue("");
    await expect((canvas.getByLabelText("Photo") as HTMLInputElement).files).toHaveLength(0);
    await expect(bodyRows(canvasElement)).toHaveLength(4);
    // Shown as typed (trimmed), not title-cased (decision 014).
    await expect(canvas.getByRole("button", { name: "Delete smart watches" })).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.adminScreens.dismiss }));
    await expect(canvas.queryByText("This is a success alert — check it out!")).not.toBeInTheDocument();
  },
};

export const AddFails: Story = {
  args: {
    onAdd: fn(async (): Promise<AddImageRecordResult> => ({
      ok: false,
      error: ADD_ERROR,
      fieldErrors: { name: ADD_ERROR },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByLabelText("Category Name"), "electronics");
    await userEvent.upload(canvas.getByLabelText("Photo"), photoFile());
    await userEvent.click(canvas.getByRole("button", { name: "Add Category" }));

    await expect(await canvas.findByRole("alert")).toHaveTextContent(ADD_ERROR);
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Uploading..." })).not.toBeInTheDocument());
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText("Category Name")).toHaveValue("electronics");
    await expect(canvas.getByLabelText("Category Name")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Category Name")).toHaveAccessibleDescription(ADD_ERROR);
    await expect(canvas.queryByText("This is a success alert — check it out!")).not.toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(3);
  },
};

/** The upload itself is refused (here: a file that is not an image by its bytes): no record, the form stays filled. */
export const UploadFails: Story = {
  args: {
    onAdd: fn(async (): Promise<AddImageRecordResult> => ({
      ok: false,
      error: dashboardCopy.admin.errors.imageType,
      fieldErrors: { image: dashboardCopy.admin.errors.imageType },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByLabelText("Category Name"), "garden");
    await userEvent.upload(canvas.getByLabelText("Photo"), photoFile("disguised.png"));
    await userEvent.click(canvas.getByRole("button", { name: "Add Category" }));

    await expect(await canvas.findByRole("alert")).toHaveTextContent(dashboardCopy.admin.errors.imageType);
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Uploading..." })).not.toBeInTheDocument());
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText("Photo")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Category Name")).toHaveValue("garden");
    await expect(canvas.queryByText("This is a success alert — check it out!")).not.toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(3);
  },
};

export const DeleteSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Delete Phone and Parts" }));
    const dialog = await body.findByRole("alertdialog", { name: "Delete the Category" });
    await expect(dialog).toHaveAccessibleDescription("Phone and Parts will be removed.");
    await expect(within(dialog).getByRole("button", { name: "NO" })).toBeEnabled();
    await expect(within(dialog).getByRole("button", { name: dashboardCopy.adminScreens.close })).toBeEnabled();

    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(within(dialog).getByRole("button", { name: dashboardCopy.adminScreens.deleting })).toBeDisabled();
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(categoryRecords[1]);

    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(await canvas.findByText("Category Deleted Successfully — check it out!")).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(2);
    await expect(canvas.queryByRole("button", { name: "Delete Phone and Parts" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Delete Electronics" })).toBeVisible();
  },
};

export const BannerDeleteSucceeds: Story = {
  args: { kind: "banner", records: bannerRecords },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Delete New Arrivals" }));
    const dialog = await body.findByRole("alertdialog", { name: "Delete the Banner" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onDelete).toHaveBeenCalledWith(bannerRecords[1]);
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(await canvas.findByText("Banner Deleted Successfully — check it out!")).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(1);
  },
};

export const DeleteFails: Story = {
  args: { onDelete: fn(async (): Promise<DeleteImageRecordResult> => ({ ok: false, error: DELETE_ERROR })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Delete Electronics" }));
    const dialog = await body.findByRole("alertdialog", { name: "Delete the Category" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onDelete).toHaveBeenCalledWith(categoryRecords[0]);
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(DELETE_ERROR);
    await expect(body.getByRole("alertdialog", { name: "Delete the Category" })).toBeInTheDocument();
    await expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();
    await expect(body.queryByText("Category Deleted Successfully — check it out!")).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "NO" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(body.queryByText("Category Deleted Successfully — check it out!")).not.toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { records: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No categories yet")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Delete / })).not.toBeInTheDocument();
  },
};

export const EmptyBanners: Story = {
  args: { kind: "banner", records: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No banners yet")).toBeVisible();
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole("button", { name: "Add Category" });
    const table = canvas.getByRole("table");
    await expect(submit).toBeVisible();
    // Stacked: the form comes first, the table below it.
    await expect(submit.getBoundingClientRect().bottom).toBeLessThanOrEqual(table.getBoundingClientRect().top);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const CategoryWithProductsCannotBeDeleted: Story = {
  args: {
    records: categoryRecords.map((record, index) => ({ ...record, productCount: index === 0 ? 12 : 0 })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The table says how many products each category holds…
    const [electronics, phones] = bodyRows(canvasElement).map((row) => within(row));
    await expect(electronics!.getByText("12 products")).toBeVisible();
    await expect(phones!.getByText("0 products")).toBeVisible();
    // …and the dialog says why one with products cannot go, before anything is sent.
    await userEvent.click(canvas.getByRole("button", { name: "Delete Electronics" }));
    const dialog = await body.findByRole("alertdialog", { name: "Delete the Category" });
    await expect(dialog).toHaveAccessibleDescription(dashboardCopy.admin.errors.categoryInUse(12));
    await expect(within(dialog).getByRole("button", { name: "Delete" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "NO" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
    // An empty one still asks as before.
    await userEvent.click(canvas.getByRole("button", { name: "Delete Phone and Parts" }));
    const again = await body.findByRole("alertdialog", { name: "Delete the Category" });
    await expect(again).toHaveAccessibleDescription("Phone and Parts will be removed.");
    await expect(within(again).getByRole("button", { name: "Delete" })).toBeEnabled();
  },
};

type UpdateCalls = { mock: { calls: [ImageRecord, RecordEditValues][] } };

/** Rename a category in place: the dialog opens on its name as typed, and the table shows the new one. */
export const RenameCategory: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Edit Phone and Parts" }));
    const dialog = await body.findByRole("dialog", { name: dashboardCopy.adminScreens.category.editTitle });
    const name = within(dialog).getByLabelText("Category Name");
    await expect(name).toHaveValue("Phone and Parts");
    await expect(within(dialog).queryByLabelText(dashboardCopy.adminScreens.link)).not.toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, "Phones & Parts");
    await userEvent.click(within(dialog).getByRole("button", { name: dashboardCopy.adminScreens.save }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    const [record, values] = (args.onUpdate as unknown as UpdateCalls).mock.calls[0]!;
    await expect(record.id).toBe("c2");
    await expect(values).toEqual({ name: "Phones & Parts" });
    await expect(await canvas.findByText(dashboardCopy.admin.categoryUpdated)).toBeVisible();
    await expect(within(bodyRows(canvasElement)[1]!).getByText("Phones & Parts")).toBeVisible();
  },
};

/** A name another category has (in any case) is refused by the server: the dialog stays open and says so. */
export const RenameCategoryRefused: Story = {
  args: {
    onUpdate: fn(async (): Promise<RecordEditResult> => ({
      ok: false,
      error: ADD_ERROR,
      fieldErrors: { name: ADD_ERROR },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Edit Home Appliances" }));
    const dialog = await body.findByRole("dialog", { name: dashboardCopy.adminScreens.category.editTitle });
    const name = within(dialog).getByLabelText("Category Name");
    await userEvent.clear(name);
    await userEvent.type(name, "ELECTRONICS");
    await userEvent.click(within(dialog).getByRole("button", { name: dashboardCopy.adminScreens.save }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(ADD_ERROR);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveValue("ELECTRONICS");
    await userEvent.click(within(dialog).getByRole("button", { name: dashboardCopy.adminScreens.cancel }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(within(bodyRows(canvasElement)[2]!).getByText("Home Appliances")).toBeVisible();
  },
};

/** A banner shows where its slide leads; its name and link are edited together, the link checked as a shop path. */
export const EditBannerLink: Story = {
  args: { kind: "banner", records: bannerRecords },
  parameters: { router: { initialEntries: ["/dashboard/managebanner"] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const [summer, arrivals] = bodyRows(canvasElement).map((row) => within(row));
    await expect(summer!.getByText("/products?category=fashion")).toBeVisible();
    await expect(arrivals!.getByText(dashboardCopy.adminScreens.noLink)).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Edit New Arrivals" }));
    const dialog = await body.findByRole("dialog", { name: dashboardCopy.adminScreens.banner.editTitle });
    const link = within(dialog).getByLabelText(dashboardCopy.adminScreens.link);
    await expect(link).toHaveValue("");
    await expect(link).toHaveAccessibleDescription(dashboardCopy.adminScreens.linkHelp);
    await userEvent.type(link, "https://elsewhere.example");
    await userEvent.click(within(dialog).getByRole("button", { name: dashboardCopy.adminScreens.save }));
    await expect(await within(dialog).findByText(dashboardCopy.admin.validation.bannerLink)).toBeVisible();
    await expect(args.onUpdate).not.toHaveBeenCalled();

    await userEvent.clear(link);
    await userEvent.type(link, "/products/laptop?sort=newest");
    await userEvent.click(within(dialog).getByRole("button", { name: dashboardCopy.adminScreens.save }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    const [, values] = (args.onUpdate as unknown as UpdateCalls).mock.calls[0]!;
    await expect(values).toEqual({ name: "New Arrivals", link: "/products/laptop?sort=newest" });
    await expect(await canvas.findByText(dashboardCopy.admin.bannerUpdated)).toBeVisible();
    await expect(within(bodyRows(canvasElement)[1]!).getByText("/products/laptop?sort=newest")).toBeVisible();
  },
};
