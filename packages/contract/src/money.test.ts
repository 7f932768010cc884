import { describe, expect, it } from 'vitest';
import { formatIqd, groupDigits } from './money';

const intl = new Intl.NumberFormat('ar-IQ-u-nu-latn', { maximumFractionDigits: 0, useGrouping: true });

describe('groupDigits', () => {
  it('writes every number exactly as Intl.NumberFormat ar-IQ-u-nu-latn does', () => {
    const values = [0, -0, 1, -1, 7, 12, 999, 1000, -1000, 1234.5, -1234.5, 2.5, -2.5, 0.49, -0.5, 25_000, 999_999];
    values.push(1_000_000, -1_234_567, 2 ** 53 - 1, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY, -Infinity);
    for (let digits = 1; digits <= 15; digits++) values.push(Number('9'.repeat(digits)), 10 ** digits);
    for (const value of values) expect([value, groupDigits(value)]).toEqual([value, intl.format(value)]);
  });
});

describe('formatIqd', () => {
  it('is whole dinars with the grouping and the Arabic sign', () => {
    expect(formatIqd(25_000)).toBe('25,000 د.ع');
    expect(formatIqd(43_303.6)).toBe('43,304 د.ع');
    expect(formatIqd(0)).toBe('0 د.ع');
  });
});
