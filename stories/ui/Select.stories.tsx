import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "~/ui/button.tsx";
import { NativeSelect } from "~/ui/native-select.tsx";
import { Select } from "~/ui/select.tsx";

const categoryOptions = [
  { value: "fashion", label: "Fashion" },
  { value: "laptop", label: "Laptop" },
  { value: "phone and parts", label: "Phone And Parts" },
  { value: "jewelry & watch", label: "Jewelry & Watch" },
  { value: "bag & bagpack", label: "Bag & Bagpack" },
  { value: "accessories", label: "Accessories" },
  { value: "beauty & health", label: "Beauty & Health", disabled: true },
];

const meta = {
  title: "UI/Select",
  component: Select,
  tags: ["autodocs"],
  args: { label: "Category", name: "category", options: categoryOptions, placeholder: "Choose a category" },
  decorators: [
    (Story) => (
      <div className={css({ p: "6", maxW: "sm", minH: "96" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosingAnOption: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("combobox", { name: "Category" });
    await expect(trigger).toHaveTextContent("Choose a category");
    await userEvent.click(trigger);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole("listbox");
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.click(within(listbox).getByRole("option", { name: "Laptop" }));
    await expect(trigger).toHaveTextContent("Laptop");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvasElement.querySelector('select[name="category"]')).toHaveValue("laptop");
  },
};

export const KeyboardAndForm: Story = {
  render: (args) => (
    <form
      aria-label="Product form"
      className={css({ display: "flex", flexDirection: "column", gap: "4" })}
      onSubmit={(event) => {
        event.preventDefault();
        const output = event.currentTarget.querySelector("output");
        if (output) output.textContent = String(new FormData(event.currentTarget).get("category"));
      }}
    >
      <Select {...args} defaultValue="fashion" />
      <Button type="submit">Save</Button>
      <output aria-label="Submitted category" />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("combobox", { name: "Category" });
    await expect(trigger).toHaveTextContent("Fashion");
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    // The list opens with the current option highlighted; move only once it is open.
    const listbox = await within(canvasElement.ownerDocument.body).findByRole("listbox");
    await waitFor(() => expect(listbox).toBeVisible());
    await waitFor(() =>
      expect(within(listbox).getByRole("option", { name: "Fashion" })).toHaveAttribute("data-highlighted"),
    );
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() =>
      expect(within(listbox).getByRole("option", { name: "Laptop" })).toHaveAttribute("data-highlighted"),
    );
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(trigger).toHaveTextContent("Laptop"));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(canvas.getByRole("status", { name: "Submitted category" })).toHaveTextContent("laptop");
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
      {(["sm", "md", "lg"] as const).map((size) => (
        <Select
          key={size}
          {...args}
          name={`category-${size}`}
          label={`Size ${size}`}
          size={size}
          defaultValue="accessories"
        />
      ))}
    </div>
  ),
};

export const Invalid: Story = {
  args: { invalid: true, required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Category" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "laptop" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Category" })).toBeDisabled();
  },
};

/** The native variant used where a form must work before hydration (the product list's sort). */
export const Native: Story = {
  render: () => (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <NativeSelect label="Sort by" name="sort" defaultValue="price-asc">
        <option value="relevance">Popular</option>
        <option value="price-asc">Price: low to high</option>
        <option value="price-desc">Price: high to low</option>
      </NativeSelect>
      <NativeSelect
        label="Sort by (inline)"
        name="sort-inline"
        orientation="horizontal"
        size="sm"
        defaultValue="relevance"
      >
        <option value="relevance">Popular</option>
        <option value="rating">Top rated</option>
      </NativeSelect>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sort = canvas.getByRole("combobox", { name: "Sort by" });
    await expect(sort).toHaveValue("price-asc");
    await userEvent.selectOptions(sort, "price-desc");
    await expect(sort).toHaveValue("price-desc");
  },
};

export const NativeShowsHelpAndError: Story = {
  render: () => (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <NativeSelect label="Rating" name="star" helperText="How buyers rated it so far" defaultValue="4">
        <option value="4">4 Good</option>
        <option value="5">5 Excellent</option>
      </NativeSelect>
      <NativeSelect
        label="Category"
        name="category"
        aria-required="true"
        errorText="Please choose a category"
        defaultValue=""
      >
        <option value="">Choose a category</option>
        <option value="watches">Watches</option>
      </NativeSelect>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rating = canvas.getByRole("combobox", { name: "Rating" });
    await expect(rating).not.toHaveAttribute("aria-invalid");
    await expect(rating).toHaveAccessibleDescription("How buyers rated it so far");
    const category = canvas.getByRole("combobox", { name: "Category" });
    await expect(category).toHaveAttribute("aria-invalid", "true");
    await expect(category).toHaveAccessibleDescription("Please choose a category");
    await expect(canvas.getByText("Please choose a category")).toBeVisible();
  },
};
