/**
 * How long an SMS is, in the units operators bill: GSM-7 text takes 160 characters in one segment or 153 per
 * segment when split (the extension characters ^{}\[~]|€ count twice); anything outside GSM-7 (Bangla, "৳", "…")
 * makes the whole message UCS-2, 70 characters in one segment or 67 per segment. Pure.
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "^{}\\[~]|€\f";
const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

/** Two segments: what every message the shop sends must fit in. */
export const MAX_SMS_SEGMENTS = 2;

export interface SmsLength {
  encoding: "GSM-7" | "UCS-2";
  /** Characters in the encoding's units (GSM-7 septets, or UTF-16 code units). */
  units: number;
  segments: number;
  /** The most units `MAX_SMS_SEGMENTS` segments hold in this encoding (306 or 134). */
  limit: number;
}

export function smsLength(text: string): SmsLength {
  let septets = 0;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extension.has(char)) septets += 2;
    else return measure("UCS-2", text.length, 70, 67);
  }
  return measure("GSM-7", septets, 160, 153);
}

function measure(encoding: SmsLength["encoding"], units: number, single: number, part: number): SmsLength {
  return {
    encoding,
    units,
    segments: units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part),
    limit: part * MAX_SMS_SEGMENTS,
  };
}

export function fitsSms(text: string): boolean {
  return smsLength(text).segments <= MAX_SMS_SEGMENTS;
}

/**
 * Renders a message whose free text (a reason, a name) may be long, cutting that text until the message fits in
 * `MAX_SMS_SEGMENTS`; the cut ends in "..." (GSM-7, so an English message stays GSM-7).
 */
export function fitSms(render: (free: string) => string, free: string): string {
  const whole = render(free);
  if (fitsSms(whole)) return whole;
  let low = 0;
  let high = free.length;
  // The longest cut that fits.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fitsSms(render(cut(free, mid)))) low = mid;
    else high = mid - 1;
  }
  return render(cut(free, low));
}

function cut(text: string, length: number): string {
  return length >= text.length ? text : `${text.slice(0, length).trimEnd()}...`;
}
