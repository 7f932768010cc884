/**
 * The one IQD formatter, for the storefront and for the API's messages (an SMS, a code's minimum): Western digits with
 * grouping and the Arabic currency sign, e.g. `25,000 د.ع` (DESIGN, "Arabic and right-to-left").
 *
 * `Intl.NumberFormat('ar-IQ-u-nu-latn', { style: 'currency' })` would give `‏25,000 د.ع.‏` (with right-to-left
 * marks, a no-break space and a trailing dot), so only the number part is that locale's and the sign is ours.
 * IQD has no minor unit in practice: amounts are whole dinars.
 */
export const IQD_SIGN = 'د.ع';

export function formatIqd(amount: number): string {
  return `${groupDigits(Math.round(amount))} ${IQD_SIGN}`;
}

/** Left-to-right mark: `ar-IQ-u-nu-latn` puts it before a minus sign. */
const LRM = '\u200e';
let intlFallback: Intl.NumberFormat | undefined;

/**
 * A number as `Intl.NumberFormat('ar-IQ-u-nu-latn', { maximumFractionDigits: 0 })` writes it — rounded half away
 * from zero, Western digits grouped by three with a comma, a minus after a left-to-right mark (`1,234,567`,
 * `‎-1,235`) — written by hand for finite numbers. The first `Intl.NumberFormat` a page creates costs 20–50 ms of
 * main thread on this machine (ICU's number formatting starting up; ~100–200 ms on a slow phone), in the same task
 * that first draws a price; each storefront page paid it while hydrating. `money.test.ts` holds it to Intl's output.
 * (issue 24)
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) {
    intlFallback ??= new Intl.NumberFormat('ar-IQ-u-nu-latn', { maximumFractionDigits: 0, useGrouping: true });
    return intlFallback.format(value);
  }
  const negative = value < 0 || Object.is(value, -0);
  const whole = Math.round(Math.abs(value));
  // Past 2^53 the digits of `String()` turn to an exponent; such amounts do not occur, Intl writes them right.
  if (whole > Number.MAX_SAFE_INTEGER) {
    intlFallback ??= new Intl.NumberFormat('ar-IQ-u-nu-latn', { maximumFractionDigits: 0, useGrouping: true });
    return intlFallback.format(value);
  }
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return negative ? `${LRM}-${digits}` : digits;
}
