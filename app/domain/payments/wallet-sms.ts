/**
 * Reads the SMS each wallet sends the merchant phone when money arrives. bKash's forms are read by
 * `parseBkashSms`; the others look like this:
 *
 *   Nagad, one field a line (LF or CRLF), the balance and the time in either order or missing:
 *     Money Received.
 *     Amount: Tk 99.00
 *     Sender: 01634358056
 *     Ref: N/A
 *     TxnID: 75HKUOBF
 *     Balance: Tk 1289.43
 *     08/06/2026 18:21
 *   (the date is also read with "-" or "." between its parts, or with seconds).
 *
 *   Rocket, one line, the payer's account often masked:
 *     Tk99.00 received from A/C:***515 Fee:Tk0, Your A/C Balance: Tk1,145.85 TxnId:6606781284 Date:08-JUN-26 06:21:43 am
 *
 * Digits may be Bengali and amounts may carry thousands separators; times are Bangladesh time (UTC+6, no daylight
 * saving). A time that cannot exist (31/02, 13 pm) makes the whole SMS suspect, so it is refused, as bKash's is.
 * Anything else (a Cash Out, a Send Money the merchant made, a failed request, a promotion) is not a payment. Pure.
 */
import { asciiDigits } from "../phone.ts";
import { parseBkashSms, toPaisa } from "./bkash-sms.ts";

export type SmsWallet = "bKash" | "Nagad" | "Rocket";

export interface WalletPaymentSms {
  wallet: SmsWallet;
  /** Upper-cased. */
  trxId: string;
  amountPaisa: number;
  /**
   * The payer as the SMS shows them: a number, a masked account kept as shown ("A/C:***515"), or a business
   * account's name (which hides the number).
   */
  sender: string;
  /** What the sender typed in the reference field, if the SMS has one. */
  reference: string | null;
  /** The SMS's own time, as an instant (null if the SMS has none). */
  receivedAt: Date | null;
}

/** Reads a money-received SMS of the given wallet; null for anything that is not money received (failures, the payer's own copy, promotions, cash out...). */
export function parseWalletSms(wallet: SmsWallet, text: string): WalletPaymentSms | null {
  switch (wallet) {
    case "bKash": {
      const sms = parseBkashSms(text);
      return sms && { wallet, ...sms };
    }
    case "Nagad":
      return parseNagadSms(text);
    case "Rocket":
      return parseRocketSms(text);
  }
}

const AMOUNT = String.raw`(\d{1,3}(?:,\d{2,3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)`;
const TRX_ID = String.raw`([A-Za-z0-9]{6,20})`;
const MERIDIEM = String.raw`([ap])\.?m\.?`;

