import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CurrencyProvider } from "~/client/currency.tsx";
import { DashboardShell } from "~/components/dashboard/DashboardShell.tsx";
import { ZonesEditor, type ZonesSaveResult, type ZonesSubmission } from "~/components/delivery/ZonesEditor.tsx";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { zonesSchema } from "~/schemas/zones.ts";
import { parseInput } from "~/schemas/parse.ts";
import { admin } from "../fixtures.ts";
import { CHATTOGRAM, dhakaThanaIds, GAZIPUR, NARAYANGANJ, seededZones, zoneLocations } from "../fixtures-zones.ts";
import { expectInsideHorizontally, expectNoSidewaysScroll } from "../layout-checks.ts";

const texts = dashboardCopy.delivery;
const saved = async (): Promise<ZonesSaveResult> => ({ ok: true });

const meta = {
  title: "Delivery/ZonesEditor",
  component: ZonesEditor,
  args: { zones: seededZones, locations: zoneLocations, onSave: fn(saved) },
  parameters: { router: { initialEntries: ["/dashboard/delivery"] } },
  decorators: [
    (Story) => (
      <CurrencyProvider currency="USD">
        <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
          <Story />
        </div>
      </CurrencyProvider>
    ),
  ],
} satisfies Meta<typeof ZonesEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard around the screen, as on the page: the menu beside it on wide screens, a menu button on phones. */
const inDashboard: Decorator = (Story) => (
  <DashboardShell user={admin} awaitingVerification={3} onLogout={() => {}}>
    <Story />
  </DashboardShell>
);

type Canvas = ReturnType<typeof within>;

/** A zone's fieldset (named by its legend: "Zone 2: Dhaka suburbs"), to query inside. */
function zone(canvas: Canvas, name: string) {
  return within(canvas.getByRole("group", { name }));
}

/** The zones' fieldsets, in order. */
function zoneGroups(canvas: Canvas): HTMLElement[] {
  return canvas.queryAllByRole("group", { name: /^Zone \d+/ });
}

/**
 * Opens a zone's picker and types into it a character at a time, each seen in the field before the next: Ark writes
 * the field's value back after each change, and a keystroke sent in between (no person types that fast) is lost.
 */
async function search(inside: ReturnType<typeof within>, picker: string, typed: string) {
  const input = inside.getByRole("combobox", { name: picker }) as HTMLInputElement;
  await userEvent.click(input);
  await waitFor(() => expect(input).toHaveAttribute("aria-expanded", "true"));
  await userEvent.clear(input);
  for (const character of typed) {
    const expected = input.value + character;
    await userEvent.type(input, character, { skipClick: true });
    await waitFor(() => expect(input).toHaveValue(expected));
  }
  return input;
}

/** What the first save sent (the `onSave` spy's first call). */
function firstSaved(onSave: unknown): ZonesSubmission {
  return (onSave as { mock: { calls: [ZonesSubmission][] } }).mock.calls[0]![0];
}

/** Closes an open picker with Escape. */
async function closePicker(input: HTMLElement) {
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(input).toHaveAttribute("aria-expanded", "false"));
}

/** Types into a zone's picker and chooses the option whose text starts with `option`. */
async function pick(inside: ReturnType<typeof within>, picker: string, typed: string, option: RegExp) {
  const input = await search(inside, picker, typed);
  await userEvent.click(await inside.findByRole("option", { name: option }));
  await waitFor(() => expect(input).toHaveValue(""));
}

