/**
 * Tracking an order without an account (issue 50): the mobile number the order was placed with, in its canonical
 * form as every order keeps it, and the order's number as a person types it (any case, spaces around it).
 */
import * as v from "valibot";
import { trackCopy } from "~/i18n/track.ts";
import { required } from "~/schemas/parse.ts";
import { asciiDigits } from "~/schemas/text.ts";
import { mobileNumber } from "~/schemas/order.ts";

/** Letters and digits only (spaces, dashes and a leading # dropped), at most 16 (references are 8; older hand-written ones are kept by their own length). */
const orderReference = required(
  v.pipe(
    v.string(() => trackCopy.validation.reference),
    asciiDigits,
    // "#7K3M 9QX2" as it may be copied from a page or an SMS.
    v.transform((text) => text.replace(/[\s#-]/g, "")),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9]{4,16}$/, () => trackCopy.validation.reference),
  ),
);

export const trackSchema = v.object({ phone: mobileNumber, reference: orderReference });

export type TrackInput = v.InferOutput<typeof trackSchema>;