const NAGAD_HEADER = /^Money Received\.?$/i;
const NAGAD_AMOUNT = new RegExp(String.raw`^Amount: ?Tk ?${AMOUNT}\.?$`, "i");
const NAGAD_SENDER = /^Sender: ?(\+?\d{11,14}|[A-Za-z][A-Za-z0-9_&-]{0,39})$/i;
const NAGAD_REFERENCE = /^Ref:(.*)$/i;
const NAGAD_TRX_ID = new RegExp(String.raw`^TxnID: ?${TRX_ID}$`, "i");
const NAGAD_BALANCE = new RegExp(String.raw`^Balance: ?Tk ?${AMOUNT}\.?$`, "i");
const NAGAD_TIME = new RegExp(
  String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?${MERIDIEM})?$`,
  "i",
);

/**
 * "Money Received." first, then each line one known field at most once; Amount, Sender and TxnID are required.
 * A line the SMS is not known to carry means it is some other message, so it is refused. "Ref: N/A" is no reference.
 */
function parseNagadSms(text: string): WalletPaymentSms | null {
  const lines = asciiDigits(text)
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "");
  if (!NAGAD_HEADER.test(lines[0] ?? "")) return null;
  const fields = new Map<string, RegExpExecArray>();
  for (const line of lines.slice(1)) {
    const field = (
      [
        ["amount", NAGAD_AMOUNT],
        ["sender", NAGAD_SENDER],
        ["reference", NAGAD_REFERENCE],
        ["trxId", NAGAD_TRX_ID],
        ["balance", NAGAD_BALANCE],
        ["time", NAGAD_TIME],
      ] as const
    ).find(([, pattern]) => pattern.test(line));
    if (!field || fields.has(field[0])) return null;
    fields.set(field[0], field[1].exec(line)!);
  }
  const amount = fields.get("amount")?.[1];
  const sender = fields.get("sender")?.[1];
  const trxId = fields.get("trxId")?.[1];
  if (amount === undefined || sender === undefined || trxId === undefined) return null;
  const amountPaisa = toPaisa(amount);
  if (amountPaisa <= 0) return null;
  const reference = fields.get("reference")?.[1]?.trim() ?? "";
  let receivedAt: Date | null = null;
  const time = fields.get("time");
  if (time) {
    const [, day, , month, year, hour, minute, second, meridiem] = time;
    receivedAt = bangladeshInstant(Number(year), Number(month), Number(day), hour!, minute!, second, meridiem);
    if (!receivedAt) return null;
  }
  return {
    wallet: "Nagad",
    trxId: trxId.toUpperCase(),
    amountPaisa,
    sender,
    reference: reference === "" || /^N\/?A$/i.test(reference) ? null : reference,
    receivedAt,
  };
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const ROCKET_RECEIVED = new RegExp(
  String.raw`^Tk ?${AMOUNT} received from ((?:A\/C: ?)?(?:[*xX•]+\d{2,}|\+?\d{11,14}))` +
    String.raw`(?:,? Fee: ?Tk ?${AMOUNT})?,?(?: Your A\/C Balance: ?Tk ?${AMOUNT}\.?)? TxnId: ?${TRX_ID}` +
    String.raw`(?: Date: ?(\d{1,2})-(${MONTHS.join("|")})-(\d{2}|\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?${MERIDIEM})?)?\.?$`,
  "i",
);

/** The date reads "08-JUN-26": a two-digit year is 20YY. */
function parseRocketSms(text: string): WalletPaymentSms | null {
  const match = ROCKET_RECEIVED.exec(asciiDigits(text).replace(/\s+/g, " ").trim());
  if (!match) return null;
  const [, amount, sender, , , trxId, day, monthName, year, hour, minute, second, meridiem] = match;
  const amountPaisa = toPaisa(amount!);
  if (amountPaisa <= 0) return null;
  let receivedAt: Date | null = null;
  if (day !== undefined) {
    const month = MONTHS.indexOf(monthName!.toUpperCase()) + 1;
    const fullYear = year!.length === 2 ? 2000 + Number(year) : Number(year);
    receivedAt = bangladeshInstant(fullYear, month, Number(day), hour!, minute!, second, meridiem);
    if (!receivedAt) return null;
  }
  return { wallet: "Rocket", trxId: trxId!.toUpperCase(), amountPaisa, sender: sender!, reference: null, receivedAt };
}

const BANGLADESH_OFFSET_MS = 6 * 60 * 60_000;

/**
 * The instant of a Bangladesh wall-clock time, or null if no such time exists. With "a" or "p" the hour is on a
 * 12-hour clock (12 am is midnight, 12 pm noon), otherwise on a 24-hour one.
 */
function bangladeshInstant(
  year: number,
  month: number,
  day: number,
  hour: string,
  minute: string,
  second: string | undefined,
  meridiem: string | undefined,
): Date | null {
  let h = Number(hour);
  const [mi, s] = [Number(minute), Number(second ?? "0")];
  if (meridiem !== undefined) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (meridiem.toLowerCase() === "p" ? 12 : 0);
  }
  if (h > 23 || mi > 59 || s > 59) return null;
  const local = new Date(Date.UTC(year, month - 1, day, h, mi, s));
  // 31/02 would roll over into March silently.
  if (local.getUTCMonth() !== month - 1) return null;
  return new Date(local.getTime() - BANGLADESH_OFFSET_MS);
}
