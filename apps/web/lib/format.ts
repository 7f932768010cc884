/**
 * The one price formatter of the store: Western digits grouped with commas, then the Arabic dinar sign,
 * e.g. `formatIqd(25000)` → `25,000 د.ع`.
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

/** Whole percent saved between a compare-at price and the price, or null when there is no saving. */
export function discountPercent(price: number, compareAt: number | null | undefined): number | null {
  if (!compareAt || compareAt <= price || compareAt <= 0) return null;
  const percent = Math.round(((compareAt - price) / compareAt) * 100);
  return percent > 0 ? percent : null;
}

/** A count in Western digits with grouping (`1,969`), for totals and product counts. */
export function formatCount(value: number): string {
  return iqdNumber.format(value);
}

/**
 * A stored international mobile (`+9647701234567`) as people in Iraq write it (`07701234567`): the reverse of spec
 * §5's normalisation (+964 for 07…, +963 for 09…). Anything else is shown as stored.
 */
export function nationalMobile(international: string): string {
  const match = /^\+(964|963)(\d+)$/.exec(international);
  return match ? `0${match[2]}` : international;
}
