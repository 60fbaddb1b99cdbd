/**
 * The delivery zones editor's input (and PUT /api/delivery/zones): charges, thresholds and limits in whole taka.
 * Kept apart from the address schemas, which shop pages load: this one brings the dashboard's copy.
 */
import * as v from "valibot";
import type { Message } from "~/schemas/message.ts";
import { section } from "~/i18n/catalogue.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { wholeTaka } from "~/schemas/money.ts";
import { locationId } from "~/schemas/order.ts";
import { required } from "~/schemas/parse.ts";
import { COD_ADVANCES, COURIER_IDS } from "@db/enums.ts";

const z = section(() => dashboardCopy.delivery.validation);

const zoneIds = (message: Message) =>
  v.optional(v.pipe(v.array(locationId(message), message), v.maxLength(600, message)), []);

/** One zone as the editor and PUT /api/delivery/zones send it: money in whole taka (decision 042). */
export const zoneSchema = v.object(
  {
    id: v.optional(locationId(() => z.zone)),
    name: required(
      v.pipe(
        v.string(() => z.name),
        v.trim(),
        v.nonEmpty(() => z.name),
        v.maxLength(60, () => z.name),
      ),
    ),
    fee: required(wholeTaka(() => z.fee)),
    // Free delivery from this subtotal on; none when empty.
    freeOver: v.pipe(
      v.nullish(v.union([v.number(() => z.freeOver), v.string(() => z.freeOver)], () => z.freeOver)),
      v.transform((value) => (value === "" || value === undefined ? null : value)),
      v.nullable(wholeTaka(() => z.freeOver)),
    ),
    districtIds: zoneIds(() => z.districts),
    areaIds: zoneIds(() => z.areas),
    default: v.optional(
      v.boolean(() => z.zone),
      false,
    ),
    // Cash on delivery here; a client that does not send it gets COD with no limit and no advance.
    cod: v.optional(
      v.object(
        {
          enabled: v.optional(
            v.boolean(() => z.cod),
            true,
          ),
          maxTotal: v.pipe(
            v.nullish(v.union([v.number(() => z.codMaxTotal), v.string(() => z.codMaxTotal)], () => z.codMaxTotal)),
            v.transform((value) => (value === "" || value === undefined ? null : value)),
            v.nullable(wholeTaka(() => z.codMaxTotal)),
          ),
          advance: v.optional(
            v.picklist(COD_ADVANCES, () => z.codAdvance),
            "none",
          ),
        },
        () => z.cod,
      ),
      { enabled: true, maxTotal: null, advance: "none" },
    ),
    // The courier its orders are booked with by default (issue 51); none, or "": the first one set up.
    courier: v.pipe(
      v.nullish(v.union([v.picklist(COURIER_IDS), v.literal("")], () => z.courier)),
      v.transform((value) => (value ? value : null)),
    ),
  },
  () => z.zone,
);

/** The whole list the editor saves (it replaces every zone). */
export const zonesSchema = v.object(
  {
    zones: required(
      v.pipe(
        v.array(zoneSchema, () => z.zones),
        v.minLength(1, () => z.zones),
        v.maxLength(12, () => z.zones),
      ),
    ),
  },
  () => z.zones,
);

export type ZoneFormInput = v.InferOutput<typeof zoneSchema>;
