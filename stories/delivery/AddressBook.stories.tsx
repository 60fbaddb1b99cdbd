import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { ScreenAnswer } from "~/client/route-action.ts";
import { DashboardShell } from "~/components/dashboard/DashboardShell.tsx";
import { AddressBook, type AddressBookProps } from "~/components/delivery/AddressBook.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import type { SavedAddressView } from "~/domain/delivery/types.ts";
import type { AddressFormInput } from "~/schemas/address.ts";
import {
  districts,
  factoryAddress,
  homeAddress,
  longBanglaArea,
  manyAddresses,
  officeAddress,
  placeOf,
  threeAddresses,
} from "../fixtures-addresses.ts";
import { shopper } from "../fixtures.ts";
import { expectInsideHorizontally, expectNoSidewaysScroll } from "../layout-checks.ts";

const texts = dashboardCopy.addresses;
const messages = shopCopy.checkout.validation;

/** The book as the server keeps it: the default first, then oldest first; one default while there is any. */
function ordered(addresses: SavedAddressView[]): SavedAddressView[] {
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
}

function withDefault(addresses: SavedAddressView[], id: number): SavedAddressView[] {
  return ordered(addresses.map((each) => ({ ...each, isDefault: each.id === id })));
}

function saved(addresses: SavedAddressView[], values: AddressFormInput, address: SavedAddressView | null) {
  const id = address?.id ?? Math.max(0, ...addresses.map((each) => each.id)) + 1;
  const next: SavedAddressView = {
    id,
    ...values,
    ...placeOf(values.districtId, values.areaId),
    note: values.note ?? null,
    isDefault: values.isDefault || addresses.length === 0 || (address?.isDefault ?? false),
  };
  const list = address ? addresses.map((each) => (each.id === id ? next : each)) : [...addresses, next];
  return next.isDefault ? withDefault(list, id) : ordered(list);
}

/**
 * Plays the route's part: a change takes a moment; on success the fresh list (as the loader would send it after
 * revalidating) replaces the old one.
 */
function LiveBook(props: AddressBookProps) {
  const [addresses, setAddresses] = useState(props.addresses);
  const settle = async (answer: Promise<ScreenAnswer>, change: (list: SavedAddressView[]) => SavedAddressView[]) => {
    const result = await answer;
    await new Promise((resolve) => setTimeout(resolve, 80));
    if (result.ok) setAddresses(change);
    return result;
  };
  return (
    <AddressBook
      {...props}
      addresses={addresses}
      onSave={(values, address) => settle(props.onSave(values, address), (list) => saved(list, values, address))}
      onDelete={(address) =>
        settle(props.onDelete(address), (list) => {
          const left = list.filter((each) => each.id !== address.id);
          return address.isDefault && left[0] ? withDefault(left, left[0].id) : left;
        })
      }
      onMakeDefault={(address) => settle(props.onMakeDefault(address), (list) => withDefault(list, address.id))}
    />
  );
}

const accept = async (): Promise<ScreenAnswer> => ({ ok: true });

