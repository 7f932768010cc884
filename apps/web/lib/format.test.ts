import { describe, expect, it } from 'vitest';
import {
  type ArabicCountForms,
  countPhrase,
  discountPercent,
  formatCount,
  formatDate,
  formatDateTime,
  formatIqd,
  formatSignedIqd,
  nationalMobile,
} from './format';

describe('formatIqd', () => {
  it('writes Western digits, comma groups and the dinar sign', () => {
    expect(formatIqd(25000)).toBe('25,000 د.ع');
    expect(formatIqd(1500000)).toBe('1,500,000 د.ع');
    expect(formatIqd(750)).toBe('750 د.ع');
    expect(formatIqd(0)).toBe('0 د.ع');
  });

  it('carries no bidi marks or no-break spaces', () => {
    expect(formatIqd(25000)).not.toMatch(/[\u200e\u200f\u061c\u00a0\u202f]/);
  });

  it('rounds to whole dinars', () => {
    expect(formatIqd(999.6)).toBe('1,000 د.ع');
  });
});

describe('discountPercent', () => {
  it('is the rounded saving, or null without one', () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(10000, null)).toBeNull();
    expect(discountPercent(10000, 10000)).toBeNull();
    expect(discountPercent(12000, 10000)).toBeNull();
  });
});

describe('formatCount', () => {
  it('groups with commas', () => {
    expect(formatCount(1969)).toBe('1,969');
  });
});

describe('nationalMobile', () => {
  it('writes a stored mobile as it is dialled in Iraq', () => {
    expect(nationalMobile('+9647701234567')).toBe('07701234567');
    expect(nationalMobile('+963912345678')).toBe('0912345678');
  });

  it('leaves anything else as stored', () => {
    expect(nationalMobile('+447700900123')).toBe('+447700900123');
  });
});

describe('formatSignedIqd', () => {
  it('writes a plus or a real minus, kept with the digits in a left-to-right isolate', () => {
    expect(formatSignedIqd(15_000)).toBe('\u2066+15,000\u2069 د.ع');
    expect(formatSignedIqd(-5_000)).toBe('\u2066−5,000\u2069 د.ع');
  });
});

describe('formatDate and formatDateTime', () => {
  it('write the day in Baghdad, with the month names used in Iraq', () => {
    // 21:30 UTC is half past midnight the next day in Baghdad.
    expect(formatDate('2026-03-05T21:30:00.000Z')).toBe('6 آذار 2026');
    expect(formatDate('2026-01-01T00:00:00.000Z')).toBe('1 كانون الثاني 2026');
    expect(formatDate('2026-12-31T12:00:00.000Z')).toBe('31 كانون الأول 2026');
  });

  it('add the time on a 12-hour clock, morning ص and afternoon م', () => {
    expect(formatDateTime('2026-03-05T21:30:00.000Z')).toBe('6 آذار 2026، 12:30 ص');
    expect(formatDateTime('2026-03-05T06:05:00.000Z')).toBe('5 آذار 2026، 9:05 ص');
    expect(formatDateTime('2026-03-05T09:00:00.000Z')).toBe('5 آذار 2026، 12:00 م');
    expect(formatDateTime('2026-03-05T16:45:00.000Z')).toBe('5 آذار 2026، 7:45 م');
  });
});

describe('countPhrase', () => {
  const items: ArabicCountForms = {
    zero: 'لا منتجات',
    one: 'منتج واحد',
    two: 'منتجان',
    few: '{n} منتجات',
    many: '{n} منتجاً',
    other: '{n} منتج',
  };
  it.each([
    [0, 'لا منتجات'],
    [1, 'منتج واحد'],
    [2, 'منتجان'],
    [3, '3 منتجات'],
    [10, '10 منتجات'],
    [11, '11 منتجاً'],
    [99, '99 منتجاً'],
    [100, '100 منتج'],
    [1203, '1,203 منتجات'],
  ])('%i in Arabic grammar: %s', (count, phrase) => {
    expect(countPhrase(count, items)).toBe(phrase);
  });
});
