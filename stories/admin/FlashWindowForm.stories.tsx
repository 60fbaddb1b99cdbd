import { CalendarDate } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { FlashWindowForm, type FlashWindowSubmitResult } from "~/components/admin/FlashWindowForm.tsx";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { joinInstant } from "~/domain/date-time.ts";
import { deviceTimeZone } from "~/domain/time-zone.ts";

const texts = dashboardCopy.flashWindow;
const picker = dashboardCopy.dateTimePicker;
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

type Canvas = ReturnType<typeof within>;

/** Types a date into a field's date input and leaves it (Ark reads the typed date on blur). */
async function typeDate(canvas: Canvas, field: string, date: string) {
  const input = canvas.getByLabelText(field, { exact: true });
  await userEvent.clear(input);
  await userEvent.type(input, date);
  await userEvent.tab();
}

function setTime(canvas: Canvas, field: string, time: string) {
  fireEvent.change(canvas.getByLabelText(picker.timeLabel(field)), { target: { value: time } });
}

async function ready(canvas: Canvas) {
  await waitFor(() => expect(canvas.getByLabelText(texts.end, { exact: true })).not.toHaveValue(""));
}

export const OpenWindow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: texts.heading })).toBeVisible();
    await expect(canvas.getByText(/^Flash sale is open — ends \S.* \(3 days left\)$/)).toBeVisible();
    await ready(canvas);
    await expect(canvas.getByText(texts.timeZoneNote(deviceTimeZone()))).toBeVisible();
    // The fields show the live window (it began a day ago), not now and one month later.
    const zone = deviceTimeZone();
    await expect(canvas.getByLabelText(texts.start, { exact: true })).toHaveValue(
      new Date(now - DAY).toLocaleDateString("sv-SE", { timeZone: zone }),
    );
    await expect(canvas.getByLabelText(texts.end, { exact: true })).toHaveValue(
      new Date(now + 3 * DAY).toLocaleDateString("sv-SE", { timeZone: zone }),
    );
    await expect(canvas.getByRole("button", { name: texts.submit })).toBeEnabled();
  },
};

const STORED = { startsAt: Date.UTC(2030, 4, 10, 6, 30), endsAt: Date.UTC(2030, 5, 10, 18, 0) };

/** The wall-clock date and time an instant shows in a zone, as the fields write them. */
function wallClock(ms: number, timeZone: string) {
  const date = new Date(ms).toLocaleDateString("sv-SE", { timeZone });
  const time = new Date(ms).toLocaleTimeString("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" });
  return { date, time };
}

/**
 * Manage FlashSell opens on the stored window, in the admin's zone; Set Time without edits sends that same window
 * to the second (the server then changes nothing and logs nothing).
 */
export const OpensOnStoredWindow: Story = {
  args: { info: { state: "upcoming", ...STORED, now }, timeZone: "Asia/Dhaka" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    const zone = deviceTimeZone();
    const start = wallClock(STORED.startsAt, zone);
    const end = wallClock(STORED.endsAt, zone);
    await expect(canvas.getByLabelText(texts.start, { exact: true })).toHaveValue(start.date);
    await expect(canvas.getByLabelText(picker.timeLabel(texts.start))).toHaveValue(start.time);
    await expect(canvas.getByLabelText(texts.end, { exact: true })).toHaveValue(end.date);
    await expect(canvas.getByLabelText(picker.timeLabel(texts.end))).toHaveValue(end.time);
    await userEvent.click(canvas.getByRole("button", { name: texts.submit }));
    await expect(await canvas.findByText(dashboardCopy.admin.flashTimeSet)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      startTime: new Date(STORED.startsAt).toISOString(),
      endTime: new Date(STORED.endsAt).toISOString(),
    });
  },
};

/** A window that has ended is still what the fields show: the admin moves it from there. */
export const OpensOnEndedWindow: Story = {
  args: { info: { state: "ended", startsAt: now - 40 * DAY, endsAt: now - 10 * DAY, now } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    const zone = deviceTimeZone();
    await expect(canvas.getByLabelText(texts.start, { exact: true })).toHaveValue(
      new Date(now - 40 * DAY).toLocaleDateString("sv-SE", { timeZone: zone }),
    );
    await expect(canvas.getByLabelText(texts.end, { exact: true })).toHaveValue(
      new Date(now - 10 * DAY).toLocaleDateString("sv-SE", { timeZone: zone }),
    );
  },
};

export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await typeDate(canvas, texts.start, "2030-05-10");
    setTime(canvas, texts.start, "12:00");
    await typeDate(canvas, texts.end, "2030-05-09");
    setTime(canvas, texts.end, "12:00");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(dashboardCopy.admin.validation.endBeforeStart);
    await expect(canvas.getByRole("button", { name: texts.submit })).toBeDisabled();
    // Equal times are not a window either; one minute later is.
    await typeDate(canvas, texts.end, "2030-05-10");
    await expect(canvas.getByRole("alert")).toHaveTextContent(dashboardCopy.admin.validation.endBeforeStart);
    setTime(canvas, texts.end, "12:01");
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
    await expect(canvas.getByRole("button", { name: texts.submit })).toBeEnabled();
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await typeDate(canvas, texts.start, "2030-05-10");
    setTime(canvas, texts.start, "12:00");
    await typeDate(canvas, texts.end, "2030-05-20");
    setTime(canvas, texts.end, "18:30");
    await userEvent.click(canvas.getByRole("button", { name: texts.submit }));
    await expect(await canvas.findByText(dashboardCopy.admin.flashTimeSet)).toBeVisible();
    const zone = deviceTimeZone();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      startTime: new Date(joinInstant({ date: new CalendarDate(2030, 5, 10), time: "12:00" }, zone) ?? 0).toISOString(),
      endTime: new Date(joinInstant({ date: new CalendarDate(2030, 5, 20), time: "18:30" }, zone) ?? 0).toISOString(),
    });
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.adminScreens.dismiss }));
    await expect(canvas.queryByText(dashboardCopy.admin.flashTimeSet)).toBeNull();
  },
};