export const Seeded: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  decorators: [inDashboard],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: texts.heading })).toBeVisible();
    await expect(canvas.getByText(texts.help)).toBeVisible();
    await expect(canvas.getByText(texts.movingHelp)).toBeVisible();
    await expect(canvas.queryByText(texts.noZones)).not.toBeInTheDocument();
    await expect(zoneGroups(canvas).map((group: HTMLElement) => group.querySelector("legend")?.textContent)).toEqual([
      "Zone 1: Inside Dhaka",
      "Zone 2: Dhaka suburbs",
      "Zone 3: Outside Dhaka",
    ]);

    const inside = zone(canvas, "Zone 1: Inside Dhaka");
    await expect(inside.getByLabelText("Zone name")).toHaveValue("Inside Dhaka");
    await expect(inside.getByLabelText("Delivery charge (৳)")).toHaveValue(70);
    await expect(inside.getByLabelText("Free delivery from goods worth (৳)")).toHaveValue(5000);
    await expect(inside.getByLabelText("Free delivery from goods worth (৳)")).toHaveAccessibleDescription(
      texts.freeOverHint,
    );
    await expect(
      inside.getByText("৳70 per order, free from ৳5,000 · Cash on delivery up to ৳10,000 · 0 districts, 49 areas"),
    ).toBeVisible();
    // Cash on delivery: taken, up to ৳10,000, nothing paid first.
    const insideCod = within(inside.getByRole("group", { name: texts.cod.legend }));
    await expect(insideCod.getByRole("checkbox", { name: texts.cod.enabled })).toBeChecked();
    await expect(insideCod.getByLabelText("Largest order total for cash on delivery (৳)")).toHaveValue(10000);
    await expect(insideCod.getByLabelText("Largest order total for cash on delivery (৳)")).toHaveAccessibleDescription(
      texts.cod.maxTotalHint,
    );
    await expect(insideCod.getByRole("combobox", { name: texts.cod.advance })).toHaveValue("none");
    await expect(insideCod.getByRole("combobox", { name: texts.cod.advance })).toBeEnabled();
    await expect(inside.getByRole("radio", { name: texts.isDefault })).not.toBeChecked();
    const thanas = within(inside.getByRole("list", { name: texts.areas })).getAllByRole("button");
    await expect(thanas).toHaveLength(dhakaThanaIds.length);
    await expect(inside.getByRole("button", { name: "Remove Dhanmondi, Dhaka from this zone" })).toBeVisible();
    await expect(inside.getByText(texts.noneYet)).toBeVisible();
    await expect(inside.getByRole("button", { name: "Remove the zone Inside Dhaka" })).toBeVisible();

    const suburbs = zone(canvas, "Zone 2: Dhaka suburbs");
    await expect(suburbs.getByLabelText("Delivery charge (৳)")).toHaveValue(110);
    await expect(suburbs.getByLabelText("Free delivery from goods worth (৳)")).toHaveValue(null);
    await expect(
      suburbs.getByText(
        "৳110 per order · Cash on delivery up to ৳10,000, delivery charge first · 2 districts, 5 areas",
      ),
    ).toBeVisible();
    await expect(suburbs.getByRole("combobox", { name: texts.cod.advance })).toHaveValue("delivery");
    const districts = within(suburbs.getByRole("list", { name: texts.districts })).getAllByRole("button");
    await expect(districts.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Remove Gazipur from this zone",
      "Remove Narayanganj from this zone",
    ]);
    for (const upazila of ["Dhamrai", "Dohar", "Keraniganj", "Nawabganj", "Savar"])
      await expect(suburbs.getByRole("button", { name: `Remove ${upazila}, Dhaka from this zone` })).toBeVisible();

    const outside = zone(canvas, "Zone 3: Outside Dhaka");
    await expect(outside.getByRole("radio", { name: texts.isDefault })).toBeChecked();
    await expect(outside.getByText(texts.everywhereElse, { selector: "p" })).toBeVisible();
    await expect(outside.getByText(texts.defaultBadge)).toBeVisible();
    await expect(outside.queryByRole("combobox", { name: texts.searchDistricts })).not.toBeInTheDocument();
    await expect(outside.queryByRole("combobox", { name: texts.searchAreas })).not.toBeInTheDocument();
    // One radio group across the zones: exactly one default.
    await expect(canvas.getAllByRole("radio", { checked: true })).toHaveLength(1);

    // The pickers match English and Bangla names; a place another zone covers says it moves here.
    await search(inside, texts.searchDistricts, "ঢাকা");
    await expect(await inside.findByRole("option", { name: /^Dhaka/ })).toBeVisible();
    const districtPicker = await search(inside, texts.searchDistricts, "gazi");
    const gazipur = await inside.findByRole("option", { name: /^Gazipur/ });
    await expect(gazipur).toHaveTextContent(texts.inZone("Dhaka suburbs"));
    await closePicker(districtPicker);
    const areaPicker = await search(suburbs, texts.searchAreas, "dhanm");
    const dhanmondi = await suburbs.findByRole("option", { name: /^Dhanmondi, Dhaka/ });
    await expect(dhanmondi).toHaveTextContent("ধানমন্ডি, ঢাকা");
    await expect(dhanmondi).toHaveTextContent(texts.inZone("Inside Dhaka"));
    await closePicker(areaPicker);
    // (The advance select's options aside: they are the zone's own.)
    await expect(suburbs.queryAllByRole("option").filter((option) => !option.closest("select"))).toHaveLength(0);

    // At 1280 px beside the dashboard menu: nothing scrolls sideways, each zone inside the page.
    const page = canvas.getByRole("region", { name: texts.heading });
    await expectNoSidewaysScroll(canvasElement);
    for (const group of zoneGroups(canvas)) await expectInsideHorizontally(group, page, "a zone");
    // The charge fields sit side by side there.
    const name = inside.getByLabelText("Zone name").getBoundingClientRect();
    const fee = inside.getByLabelText("Delivery charge (৳)").getBoundingClientRect();
    await expect(fee.left).toBeGreaterThan(name.right);
  },
};

