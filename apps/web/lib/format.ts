/** The one price formatter of the store (shared with the API's messages): `formatIqd(25000)` → `25,000 د.ع`. */
export { formatIqd, IQD_SIGN } from '@wb/contract/money';

const groupedNumber = new Intl.NumberFormat('ar-IQ-u-nu-latn', { maximumFractionDigits: 0, useGrouping: true });

/** Whole percent saved between a compare-at price and the price, or null when there is no saving. */
export function discountPercent(price: number, compareAt: number | null | undefined): number | null {
  if (!compareAt || compareAt <= price || compareAt <= 0) return null;
  const percent = Math.round(((compareAt - price) / compareAt) * 100);
  return percent > 0 ? percent : null;
}

/** A count in Western digits with grouping (`1,969`), for totals and product counts. */
export function formatCount(value: number): string {
  return groupedNumber.format(value);
}

/**
 * A stored international mobile (`+9647701234567`) as people in Iraq write it (`07701234567`): the reverse of spec
 * §5's normalisation (+964 for 07…, +963 for 09…). Anything else is shown as stored.
 */
export function nationalMobile(international: string): string {
  const match = /^\+(964|963)(\d+)$/.exec(international);
  return match ? `0${match[2]}` : international;
}
