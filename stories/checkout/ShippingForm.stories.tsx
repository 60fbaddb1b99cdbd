import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { type CheckoutDraft, finishedDraft, shippedDraft } from "~/client/checkout.ts";
import { ShippingForm, type ShippingValues } from "~/components/checkout/ShippingForm.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import type { SavedAddressView } from "~/domain/delivery/types.ts";
import { customer, customerEmail } from "../fixtures-checkout.ts";
import { storyLocations, storySavedAddresses } from "../fixtures-locations.ts";

const emptyValues: ShippingValues = {
  name: "",
  mobile: "",
  addressId: null,
  address: { districtId: null, areaId: null, line: "", note: "" },
  saveAddress: false,
  saveLabel: "Home",
};

/** Ayesha's checkout with a new address in Dhanmondi, ready to go on. */
const filledValues: ShippingValues = {
  ...emptyValues,
  ...customer,
  address: { districtId: 47, areaId: 1013, line: "House 12, Road 5, Dhanmondi R/A", note: "" },
};

const meta = {
  title: "Checkout/ShippingForm",
  component: ShippingForm,
  args: {
    email: customerEmail,
    defaultValues: emptyValues,
    savedAddresses: [],
    districts: storyLocations,
    onSubmit: fn(async (_values: ShippingValues): Promise<{ error: string } | void> => undefined),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "xl", mx: "auto", px: "3", py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShippingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = checkoutCopy.checkoutPage;
const place = checkoutCopy.delivery;
// The lists' code loads after the form paints (with the locations): these wait for it.
const district = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole("combobox", { name: new RegExp(place.district) });
const area = (canvas: ReturnType<typeof within>) => canvas.findByRole("combobox", { name: /Area/ });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Shipping & Billing" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Customer Name/ })).toHaveValue("");
    const email = canvas.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveValue(customerEmail);
    await expect(email).toHaveAttribute("readonly");
    await expect(email).toHaveAccessibleDescription(texts.emailReadOnly);
    const mobile = canvas.getByRole("textbox", { name: /Mobile Num/ });
    await expect(mobile).toHaveAttribute("type", "tel");
    await expect(mobile).toHaveAttribute("autocomplete", "tel");
    await expect(mobile).toHaveAttribute("placeholder", "01XXXXXXXXX");
    await expect(await district(canvas)).toHaveAttribute("placeholder", place.districtPlaceholder);
    await expect(await area(canvas)).toBeDisabled();
    await expect(await area(canvas)).toHaveAttribute("placeholder", place.chooseDistrictFirst);
    await expect(canvas.getByRole("textbox", { name: /^Address/ })).toHaveAccessibleDescription(place.addressHint);
    await expect(canvas.getByRole("textbox", { name: place.note })).toHaveValue("");
    await expect(canvas.getByRole("checkbox", { name: place.saveThisAddress })).not.toBeChecked();
    await expect(canvas.queryByRole("group", { name: place.deliverTo })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Proceed to payment" })).toBeEnabled();
  },
};

/** Typing "dha" finds Dhaka; the area list is then Dhaka's, searchable in English or Bangla. */
export const ChooseDistrictAndArea: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await district(canvas), "dha");
    const dhaka = await screen.findByRole("option", { name: /Dhaka/ });
    await expect(screen.queryByRole("option", { name: /Sylhet/ })).not.toBeInTheDocument();
    await userEvent.click(dhaka);
    await expect(await district(canvas)).toHaveValue("Dhaka");
    await expect(await area(canvas)).toBeEnabled();
    await userEvent.type(await area(canvas), "গুলশান");
    await userEvent.click(await screen.findByRole("option", { name: /Gulshan/ }));
    await expect(await area(canvas)).toHaveValue("Gulshan");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ districtId: 47, areaId: 1015 }) }),
    );
    // Another district starts the area over.
    await userEvent.clear(await district(canvas));
    await userEvent.type(await district(canvas), "syl");
    await userEvent.click(await screen.findByRole("option", { name: /Sylhet/ }));
    await expect(await area(canvas)).toHaveValue("");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ districtId: 36, areaId: null }) }),
    );
  },
};

