/** The one price formatter of the store (shared with the API's messages): `formatIqd(25000)` → `25,000 د.ع`. */
import { formatIqd, groupDigits } from '@wb/contract/money';

export { formatIqd, IQD_SIGN } from '@wb/contract/money';

/** Whole percent saved between a compare-at price and the price, or null when there is no saving. */
export function discountPercent(price: number, compareAt: number | null | undefined): number | null {
  if (!compareAt || compareAt <= price || compareAt <= 0) return null;
  const percent = Math.round(((compareAt - price) / compareAt) * 100);
  return percent > 0 ? percent : null;
}

/**
 * A count in Western digits with grouping (`1,969`), for totals and product counts: by hand, as prices are, not with an
 * `Intl.NumberFormat` whose start-up costs every page tens of milliseconds (`groupDigits`, issue 24).
 */
export function formatCount(value: number): string {
  return groupDigits(value);
}

export { nationalMobile } from '@wb/contract/normalize';

/** The forms an Arabic count takes (Intl.PluralRules 'ar': zero, one, two, few, many, other). */
export type ArabicCountForms = Record<Intl.LDMLPluralRule, string>;

const arabicPlural = new Intl.PluralRules('ar');

/**
 * A count in Arabic grammar, `{n}` replaced by the number in Western digits: "إشعار واحد", "إشعاران",
 * "3 إشعارات", "11 إشعاراً", "100 إشعار" — never "1 إشعارات".
 */
export function countPhrase(count: number, forms: ArabicCountForms): string {
  return forms[arabicPlural.select(count)].replace('{n}', formatCount(count));
}

/**
 * `+5,000 د.ع` for a credit, `−5,000 د.ع` (a real minus sign) for a spend or a discount. The sign and the digits are
 * kept together in a left-to-right isolate (U+2066 … U+2069): in a right-to-left line a bare sign is drawn on the far
 * side of the number, `5,000+`, which reads as "5,000 or more".
 */
export function formatSignedIqd(amount: number): string {
  const [digits, ...sign] = formatIqd(Math.abs(amount)).split(' ');
  return `\u2066${amount < 0 ? '−' : '+'}${digits}\u2069 ${sign.join(' ')}`;
}

/**
 * Dates as a shopper in Iraq reads them: the Levantine month names used there (كانون الثاني … كانون الأول), Western
 * digits, Baghdad time (UTC+3 all year: Iraq has kept no daylight saving since 2008). Built by hand rather than with
 * `Intl.DateTimeFormat`: the server's ICU and the phone's differ in small ways ("في" or "،" before the time, bidi
 * marks), and a client component's date must come out the same on both, or hydration trips over it.
 */
export const MONTHS = [
  'كانون الثاني',
  'شباط',
  'آذار',
  'نيسان',
  'أيار',
  'حزيران',
  'تموز',
  'آب',
  'أيلول',
  'تشرين الأول',
  'تشرين الثاني',
  'كانون الأول',
] as const;
const BAGHDAD_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The instant as Baghdad's wall clock, read through the UTC getters. */
function baghdad(iso: string): Date {
  return new Date(Date.parse(iso) + BAGHDAD_OFFSET_MS);
}

/** `2026-03-05T21:30:00Z` → `6 آذار 2026` (the day in Baghdad). */
export function formatDate(iso: string): string {
  const date = baghdad(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** `2026-03-05T21:30:00Z` → `6 آذار 2026، 12:30 ص` (12-hour clock, ص before noon, م after). */
export function formatDateTime(iso: string): string {
  const date = baghdad(iso);
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(iso)}، ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'ص' : 'م'}`;
}
