/**
 * Delivery input: the address book's form (and POST/PUT /api/addresses), the delivery zones editor (and PUT
 * /api/delivery/zones), and the place a quote is priced for. One schema each, shared by form and server.
 */
import * as v from "valibot";
import { copy } from "~/copy.ts";
import { dashboardCopy } from "~/copy-dashboard.ts";
import { dollars, money } from "~/schemas/admin.ts";
import { addressLine, courierNote, locationId, placeSchema, shippingSchema } from "~/schemas/order.ts";
import { required } from "~/schemas/parse.ts";

/** A checkbox as a form posts it ("on", "true"), or a boolean from JSON; absent is false. */
const flag = v.pipe(
  v.optional(v.union([v.boolean(), v.picklist(["on", "true", "false", ""])]), false),
  v.transform((value) => value === true || value === "on" || value === "true"),
);

/** A saved address: its label, who receives the parcel, and where. */
export const addressSchema = v.object({
  label: required(
    v.pipe(
      v.string(copy.delivery.labelInvalid),
      v.trim(),
      v.nonEmpty(copy.delivery.labelInvalid),
      v.maxLength(30, copy.delivery.labelInvalid),
    ),
  ),
  ...shippingSchema.entries,
  ...placeSchema.entries,
  line: addressLine,
  note: courierNote,
  isDefault: flag,
});

export type AddressFormInput = v.InferOutput<typeof addressSchema>;

/** POST /api/cart/quote's optional place: the delivery is priced for it. */
export const quotePlaceSchema = v.optional(placeSchema);

const z = dashboardCopy.delivery.validation;

const zoneIds = (message: string) =>
  v.optional(v.pipe(v.array(locationId(message), message), v.maxLength(600, message)), []);

/** One zone as the editor and PUT /api/delivery/zones send it: money in decimal units of the shop's currency. */
export const zoneSchema = v.object(
  {
    id: v.optional(locationId(z.zone)),
    name: required(v.pipe(v.string(z.name), v.trim(), v.nonEmpty(z.name), v.maxLength(60, z.name))),
    fee: dollars(z.fee),
    // Free delivery from this subtotal on; none when empty.
    freeOver: v.pipe(
      v.nullish(v.union([v.number(z.freeOver), v.string(z.freeOver)], z.freeOver)),
      v.transform((value) => (value === "" || value === undefined ? null : value)),
      v.nullable(money(z.freeOver)),
    ),
    districtIds: zoneIds(z.districts),
    areaIds: zoneIds(z.areas),
    default: v.optional(v.boolean(z.zone), false),
  },
  z.zone,
);

/** The whole list the editor saves (it replaces every zone). */
export const zonesSchema = v.object(
  { zones: required(v.pipe(v.array(zoneSchema, z.zones), v.minLength(1, z.zones), v.maxLength(12, z.zones))) },
  z.zones,
);

export type ZoneFormInput = v.InferOutput<typeof zoneSchema>;