/**
 * Old spellings and neighbourhoods find their places (issue 45): "chittagong" finds Chattogram, "comilla" Cumilla,
 * and in Chattogram "agrabad" finds Agrabad and "oxygen" the thana it is in, Bayazid Bostami.
 */
export const FindsOldSpellingsAndNeighbourhoods: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await district(canvas), "comilla");
    // Every keystroke kept, however busy the page (the field's text is the browser's own).
    await expect(await district(canvas)).toHaveValue("comilla");
    await expect(await screen.findByRole("option", { name: /^Cumilla/ })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("option", { name: /Chattogram/ })).not.toBeInTheDocument());
    await userEvent.clear(await district(canvas));
    await userEvent.type(await district(canvas), "chittagong");
    const chattogram = await screen.findByRole("option", { name: /^Chattogram/ });
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    await userEvent.click(chattogram);
    await expect(await district(canvas)).toHaveValue("Chattogram");

    await userEvent.type(await area(canvas), "oxygen");
    await expect(await screen.findByRole("option", { name: /^Bayazid Bostami/ })).toBeVisible();
    await userEvent.clear(await area(canvas));
    await userEvent.type(await area(canvas), "agrabad");
    await userEvent.click(await screen.findByRole("option", { name: /^Agrabad/ }));
    await expect(await area(canvas)).toHaveValue("Agrabad");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ districtId: 8, areaId: 1116 }) }),
    );
  },
};

/** A half-typed name left in a field gives way to the place chosen there, and a field left empty stays empty. */
export const HalfTypedNameGoesBack: Story = {
  args: { defaultValues: filledValues },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await district(canvas)).toHaveValue("Dhaka");
    await userEvent.type(await district(canvas), "zz");
    await expect(await screen.findByText(place.noDistrict)).toBeVisible();
    await userEvent.tab();
    await waitFor(async () => expect(await district(canvas)).toHaveValue("Dhaka"));
    await userEvent.clear(await area(canvas));
    await userEvent.type(await area(canvas), "gul");
    await userEvent.keyboard("{Escape}");
    await userEvent.tab();
    await waitFor(async () => expect(await area(canvas)).toHaveValue("Dhanmondi"));
    // The area stays the one chosen.
    await expect(await area(canvas)).not.toHaveAttribute("aria-invalid");
  },
};

export const Filled: Story = {
  args: { defaultValues: filledValues },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: /Customer Name/ });
    await expect(name).toHaveValue("Ayesha Rahman");
    await expect(await district(canvas)).toHaveValue("Dhaka");
    await expect(await area(canvas)).toHaveValue("Dhanmondi");
    await userEvent.type(name, " Khan");
    await userEvent.type(canvas.getByRole("textbox", { name: place.note }), "Gate on the lane");
    await userEvent.click(canvas.getByRole("button", { name: "Proceed to payment" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...filledValues,
      name: "Ayesha Rahman Khan",
      address: { ...filledValues.address, note: "Gate on the lane" },
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: /Customer Name/ });
    const mobile = canvas.getByRole("textbox", { name: /Mobile Num/ });
    await userEvent.type(mobile, "0123");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Address/ }), "abc");
    await userEvent.click(canvas.getByRole("button", { name: "Proceed to payment" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Please Enter Your Name")).toBeVisible();
    await expect(name).toHaveFocus();
    await expect(canvas.getByText("Mobile Num is not valid !")).toBeVisible();
    await expect(await district(canvas)).toHaveAttribute("aria-invalid", "true");
    await expect(await district(canvas)).toHaveAccessibleDescription(shopCopy.checkout.validation.district);
    await expect(canvas.getByText(shopCopy.checkout.validation.area)).toBeVisible();
    await expect(canvas.getByText(shopCopy.checkout.validation.addressLine)).toBeVisible();

    // After the first submit, a fixed field clears its message when it is left.
    await userEvent.type(name, "Ayesha Rahman");
    await userEvent.tab();
    await expect(canvas.queryByText("Please Enter Your Name")).not.toBeInTheDocument();
    await expect(canvas.getByText("Mobile Num is not valid !")).toBeVisible();
  },
};

/** A shopper with saved addresses: the default is chosen, and choosing one takes its receiver and number. */
export const SavedAddresses: Story = {
  args: {
    savedAddresses: storySavedAddresses,
    defaultValues: { ...emptyValues, ...customer, addressId: 11 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const choices = within(canvas.getByRole("group", { name: place.deliverTo }));
    await expect(choices.getByRole("radio", { name: /Home/ })).toBeChecked();
    await expect(choices.getByText(place.defaultBadge)).toBeVisible();
    await expect(choices.getByText("House 12, Road 5, Dhanmondi R/A, Dhanmondi, Dhaka")).toBeVisible();
    await expect(canvas.queryByRole("combobox", { name: /District/ })).not.toBeInTheDocument();

    await userEvent.click(choices.getByRole("radio", { name: /Office/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ addressId: 12, mobile: "01812345678" }),
    );
    await expect(canvas.getByRole("textbox", { name: /Mobile Num/ })).toHaveValue("01812345678");

    await userEvent.click(choices.getByRole("radio", { name: place.useNewAddress }));
    await expect(await district(canvas)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ addressId: null }));
  },
};