export const SubmitFails: Story = {
  args: {
    onSubmit: fn(async (): Promise<FlashWindowSubmitResult> => ({ ok: false, error: "The server is unavailable." })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("button", { name: texts.submit })).toBeEnabled());
    await userEvent.click(canvas.getByRole("button", { name: texts.submit }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The server is unavailable.");
    await expect(canvas.queryByText(dashboardCopy.admin.flashTimeSet)).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const NoWindowYet: Story = {
  args: { info: { state: "none", startsAt: null, endsAt: null, now } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.none)).toBeVisible();
    await ready(canvas);
    const zone = deviceTimeZone();
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: zone });
    await expect(canvas.getByLabelText(texts.start, { exact: true })).toHaveValue(today);
    const later = new Date();
    later.setMonth(later.getMonth() + 1);
    // One calendar month later (the day may differ at a month's end, e.g. 31 Jan to 28 Feb).
    const end = String((canvas.getByLabelText(texts.end, { exact: true }) as HTMLInputElement).value);
    await expect(end.slice(0, 7)).toBe(later.toLocaleDateString("sv-SE", { timeZone: zone }).slice(0, 7));
    await expect(canvas.getByLabelText(picker.timeLabel(texts.start))).toHaveValue(
      canvas.getByLabelText(picker.timeLabel(texts.end)).getAttribute("value"),
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const ClearedField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    setTime(canvas, texts.start, "");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(dashboardCopy.admin.validation.dateTime);
    await expect(canvas.getByRole("button", { name: texts.submit })).toBeDisabled();
    setTime(canvas, texts.start, "08:00");
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
  },
};

/** The calendar: a day picked is only a draft until OK; Cancel keeps the old date; Clear and Today act at once. */
export const CalendarDialog: Story = {
  args: { info: { state: "upcoming", startsAt: Date.UTC(2030, 4, 10, 6), endsAt: Date.UTC(2030, 5, 10, 6), now } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await ready(canvas);
    await expect(canvas.getByText(/^Upcoming — starts \S.* \(in \d+ days?(, .*)?\)$/)).toBeVisible();
    const startInput = canvas.getByLabelText(texts.start, { exact: true });
    const before = String((startInput as HTMLInputElement).value);

    const openCalendar = async () => {
      await userEvent.click(canvas.getByRole("button", { name: picker.openCalendar(texts.start) }));
      return body.findByRole("application", { name: picker.calendar(texts.start) });
    };

    let calendar = await openCalendar();
    for (const label of [picker.clear, picker.today, picker.cancel, picker.ok]) {
      await waitFor(() => expect(within(calendar).getByRole("button", { name: label })).toBeVisible());
    }
    const dayCells = within(calendar)
      .getAllByRole("button")
      .filter((cell) => cell.closest("td") && cell.textContent === "20");
    await userEvent.click(dayCells[0] as HTMLElement);
    await userEvent.click(within(calendar).getByRole("button", { name: picker.cancel }));
    await waitFor(() => expect(body.queryByRole("application", { name: picker.calendar(texts.start) })).toBeNull());
    await expect(startInput).toHaveValue(before);

    calendar = await openCalendar();
    const again = within(calendar)
      .getAllByRole("button")
      .filter((cell) => cell.closest("td") && cell.textContent === "20");
    await userEvent.click(again[0] as HTMLElement);
    await userEvent.click(within(calendar).getByRole("button", { name: picker.ok }));
    await waitFor(() => expect(startInput).toHaveValue(`${before.slice(0, 8)}20`));

    calendar = await openCalendar();
    await userEvent.click(within(calendar).getByRole("button", { name: picker.clear }));
    await waitFor(() => expect(startInput).toHaveValue(""));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(dashboardCopy.admin.validation.dateTime);

    calendar = await openCalendar();
    await userEvent.click(within(calendar).getByRole("button", { name: picker.today }));
    await waitFor(() =>
      expect(startInput).toHaveValue(new Date().toLocaleDateString("sv-SE", { timeZone: deviceTimeZone() })),
    );
  },
};

/** On a phone the calendar opens as a centred dialog over a backdrop. */
export const CalendarOnSmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await ready(canvas);
    // Closed, the calendar leaves nothing over the page (its phone backdrop is part of the positioner).
    const positioners = () =>
      canvasElement.ownerDocument.querySelectorAll("[data-scope=date-picker][data-part=positioner]");
    await expect(positioners()).toHaveLength(0);
    await userEvent.click(canvas.getByRole("button", { name: picker.openCalendar(texts.end) }));
    const calendar = await body.findByRole("application", { name: picker.calendar(texts.end) });
    await waitFor(() => {
      const box = calendar.getBoundingClientRect();
      const width = canvasElement.ownerDocument.documentElement.clientWidth;
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
      expect(Math.abs(box.left - (width - box.right))).toBeLessThan(2);
    });
    await waitFor(() => expect(within(calendar).getByRole("button", { name: picker.ok })).toBeVisible());
    // A tap on the backdrop closes it, and nothing is left over the page.
    await userEvent.click(positioners()[0] as HTMLElement);
    await waitFor(() => expect(positioners()).toHaveLength(0));
    await expect(canvas.getByLabelText(texts.end, { exact: true })).not.toHaveValue("");
  },
};