const meta = {
  title: "Delivery/AddressBook",
  component: AddressBook,
  render: (args) => <LiveBook {...args} />,
  args: {
    addresses: threeAddresses,
    max: 10,
    districts,
    districtsStatus: "ready",
    onSave: fn(accept),
    onDelete: fn(accept),
    onMakeDefault: fn(accept),
  },
  parameters: { router: { initialEntries: ["/dashboard/addresses"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

function cards(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole("list", { name: texts.listLabel });
  return within(list).getAllByRole("article");
}

function heading(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole("heading", { level: 1, name: texts.heading });
}

/** Chooses an option of one of the place fields (an Ark combobox): opens its list and picks by the English name. */
async function choose(canvasElement: HTMLElement, field: string, typed: string, option: string) {
  const input = within(canvasElement).getByRole("combobox", { name: field });
  await userEvent.click(input);
  await userEvent.type(input, typed);
  await userEvent.click(await within(canvasElement).findByRole("option", { name: new RegExp(`^${option}`) }));
  await waitFor(() => expect(input).toHaveValue(option));
}

/** Fills the add form with a valid address in Mirpur, Dhaka. */
async function fillNewAddress(canvasElement: HTMLElement) {
  const form = within(await within(canvasElement).findByRole("form", { name: texts.addHeading }));
  await userEvent.type(form.getByRole("textbox", { name: texts.label }), "Studio");
  await userEvent.type(form.getByRole("textbox", { name: texts.recipient }), "Nusrat Jahan");
  await userEvent.type(form.getByRole("textbox", { name: checkoutCopy.checkoutPage.mobile }), "01711223344");
  await choose(canvasElement, checkoutCopy.delivery.district, "dha", "Dhaka");
  await choose(canvasElement, checkoutCopy.delivery.area, "mir", "Mirpur");
  await userEvent.type(
    form.getByRole("textbox", { name: checkoutCopy.delivery.address }),
    "Road 3, Section 10, Mirpur",
  );
}

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvasElement)).toBeVisible();
    await expect(canvas.getByText(texts.help)).toBeVisible();
    await expect(canvas.getByText("0 of 10 saved")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: texts.emptyTitle })).toBeVisible();
    await expect(canvas.getByText(texts.emptyHelp)).toBeVisible();
    await expect(canvas.queryByRole("list", { name: texts.listLabel })).not.toBeInTheDocument();
    const add = canvas.getByRole("button", { name: texts.add });
    await expect(add).toBeEnabled();
    await expect(add).toHaveAttribute("aria-expanded", "false");

    // The first address will be the default whatever is ticked, and the form says so.
    await userEvent.click(add);
    const form = within(await canvas.findByRole("form", { name: texts.addHeading }));
    const box = form.getByRole("checkbox", { name: texts.isDefault });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription(texts.firstIsDefault);
    await expect(canvas.queryByRole("heading", { name: texts.emptyTitle })).not.toBeInTheDocument();
  },
};

export const WithAddresses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("3 of 10 saved")).toBeVisible();
    const [home, office, parents] = cards(canvasElement).map((card) => within(card));
    await expect(cards(canvasElement)).toHaveLength(3);

    await expect(home!.getByRole("heading", { level: 2, name: "Home" })).toBeVisible();
    await expect(home!.getByText(checkoutCopy.delivery.defaultBadge)).toBeVisible();
    await expect(home!.getByText("Ayesha Rahman")).toBeVisible();
    await expect(home!.getByText("01712345678")).toBeVisible();
    await expect(home!.getByText("House 12, Road 5, Dhanmondi R/A")).toBeVisible();
    const homePlace = cards(canvasElement)[0]!.querySelector("[data-part=place]")!;
    await expect(homePlace).toHaveTextContent("Dhanmondi (ধানমন্ডি), Dhaka (ঢাকা)");
    await expect(home!.getByText("ধানমন্ডি")).toHaveAttribute("lang", "bn");
    await expect(home!.queryByRole("button", { name: texts.makeDefaultFor("Home") })).not.toBeInTheDocument();
    await expect(home!.getByRole("button", { name: texts.editAddress("Home") })).toBeVisible();
    await expect(home!.getByRole("button", { name: texts.deleteAddress("Home") })).toBeVisible();

    await expect(office!.queryByText(checkoutCopy.delivery.defaultBadge)).not.toBeInTheDocument();
    await expect(office!.getByText("Note: Reception closes at 6 pm")).toBeVisible();
    await expect(cards(canvasElement)[2]!.querySelector("[data-part=place]")).toHaveTextContent(
      "Sylhet Sadar (সিলেট সদর), Sylhet (সিলেট)",
    );
    await expect(parents!.getByRole("group", { name: texts.actionsFor("Parents") })).toBeVisible();

    // Make default: the card moves first with the badge, a notice says so and focus goes to the heading.
    await userEvent.click(office!.getByRole("button", { name: texts.makeDefaultFor("Office") }));
    await expect(args.onMakeDefault).toHaveBeenCalledWith(officeAddress);
    await expect(await canvas.findByRole("status")).toHaveTextContent(texts.madeDefault("Office"));
    await waitFor(() => expect(heading(canvasElement)).toHaveFocus());
    const first = within(cards(canvasElement)[0]!);
    await expect(first.getByRole("heading", { name: "Office" })).toBeVisible();
    await expect(first.getByText(checkoutCopy.delivery.defaultBadge)).toBeVisible();
    await expect(first.queryByRole("button", { name: texts.makeDefaultFor("Office") })).not.toBeInTheDocument();
    await expect(
      within(cards(canvasElement)[1]!).getByRole("button", { name: texts.makeDefaultFor("Home") }),
    ).toBeVisible();
  },
};