export const NoZones: Story = {
  args: { zones: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: texts.heading })).toBeVisible();
    await expect(canvas.getByText(texts.noZones)).toBeVisible();
    await expect(canvas.getByText(texts.noZones)).toHaveTextContent(
      "No delivery zones yet: orders pay no delivery charge until you save them.",
    );
    await expect(zoneGroups(canvas)).toHaveLength(0);
    await expect(canvas.getByRole("button", { name: texts.addZone })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: texts.save })).toBeEnabled();
    // Nothing to save yet: the schema asks for 1 to 12 zones.
    await userEvent.click(canvas.getByRole("button", { name: texts.save }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(texts.validation.zones);
    await expect(args.onSave).not.toHaveBeenCalled();

    // The first zone added is the default, which covers everywhere.
    await userEvent.click(canvas.getByRole("button", { name: texts.addZone }));
    const first = zone(canvas, "Zone 1");
    await waitFor(() => expect(first.getByLabelText("Zone name")).toHaveFocus());
    await expect(first.getByRole("radio", { name: texts.isDefault })).toBeChecked();
    await expect(first.getByText(texts.everywhereElse, { selector: "p" })).toBeVisible();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const AddZoneAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: texts.addZone }));
    const added = zone(canvas, "Zone 4");
    const name = added.getByLabelText("Zone name");
    await waitFor(() => expect(name).toHaveFocus());
    await expect(added.getByRole("radio", { name: texts.isDefault })).not.toBeChecked();
    await expect(added.getAllByText(texts.noneYet)).toHaveLength(2);
    await userEvent.type(name, "Chattogram city");
    await expect(canvas.getByRole("group", { name: "Zone 4: Chattogram city" })).toBeVisible();
    await userEvent.type(added.getByLabelText("Delivery charge (৳)"), "150");

    // A district no zone covers is added; one another zone covers moves here (chosen by its Bangla name).
    await pick(added, texts.searchDistricts, "Chatto", /^Chattogram/);
    await expect(added.getByRole("button", { name: "Remove Chattogram from this zone" })).toBeVisible();
    await expect(canvas.getByText(texts.added("Chattogram", "Chattogram city"))).toBeInTheDocument();
    await pick(added, texts.searchDistricts, "গাজী", /^Gazipur/);
    await expect(added.getByRole("button", { name: "Remove Gazipur from this zone" })).toBeVisible();
    const suburbs = zone(canvas, "Zone 2: Dhaka suburbs");
    await expect(suburbs.queryByRole("button", { name: "Remove Gazipur from this zone" })).not.toBeInTheDocument();
    await expect(canvas.getByText(texts.moved("Gazipur", "Dhaka suburbs", "Chattogram city"))).toBeInTheDocument();

    // Its orders go to RedX unless the admin picks another courier when booking (issue 51).
    await userEvent.selectOptions(added.getByLabelText(texts.courier.label), texts.courier.names.redx);

    await userEvent.click(canvas.getByRole("button", { name: texts.save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const submission = {
      zones: [
        {
          id: 1,
          name: "Inside Dhaka",
          fee: "70",
          freeOver: "5000",
          districtIds: [],
          areaIds: dhakaThanaIds,
          default: false,
          cod: { enabled: true, maxTotal: "10000", advance: "none" },
          courier: "pathao",
        },
        {
          id: 2,
          name: "Dhaka suburbs",
          fee: "110",
          freeOver: "",
          districtIds: [NARAYANGANJ],
          areaIds: [365, 366, 367, 368, 369],
          default: false,
          cod: { enabled: true, maxTotal: "10000", advance: "delivery" },
          courier: "",
        },
        {
          id: 3,
          name: "Outside Dhaka",
          fee: "130",
          freeOver: "",
          districtIds: [],
          areaIds: [],
          default: true,
          cod: { enabled: true, maxTotal: "10000", advance: "delivery" },
          courier: "steadfast",
        },
        {
          name: "Chattogram city",
          fee: "150",
          freeOver: "",
          districtIds: [CHATTOGRAM, GAZIPUR],
          areaIds: [],
          default: false,
          // A new zone takes cash on delivery as the server's default does: no limit, nothing first.
          cod: { enabled: true, maxTotal: "", advance: "none" },
          courier: "redx",
        },
      ],
    };
    await expect(args.onSave).toHaveBeenCalledWith(submission);
    // What the route posts is what the server's schema takes.
    await expect(parseInput(zonesSchema, submission).ok).toBe(true);

    const notice = await canvas.findByText(texts.saved);
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(canvas.getByRole("heading", { level: 1, name: texts.heading })).toHaveFocus());
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const inside = zone(canvas, "Zone 1: Inside Dhaka");
    const suburbs = zone(canvas, "Zone 2: Dhaka suburbs");
    const name = inside.getByLabelText("Zone name");
    const fee = suburbs.getByLabelText("Delivery charge (৳)");
    await userEvent.clear(name);
    await userEvent.clear(fee);
    await userEvent.type(fee, "-1");
    await userEvent.click(canvas.getByRole("button", { name: texts.save }));

    await expect(await canvas.findByRole("alert")).toHaveTextContent(texts.fixErrors);
    await expect(inside.getByText(texts.validation.name)).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(texts.validation.name);
    await expect(name).toHaveFocus();
    await expect(suburbs.getByText(texts.validation.fee)).toBeVisible();
    await expect(fee).toHaveAttribute("aria-invalid", "true");
    await expect(fee).toHaveAccessibleDescription(texts.validation.fee);
    // An unnamed zone is named by its place in the list.
    await expect(inside.getByRole("button", { name: "Remove the zone Zone 1" })).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();

    // Editing a field clears its message.
    await userEvent.type(name, "Dhaka city");
    await expect(inside.queryByText(texts.validation.name)).not.toBeInTheDocument();
    await expect(suburbs.getByText(texts.validation.fee)).toBeVisible();
  },
};

