/**
 * Money as forms send it: decimal units of the shop's currency, stored as integer minor units (cents). Free of any
 * copy module, so a schema on any page can use it without bringing the dashboard's texts.
 */
import * as v from "valibot";
import { asciiDigits } from "~/schemas/text.ts";
import type { Message } from "~/schemas/message.ts";
import { required } from "~/schemas/parse.ts";

/**
 * A decimal amount of money with at most two decimals, as integer minor units (cents). A negative amount gets
 * `negative` when given (it says what is wrong: "0 or more"), `message` otherwise.
 */
export const money = (message: Message, negative: Message = message) =>
  v.pipe(
    v.union(
      [v.number(message), v.pipe(v.string(message), asciiDigits, v.trim(), v.nonEmpty(message), v.transform(Number))],
      message,
    ),
    v.number(message),
    v.finite(message),
    v.minValue(0, negative),
    v.maxValue(1_000_000, message),
    v.check((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, message),
    v.transform((value) => Math.round(value * 100)),
  );

/** A required amount of dollars (a form's price), as integer cents. */
export const dollars = (message: Message, negative?: Message) => required(money(message, negative));

/**
 * Whole taka as forms and the API send it (decision 042: delivery charges, thresholds and limits are set in taka),
 * digits in either script; at most ৳1,00,00,000.
 */
export const wholeTaka = (message: Message) =>
  v.pipe(
    v.union(
      [v.number(message), v.pipe(v.string(message), asciiDigits, v.trim(), v.nonEmpty(message), v.transform(Number))],
      message,
    ),
    v.number(message),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(10_000_000, message),
  );
