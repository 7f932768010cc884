/**
 * The one IQD formatter, for the storefront and for the API's messages (an SMS, a code's minimum): Western digits with
 * grouping and the Arabic currency sign, e.g. `25,000 د.ع` (DESIGN, "Arabic and right-to-left").
 *
 * `Intl.NumberFormat('ar-IQ-u-nu-latn', { style: 'currency' })` would give `‏25,000 د.ع.‏` (with right-to-left
 * marks, a no-break space and a trailing dot), so only the number part comes from Intl and the sign is ours.
 * IQD has no minor unit in practice: amounts are whole dinars.
 */
const iqdNumber = new Intl.NumberFormat('ar-IQ-u-nu-latn', { maximumFractionDigits: 0, useGrouping: true });

export const IQD_SIGN = 'د.ع';

export function formatIqd(amount: number): string {
  return `${iqdNumber.format(Math.round(amount))} ${IQD_SIGN}`;
}
