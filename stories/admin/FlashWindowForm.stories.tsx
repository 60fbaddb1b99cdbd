import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FlashWindowForm, type FlashWindowSubmitResult } from "~/components/admin/FlashWindowForm.tsx";
import { copy } from "~/copy.ts";

const texts = copy.flashWindow;
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

const meta = {
  title: "Admin/FlashWindowForm",
  component: FlashWindowForm,
  args: {
    info: { state: "open", startsAt: now - DAY, endsAt: now + 3 * DAY, now },
    onSubmit: fn(async (): Promise<FlashWindowSubmitResult> => ({ ok: true })),
  },
} satisfies Meta<typeof FlashWindowForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function setValue(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

export const OpenWindow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: texts.heading })).toBeVisible();
    await expect(canvas.getByText(/Flash sale is open — ends \S/)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(texts.start)).not.toHaveValue(""));
    await expect(canvas.getByRole("button", { name: texts.submit })).toBeEnabled();
  },
};

export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(texts.end)).not.toHaveValue(""));
    const start = canvas.getByLabelText(texts.start);
    const end = canvas.getByLabelText(texts.end);
    await setValue(start, "2030-05-10T12:00");
    await setValue(end, "2030-05-09T12:00");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(copy.admin.validation.endBeforeStart);
    await expect(canvas.getByRole("button", { name: texts.submit })).toBeDisabled();
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(texts.end)).not.toHaveValue(""));
    await setValue(canvas.getByLabelText(texts.start), "2030-05-10T12:00");
    await setValue(canvas.getByLabelText(texts.end), "2030-05-20T18:30");
    await userEvent.click(canvas.getByRole("button", { name: texts.submit }));
    await expect(await canvas.findByText(copy.admin.flashTimeSet)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      startTime: new Date(2030, 4, 10, 12, 0).toISOString(),
      endTime: new Date(2030, 4, 20, 18, 30).toISOString(),
    });
  },
};

export const SubmitFails: Story = {
  args: { onSubmit: fn(async (): Promise<FlashWindowSubmitResult> => ({ ok: false, error: "The server is unavailable." })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("button", { name: texts.submit })).toBeEnabled());
    await userEvent.click(canvas.getByRole("button", { name: texts.submit }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The server is unavailable.");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const NoWindowYet: Story = {
  args: { info: { state: "none", startsAt: null, endsAt: null, now } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.none)).toBeVisible();
    const start = canvas.getByLabelText(texts.start);
    const end = canvas.getByLabelText(texts.end);
    await waitFor(() => expect(start).not.toHaveValue(""));
    await expect(end).not.toHaveValue("");
    const startMs = new Date(String((start as HTMLInputElement).value)).getTime();
    const endMs = new Date(String((end as HTMLInputElement).value)).getTime();
    await expect(Math.abs(startMs - Date.now())).toBeLessThan(5 * 60 * 1000);
    await expect(endMs - startMs).toBeGreaterThanOrEqual(27 * DAY);
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};