/** The draft of a checkout whose new address in Agrabad, with a courier note, was typed and saved to the book. */
const agrabadDraft: CheckoutDraft = {
  ...customer,
  checkoutKey: "story",
  addressId: null,
  address: { districtId: 8, areaId: 1116, line: "Jahan Building 5, Sheikh Mujib Road", note: "Call before coming" },
};
const savedAgrabad: SavedAddressView = {
  ...storySavedAddresses[0]!,
  id: 13,
  label: "Shop",
  isDefault: false,
  districtId: 8,
  areaId: 1116,
  line: "Jahan Building 5, Sheikh Mujib Road",
  note: "Call before coming",
  district: "Chattogram",
  area: "Agrabad",
  bnDistrict: "চট্টগ্রাম",
  bnArea: "আগ্রাবাদ",
};

/** The shipping step's values from a draft, as the checkout route makes them. */
function valuesFrom(draft: CheckoutDraft): ShippingValues {
  return { ...emptyValues, name: draft.name, mobile: draft.mobile, addressId: draft.addressId, address: draft.address };
}

/**
 * The next checkout after an order to an address saved on the way (issue 45): the saved address is offered, and a
 * new address starts empty: no line, no courier note from the last one.
 */
export const NewAddressAfterSavingOne: Story = {
  args: {
    savedAddresses: [...storySavedAddresses, savedAgrabad],
    defaultValues: valuesFrom(finishedDraft(shippedDraft(agrabadDraft, agrabadDraft, savedAgrabad.id))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choices = within(canvas.getByRole("group", { name: place.deliverTo }));
    await expect(choices.getByRole("radio", { name: /Shop/ })).toBeChecked();
    await userEvent.click(choices.getByRole("radio", { name: place.useNewAddress }));
    await expect(await district(canvas)).toHaveValue("");
    await expect(canvas.getByRole("textbox", { name: /^Address/ })).toHaveValue("");
    await expect(canvas.getByRole("textbox", { name: place.note })).toHaveValue("");
  },
};

/** The next checkout after an order to an address typed and not saved: the address is offered again, its note not. */
export const NewAddressAfterAnOrder: Story = {
  args: { defaultValues: valuesFrom(finishedDraft(shippedDraft(agrabadDraft, agrabadDraft, null))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await district(canvas)).toHaveValue("Chattogram");
    await expect(await area(canvas)).toHaveValue("Agrabad");
    await expect(canvas.getByRole("textbox", { name: /^Address/ })).toHaveValue(agrabadDraft.address.line);
    await expect(canvas.getByRole("textbox", { name: place.note })).toHaveValue("");
  },
};

export const SaveThisAddress: Story = {
  args: { defaultValues: filledValues },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: place.saveThisAddress }));
    const label = canvas.getByRole("textbox", { name: new RegExp(place.saveAs) });
    await expect(label).toHaveValue("Home");
    await userEvent.clear(label);
    await userEvent.click(canvas.getByRole("button", { name: "Proceed to payment" }));
    await expect(canvas.getByText(checkoutCopy.delivery.labelInvalid)).toBeVisible();
    await expect(label).toHaveFocus();
    await userEvent.type(label, "Mum's place");
    await userEvent.click(canvas.getByRole("button", { name: "Proceed to payment" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filledValues, saveAddress: true, saveLabel: "Mum's place" });
  },
};

