/**
 * The COD risk rule's input (issue 49): `PUT /api/risk/settings` (the whole settings object, as GET gives it) and
 * an admin's call to a customer, `POST /api/orders/:id/calls`.
 */
import * as v from "valibot";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { CALL_OUTCOMES } from "@db/enums.ts";
import { localMobile } from "~/schemas/phone.ts";
import { MOBILE_PATTERN } from "~/schemas/order.ts";
import { required } from "~/schemas/parse.ts";

/** A risky phone's cash-on-delivery order: its delivery charge first, the whole amount first, or no COD. */
export const RISKY_COD = ["advance-delivery", "advance-full", "refuse"] as const;
export type RiskyCod = (typeof RISKY_COD)[number];

const texts = () => fulfilmentCopy.risk.validation;

/** A number from a form (text) or JSON. */
const numeric = (message: () => string) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.transform(Number))], message),
    v.finite(message),
  );

/** A whole count from `least` to 1,000. */
const countFrom = (least: number) =>
  v.pipe(
    numeric(() => texts().whole),
    v.integer(() => texts().whole),
    v.minValue(least, () => texts().whole),
    v.maxValue(1000, () => texts().whole),
  );

const blockedPhone = v.object({
  phone: required(
    v.pipe(
      v.string(() => texts().phone),
      v.transform((text) => localMobile(text) ?? text),
      v.regex(MOBILE_PATTERN, () => texts().phone),
    ),
  ),
  note: v.optional(
    v.pipe(
      v.string(() => texts().note),
      v.trim(),
      v.maxLength(200, () => texts().note),
    ),
    "",
  ),
});

export const riskSettingsSchema = v.object({
  minDeliveredShare: required(
    v.pipe(
      numeric(() => texts().share),
      v.minValue(0, () => texts().share),
      v.maxValue(1, () => texts().share),
    ),
  ),
  minParcels: required(countFrom(1)),
  // 0 turns the cooldown off, its default for now: at 3 it refused the existing suites' orders to one number.
  ordersPerPhonePerHour: required(countFrom(0)),
  riskyCod: required(v.picklist(RISKY_COD, () => texts().riskyCod)),
  blocklist: v.pipe(
    v.array(blockedPhone, () => texts().blocklist),
    v.maxLength(1000, () => texts().blocklist),
  ),
});

export type RiskSettingsInput = v.InferOutput<typeof riskSettingsSchema>;

export const callSchema = v.object({
  outcome: required(v.picklist(CALL_OUTCOMES, () => fulfilmentCopy.calls.badOutcome)),
  note: v.optional(
    v.pipe(
      v.string(() => fulfilmentCopy.calls.badNote),
      v.trim(),
      v.maxLength(500, () => fulfilmentCopy.calls.badNote),
    ),
    "",
  ),
});

export type CallInput = v.InferOutput<typeof callSchema>;