export const Full: Story = {
  args: { addresses: manyAddresses(10) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("10 of 10 saved")).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(10);
    const add = canvas.getByRole("button", { name: texts.add });
    await expect(add).toBeDisabled();
    await expect(canvas.getByText(texts.full(10))).toBeVisible();
    await expect(add).toHaveAccessibleDescription(texts.full(10));
    await expect(canvas.queryByRole("form", { name: texts.addHeading })).not.toBeInTheDocument();
    // Editing stays possible at the limit.
    await expect(canvas.getByRole("button", { name: texts.editAddress("Place 2") })).toBeEnabled();
  },
};

export const AddForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole("button", { name: texts.add });
    await userEvent.click(add);
    await expect(add).toHaveAttribute("aria-expanded", "true");
    const formElement = await canvas.findByRole("form", { name: texts.addHeading });
    const form = within(formElement);
    const label = form.getByRole("textbox", { name: texts.label });
    await waitFor(() => expect(label).toHaveFocus());
    await expect(form.getByRole("checkbox", { name: texts.isDefault })).not.toBeChecked();

    // Sent empty: every required field says what it needs, focus goes to the first, nothing is sent.
    await userEvent.click(form.getByRole("button", { name: texts.save }));
    await expect(label).toHaveAccessibleDescription(checkoutCopy.delivery.labelInvalid);
    await expect(form.getByRole("textbox", { name: texts.recipient })).toHaveAccessibleDescription(
      shopCopy.auth.validation.name,
    );
    await expect(form.getByRole("textbox", { name: checkoutCopy.checkoutPage.mobile })).toHaveAccessibleDescription(
      expect.stringContaining(messages.mobile),
    );
    await expect(form.getByRole("combobox", { name: checkoutCopy.delivery.district })).toHaveAccessibleDescription(
      messages.district,
    );
    await expect(form.getByText(messages.area)).toBeVisible();
    await expect(form.getByRole("textbox", { name: checkoutCopy.delivery.address })).toHaveAccessibleDescription(
      expect.stringContaining(messages.addressLine),
    );
    await expect(form.getByRole("textbox", { name: checkoutCopy.delivery.note })).not.toHaveAttribute("aria-invalid");
    await expect(label).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();

    // A fixed field clears its message as it is left.
    await userEvent.type(label, "Studio");
    await userEvent.tab();
    await expect(form.queryByText(checkoutCopy.delivery.labelInvalid)).not.toBeInTheDocument();
    await expect(form.getByText(shopCopy.auth.validation.name)).toBeVisible();

    // Cancel: the form closes and focus is back on the button that opened it.
    await userEvent.click(form.getByRole("button", { name: texts.cancel }));
    await expect(canvas.queryByRole("form", { name: texts.addHeading })).not.toBeInTheDocument();
    await waitFor(() => expect(add).toHaveFocus());
    await expect(add).toHaveAttribute("aria-expanded", "false");
  },
};

export const AddSaves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: texts.add }));
    await fillNewAddress(canvasElement);
    const form = within(await canvas.findByRole("form", { name: texts.addHeading }));
    await userEvent.type(form.getByRole("textbox", { name: checkoutCopy.delivery.note }), "Blue gate");
    await userEvent.click(form.getByRole("button", { name: texts.save }));
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        label: "Studio",
        name: "Nusrat Jahan",
        mobile: "01711223344",
        districtId: 47,
        areaId: 1027,
        line: "Road 3, Section 10, Mirpur",
        note: "Blue gate",
        isDefault: false,
      },
      null,
    );
    await expect(await canvas.findByRole("status")).toHaveTextContent(texts.saved("Studio"));
    await waitFor(() => expect(heading(canvasElement)).toHaveFocus());
    await expect(canvas.queryByRole("form", { name: texts.addHeading })).not.toBeInTheDocument();
    await expect(canvas.getByText("4 of 10 saved")).toBeVisible();
    const added = cards(canvasElement)[3]!;
    await expect(within(added).getByRole("heading", { name: "Studio" })).toBeVisible();
    await expect(added.querySelector("[data-part=place]")).toHaveTextContent("Mirpur (মিরপুর), Dhaka (ঢাকা)");
  },
};

/**
 * One address saved with a courier note, then another added (issue 45): the second form starts empty, note
 * included; editing the first shows its own note, and a new one after that is empty again.
 */
