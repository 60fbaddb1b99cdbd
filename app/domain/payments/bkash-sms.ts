/**
 * Reads the SMS bKash sends the merchant phone when money arrives, in both forms it uses:
 *
 *   You have received Tk 1,250.00 from 01812345678. Fee Tk 0.00. Balance Tk 12,345.67. TrxID CJU0PZQ3U6 at 22/11/2026 10:15
 *   You have received payment Tk 500.00 from 01712345678. Ref 1042. Fee Tk 0.00. Balance Tk 3,000.00. TrxID 9K7A1B2C3D at 22/11/2026 11:02
 *
 * and their variants seen on real phones: a reference with no space after the sender ("from 01815474012.Ref
 * jazakallah vai. Fee ..."), a business sender shown by name with no fee ("from OnnorokomWeb. Balance Tk ...")
 * and Bengali digits. Amounts may carry thousands separators; the time is Bangladesh time (UTC+6, no daylight
 * saving). Anything else (a Cash In, a Send Money the merchant made, a failed request, a promotion) is not a
 * payment. Pure.
 */
import { asciiDigits } from "../phone.ts";

export interface BkashPaymentSms {
  /** Upper-cased. */
  trxId: string;
  amountPaisa: number;
  /** The payer as the SMS shows them: a number, or a business account's name (which hides the number). */
  sender: string;
  /** What the sender typed in the reference field, if the SMS has one. */
  reference: string | null;
  /** The SMS's own time, as an instant (null if the SMS has none). */
  receivedAt: Date | null;
}

const AMOUNT = String.raw`(\d{1,3}(?:,\d{2,3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)`;
const RECEIVED = new RegExp(
  String.raw`^You have received (?:payment )?Tk ${AMOUNT} from (\+?\d{11,14}|[A-Za-z][A-Za-z0-9_&-]{0,39})\.` +
    String.raw`(?: ?Ref (.{1,50}?)\.)?(?: Fee Tk ${AMOUNT}\.)? Balance Tk ${AMOUNT}\. ` +
    String.raw`TrxID ([A-Za-z0-9]{6,20})(?: at (\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?)?\.?$`,
  "i",
);

const BANGLADESH_OFFSET_MINUTES = 6 * 60;

export function parseBkashSms(text: string): BkashPaymentSms | null {
  const match = RECEIVED.exec(asciiDigits(text).replace(/\s+/g, " ").trim());
  if (!match) return null;
  const [, amount, sender, reference, , , trxId, day, month, year, hour, minute, second] = match;
  const amountPaisa = toPaisa(amount!);
  if (amountPaisa <= 0) return null;
  let receivedAt: Date | null = null;
  if (day !== undefined) {
    const [d, mo, y, h, mi, s] = [day, month, year, hour, minute, second ?? "0"].map(Number) as number[];
    const utc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - BANGLADESH_OFFSET_MINUTES * 60_000;
    // 31/02 or 25:00 would roll over silently: refuse what is not a real time.
    const local = new Date(utc + BANGLADESH_OFFSET_MINUTES * 60_000);
    if (local.getUTCDate() !== d || local.getUTCMonth() !== mo! - 1 || local.getUTCHours() !== h) return null;
    receivedAt = new Date(utc);
  }
  return {
    trxId: trxId!.toUpperCase(),
    amountPaisa,
    sender: sender!,
    reference: reference?.trim() || null,
    receivedAt,
  };
}

/** "1,250.00" -> 125000; "500" -> 50000. */
export function toPaisa(amount: string): number {
  const [whole, fraction = ""] = amount.replaceAll(",", "").split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