export const ServerRefusal: Story = {
  args: {
    onSave: fn(async (): Promise<ZonesSaveResult> => ({
      ok: false,
      error: texts.validation.defaultCount,
      fieldErrors: { zones: texts.validation.defaultCount },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: texts.save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Exactly one zone must be the default for everywhere else.");
    await expect(canvas.queryByText(texts.saved)).not.toBeInTheDocument();
    // The list stays as it was, ready to fix and save again; focus is back on Save.
    await expect(zoneGroups(canvas)).toHaveLength(3);
    await expect(canvas.getByRole("button", { name: texts.save })).toBeEnabled();
    await waitFor(() => expect(canvas.getByRole("button", { name: texts.save })).toHaveFocus());
  },
};

export const RemovePlacesAndZones: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const suburbs = zone(canvas, "Zone 2: Dhaka suburbs");
    await userEvent.click(suburbs.getByRole("button", { name: "Remove Gazipur from this zone" }));
    // Focus stays in the list, on the chip that took its place.
    await expect(suburbs.getByRole("button", { name: "Remove Narayanganj from this zone" })).toHaveFocus();
    await userEvent.click(suburbs.getByRole("button", { name: "Remove Narayanganj from this zone" }));
    await expect(suburbs.getByRole("combobox", { name: texts.searchDistricts })).toHaveFocus();
    await expect(
      suburbs.getByText(
        "৳110 per order · Cash on delivery up to ৳10,000, delivery charge first · 0 districts, 5 areas",
      ),
    ).toBeVisible();

    // Making Dhaka suburbs the default hides what it covers (the default covers everywhere else).
    await userEvent.click(suburbs.getByRole("radio", { name: texts.isDefault }));
    await expect(suburbs.getByText(texts.defaultDropsCoverage)).toBeVisible();
    await expect(zone(canvas, "Zone 3: Outside Dhaka").getByRole("radio", { name: texts.isDefault })).not.toBeChecked();

    await userEvent.click(canvas.getByRole("button", { name: "Remove the zone Inside Dhaka" }));
    await expect(zoneGroups(canvas).map((group: HTMLElement) => group.querySelector("legend")?.textContent)).toEqual([
      "Zone 1: Dhaka suburbs",
      "Zone 2: Outside Dhaka",
    ]);
    await expect(canvas.getByRole("button", { name: texts.addZone })).toHaveFocus();
  },
};

/** Outside Dhaka as saved without cash on delivery; the others as seeded. */
const outsideWithoutCod = seededZones.map((each) =>
  each.id === 3 ? { ...each, cod: { ...each.cod, enabled: false } } : each,
);

export const CashOnDeliveryOff: Story = {
  args: { zones: outsideWithoutCod },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const outside = zone(canvas, "Zone 3: Outside Dhaka");
    const cod = within(outside.getByRole("group", { name: texts.cod.legend }));
    const enabled = cod.getByRole("checkbox", { name: texts.cod.enabled });
    const maxTotal = cod.getByLabelText("Largest order total for cash on delivery (৳)");
    const advance = cod.getByRole("combobox", { name: texts.cod.advance });
    await expect(enabled).not.toBeChecked();
    await expect(outside.getByText(`৳130 per order · ${texts.cod.summaryOff} · ${texts.everywhereElse}`)).toBeVisible();
    // Off: its limit and advance are kept as saved but cannot be edited.
    await expect(maxTotal).toBeDisabled();
    await expect(maxTotal).toHaveValue(10000);
    await expect(advance).toBeDisabled();
    await expect(advance).toHaveValue("delivery");
    // The other zones still take it.
    await expect(zone(canvas, "Zone 1: Inside Dhaka").getByRole("checkbox", { name: texts.cod.enabled })).toBeChecked();

    // Turned on, the fields can be edited, and the summary follows them.
    await userEvent.click(enabled);
    await expect(enabled).toBeChecked();
    await expect(maxTotal).toBeEnabled();
    await userEvent.clear(maxTotal);
    await userEvent.selectOptions(advance, texts.cod.advanceOptions.full);
    await expect(
      outside.getByText(`৳130 per order · Paid in full before delivery · ${texts.everywhereElse}`),
    ).toBeVisible();
    await userEvent.selectOptions(advance, texts.cod.advanceOptions.none);
    await expect(outside.getByText(`৳130 per order · Cash on delivery · ${texts.everywhereElse}`)).toBeVisible();

    // And off again; saving sends every zone's cash on delivery (a zone saved without it would be reset).
    await userEvent.type(maxTotal, "20");
    await userEvent.click(enabled);
    await expect(maxTotal).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: texts.save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const sent = firstSaved(args.onSave);
    await expect(sent.zones.map((each) => each.cod)).toEqual([
      { enabled: true, maxTotal: "10000", advance: "none" },
      { enabled: true, maxTotal: "10000", advance: "delivery" },
      { enabled: false, maxTotal: "20", advance: "none" },
    ]);
    await expect(parseInput(zonesSchema, sent).ok).toBe(true);
  },
};