export const AddAnotherStartsEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole("button", { name: texts.add });
    await userEvent.click(add);
    await fillNewAddress(canvasElement);
    let form = within(await canvas.findByRole("form", { name: texts.addHeading }));
    await userEvent.type(form.getByRole("textbox", { name: checkoutCopy.delivery.note }), "Blue gate");
    await userEvent.click(form.getByRole("button", { name: texts.save }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(texts.saved("Studio"));

    await userEvent.click(add);
    form = within(await canvas.findByRole("form", { name: texts.addHeading }));
    await expect(form.getByRole("textbox", { name: checkoutCopy.delivery.note })).toHaveValue("");
    await expect(form.getByRole("textbox", { name: checkoutCopy.delivery.address })).toHaveValue("");
    await expect(form.getByRole("textbox", { name: texts.label })).toHaveValue("");
    await userEvent.click(form.getByRole("button", { name: texts.cancel }));

    await userEvent.click(canvas.getByRole("button", { name: texts.editAddress("Studio") }));
    form = within(await canvas.findByRole("form", { name: texts.editHeading("Studio") }));
    await expect(form.getByRole("textbox", { name: checkoutCopy.delivery.note })).toHaveValue("Blue gate");
    await userEvent.click(form.getByRole("button", { name: texts.cancel }));
    await userEvent.click(add);
    form = within(await canvas.findByRole("form", { name: texts.addHeading }));
    await expect(form.getByRole("textbox", { name: checkoutCopy.delivery.note })).toHaveValue("");
  },
};

export const EditAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The default keeps its mark until another address takes it.
    await userEvent.click(canvas.getByRole("button", { name: texts.editAddress("Home") }));
    const homeForm = within(await canvas.findByRole("form", { name: texts.editHeading("Home") }));
    const box = homeForm.getByRole("checkbox", { name: texts.isDefault });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription(texts.alreadyDefault);
    await userEvent.click(homeForm.getByRole("button", { name: texts.cancel }));
    await waitFor(() => expect(canvas.getByRole("button", { name: texts.editAddress("Home") })).toHaveFocus());

    await userEvent.click(canvas.getByRole("button", { name: texts.editAddress("Office") }));
    const formElement = await canvas.findByRole("form", { name: texts.editHeading("Office") });
    const form = within(formElement);
    // It takes the card's place, filled in with what is saved.
    await expect(canvas.queryByRole("heading", { level: 2, name: "Office" })).not.toBeInTheDocument();
    await expect(form.getByRole("textbox", { name: texts.label })).toHaveValue("Office");
    await expect(form.getByRole("textbox", { name: texts.recipient })).toHaveValue("Ayesha Rahman");
    await expect(form.getByRole("textbox", { name: checkoutCopy.checkoutPage.mobile })).toHaveValue("01812345678");
    await expect(form.getByRole("combobox", { name: checkoutCopy.delivery.district })).toHaveValue("Dhaka");
    await expect(form.getByRole("combobox", { name: checkoutCopy.delivery.area })).toHaveValue("Gulshan");
    await expect(form.getByRole("textbox", { name: checkoutCopy.delivery.note })).toHaveValue(
      "Reception closes at 6 pm",
    );

    const line = form.getByRole("textbox", { name: checkoutCopy.delivery.address });
    await userEvent.clear(line);
    await userEvent.type(line, "Level 9, Gulshan Avenue 90");
    await userEvent.click(form.getByRole("checkbox", { name: texts.isDefault }));
    await userEvent.click(form.getByRole("button", { name: texts.save }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        label: "Office",
        districtId: 47,
        areaId: 1015,
        line: "Level 9, Gulshan Avenue 90",
        note: "Reception closes at 6 pm",
        isDefault: true,
      }),
      officeAddress,
    );
    await expect(await canvas.findByRole("status")).toHaveTextContent(texts.saved("Office"));
    await waitFor(() => expect(heading(canvasElement)).toHaveFocus());
    const first = within(cards(canvasElement)[0]!);
    await expect(first.getByRole("heading", { name: "Office" })).toBeVisible();
    await expect(first.getByText("Level 9, Gulshan Avenue 90")).toBeVisible();
    await expect(first.getByText(checkoutCopy.delivery.defaultBadge)).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Kept: nothing is sent.
    await userEvent.click(canvas.getByRole("button", { name: texts.deleteAddress("Office") }));
    let dialog = await body.findByRole("alertdialog", { name: texts.deleteTitle });
    await expect(dialog).toHaveAccessibleDescription(texts.deleteDescription("Office"));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: texts.keep })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole("button", { name: texts.keep }));
    await waitFor(() => expect(body.queryByRole("alertdialog"), "closed after keep").not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(cards(canvasElement)).toHaveLength(3);

    await userEvent.click(canvas.getByRole("button", { name: texts.deleteAddress("Office") }));
    dialog = await body.findByRole("alertdialog", { name: texts.deleteTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: texts.delete }));
    await waitFor(() => expect(body.queryByRole("alertdialog"), "closed after delete").not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(args.onDelete).toHaveBeenCalledWith(officeAddress);
    await expect(await canvas.findByRole("status")).toHaveTextContent(texts.deleted("Office"));
    await waitFor(() => expect(heading(canvasElement)).toHaveFocus());
    await expect(canvas.queryByRole("heading", { name: "Office" })).not.toBeInTheDocument();
    await expect(cards(canvasElement)).toHaveLength(2);
    await expect(canvas.getByText("2 of 10 saved")).toBeVisible();
  },
};