/** Saving the address was refused (the book is full): the shopper is told why and may go on without saving. */
export const SaveRefused: Story = {
  args: {
    defaultValues: { ...filledValues, saveAddress: true },
    onSubmit: fn(async (_values: ShippingValues) => ({ error: dashboardCopy.addresses.full(10) })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Proceed to payment" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(dashboardCopy.addresses.full(10));
    await userEvent.click(canvas.getByRole("checkbox", { name: place.saveThisAddress }));
    await expect(canvas.getByRole("button", { name: "Proceed to payment" })).toBeEnabled();
  },
};

export const LoadingLocations: Story = {
  args: { districts: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shopCopy.loading)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Address/ })).toBeVisible();
  },
};

/** The locations could not be fetched (a dropped link): the shopper can ask again; nothing else is lost. */
export const LocationsFailed: Story = {
  args: { districts: "failed", onRetryLocations: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(place.placesFailed);
    await userEvent.click(within(alert).getByRole("button", { name: place.retryPlaces }));
    await expect(args.onRetryLocations).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("combobox")).not.toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: /^Address/ })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { defaultValues: filledValues, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Proceed to payment" })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: /Customer Name/ })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: /Mobile Num/ })).toBeDisabled();
    await expect(await district(canvas)).toBeDisabled();
  },
};

/** A long Bangla area name at 360 px: the field and the open list stay inside the screen, the name wraps. */
export const LongBanglaAreaOnSmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  args: {
    defaultValues: {
      ...filledValues,
      address: { ...filledValues.address, areaId: 1045 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await area(canvas)).toHaveValue("Tejgaon Industrial Area");
    await userEvent.click(canvas.getByRole("button", { name: /Area/ }));
    const option = await screen.findByRole("option", { name: /Tejgaon Industrial Area/ });
    await waitFor(() => expect(within(option).getByText("তেজগাঁও শিল্পাঞ্চল")).toBeVisible());
    const box = option.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(canvas.getByRole("button", { name: "Proceed to payment" }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Proceed to payment" }));
    await expect(canvas.getByText("Please Enter Your Name")).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Where the button is on the page (not in the window: clicking it may scroll it into view), to the pixel. */
function placeOf(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  return { top: box.top + window.scrollY, left: box.left + window.scrollX };
}

export const ButtonStaysPutWhenAnErrorClears: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  args: { defaultValues: { ...filledValues, name: "", mobile: "" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: /Customer Name/ });
    const mobile = canvas.getByRole("textbox", { name: /Mobile Num/ });
    const button = canvas.getByRole("button", { name: "Proceed to payment" });
    const untouched = placeOf(button);

    // The errors show without moving the button…
    await userEvent.click(button);
    await expect(canvas.getByText("Please Enter Your Name")).toBeVisible();
    await expect(canvas.getByText("Mobile Num is not valid !")).toBeVisible();
    await expect(placeOf(button)).toEqual(untouched);

    // …and clear without moving it: pressing it after fixing the last field (which blurs that field and clears its
    // message between the press and the release) hits it, so the first click counts.
    await userEvent.type(name, "Ayesha Rahman");
    await userEvent.type(mobile, "01712345678");
    const beforeBlur = placeOf(button);
    await userEvent.click(button);
    await waitFor(() => expect(canvas.queryByText("Mobile Num is not valid !")).not.toBeInTheDocument());
    await expect(placeOf(button)).toEqual(beforeBlur);
    await expect(placeOf(button)).toEqual(untouched);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