export const CashOnDeliveryLimitError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const inside = zone(canvas, "Zone 1: Inside Dhaka");
    const maxTotal = inside.getByLabelText("Largest order total for cash on delivery (৳)");
    await userEvent.clear(maxTotal);
    await userEvent.type(maxTotal, "-5");
    // Not an amount: the summary leaves cash on delivery out rather than show it without its limit.
    await expect(inside.getByText("৳70 per order, free from ৳5,000 · 0 districts, 49 areas")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: texts.save }));

    await expect(await canvas.findByRole("alert")).toHaveTextContent(texts.fixErrors);
    await expect(inside.getByText(texts.validation.codMaxTotal)).toBeVisible();
    await expect(maxTotal).toHaveAttribute("aria-invalid", "true");
    await expect(maxTotal).toHaveAccessibleDescription(`${texts.cod.maxTotalHint} ${texts.validation.codMaxTotal}`);
    await expect(maxTotal).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();

    // Editing the limit clears its message; an empty one is no limit.
    await userEvent.clear(maxTotal);
    await expect(inside.queryByText(texts.validation.codMaxTotal)).not.toBeInTheDocument();
    await expect(maxTotal).not.toHaveAttribute("aria-invalid", "true");
    await expect(
      inside.getByText("৳70 per order, free from ৳5,000 · Cash on delivery · 0 districts, 49 areas"),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: texts.save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(firstSaved(args.onSave).zones[0]!.cod).toEqual({
      enabled: true,
      maxTotal: "",
      advance: "none",
    });
  },
};