const refusedAsFull = async (): Promise<ScreenAnswer> => ({ ok: false, error: texts.full(10) });

/** The book filled up in another tab: the 11th address is refused by the server (409) and the form keeps it. */
export const ServerRefusal: Story = {
  args: { addresses: manyAddresses(9), onSave: fn(refusedAsFull) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("9 of 10 saved")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: texts.add }));
    await fillNewAddress(canvasElement);
    const form = within(await canvas.findByRole("form", { name: texts.addHeading }));
    await userEvent.click(form.getByRole("button", { name: texts.save }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(await form.findByRole("alert")).toHaveTextContent(texts.full(10));
    // Nothing was saved: the form stays open with what was typed, and no success is announced.
    await expect(form.getByRole("textbox", { name: texts.label })).toHaveValue("Studio");
    await expect(form.getByRole("button", { name: texts.save })).toBeEnabled();
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    await expect(canvas.getByText("9 of 10 saved")).toBeVisible();
  },
};

const refusedArea = async (): Promise<ScreenAnswer> => ({
  ok: false,
  error: messages.areaOutsideDistrict,
  fieldErrors: { areaId: messages.areaOutsideDistrict },
});

/** A refusal naming a field: its message shows under that field, and focus goes there. */
export const ServerRefusesArea: Story = {
  args: { onSave: fn(refusedArea) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: texts.add }));
    await fillNewAddress(canvasElement);
    const form = within(await canvas.findByRole("form", { name: texts.addHeading }));
    await userEvent.click(form.getByRole("button", { name: texts.save }));
    await expect(await form.findByRole("alert")).toHaveTextContent(messages.areaOutsideDistrict);
    const area = form.getByRole("combobox", { name: checkoutCopy.delivery.area });
    await expect(area).toHaveAccessibleDescription(messages.areaOutsideDistrict);
    await waitFor(() => expect(area).toHaveFocus());
  },
};

/** The dashboard around the screen, as on the page: on a phone its menu is behind a button. */
const inDashboard: Decorator = (Story) => (
  <DashboardShell user={shopper} onLogout={() => {}}>
    <Story />
  </DashboardShell>
);

export const SmallPhone: Story = {
  args: { addresses: [homeAddress, factoryAddress, officeAddress] },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  decorators: [inDashboard],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    const factory = cards(canvasElement)[1]!;
    const place = factory.querySelector<HTMLElement>("[data-part=place]")!;
    const bangla = within(factory).getByText(longBanglaArea);
    // The long Bangla name wraps onto more lines inside its card instead of pushing the page wider.
    await expect(bangla.getClientRects().length).toBeGreaterThan(1);
    await expectInsideHorizontally(place, factory, "the area and district");
    for (const card of cards(canvasElement)) {
      await expectInsideHorizontally(card, canvasElement, "a card");
      for (const button of within(card).getAllByRole("button")) {
        await expectInsideHorizontally(button, card, button.getAttribute("aria-label") ?? "");
      }
    }

    // The form fits too, the long name among the area's choices.
    await userEvent.click(canvas.getByRole("button", { name: texts.add }));
    await choose(canvasElement, checkoutCopy.delivery.district, "dha", "Dhaka");
    const area = canvas.getByRole("combobox", { name: checkoutCopy.delivery.area });
    await userEvent.click(area);
    const option = await canvas.findByRole("option", { name: /^Tejgaon Industrial Area/ });
    await expectInsideHorizontally(option, canvas.getByRole("form", { name: texts.addHeading }), "the option");
    await userEvent.click(option);
    await waitFor(() => expect(area).toHaveValue("Tejgaon Industrial Area"));
    await expectNoSidewaysScroll(canvasElement);
  },
};
