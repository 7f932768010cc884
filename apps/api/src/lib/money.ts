/**
 * Money in the words a person reads (error messages, SMS): Western digits grouped with commas, then the dinar sign,
 * `formatIqd(12500)` → `12,500 د.ع`. The same as the storefront's formatter (apps/web/lib/format.ts), so a message
 * from the API and a price on the page read alike. Only the number comes from Intl: its currency style adds
 * right-to-left marks and a trailing dot.
 */
const iqdNumber = new Intl.NumberFormat('ar-IQ-u-nu-latn', { maximumFractionDigits: 0, useGrouping: true });

export const IQD_SIGN = 'د.ع';

export function formatIqd(amount: number): string {
  return `${iqdNumber.format(Math.round(amount))} ${IQD_SIGN}`;
}