export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone390: { name: "Phone (390)", styles: { width: "390px", height: "844px" }, type: "mobile" } },
    },
  },
  globals: { viewport: { value: "phone390", isRotated: false } },
  decorators: [inDashboard],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(390);
    await expect(canvas.getByRole("heading", { level: 1, name: texts.heading })).toBeVisible();
    const inside = zone(canvas, "Zone 1: Inside Dhaka");
    // One column: the charge sits under the name, not beside it.
    const name = inside.getByLabelText("Zone name").getBoundingClientRect();
    const fee = inside.getByLabelText("Delivery charge (৳)").getBoundingClientRect();
    await expect(name.bottom).toBeLessThanOrEqual(fee.top);
    await expectNoSidewaysScroll(canvasElement);
    const page = canvas.getByRole("region", { name: texts.heading });
    for (const group of zoneGroups(canvas)) {
      await expectInsideHorizontally(group, page, "a zone");
      for (const button of within(group).getAllByRole("button"))
        await expectInsideHorizontally(button, group, button.getAttribute("aria-label") ?? button.textContent ?? "");
    }
    // The picker's list fits the phone too.
    const picker = await search(inside, texts.searchAreas, "Kali");
    await expect(await inside.findByRole("option", { name: /^Kaliganj, Gazipur/ })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await closePicker(picker);
    await expect(canvas.getByRole("button", { name: texts.save })).toBeVisible();
  },
};
