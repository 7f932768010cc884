import { describe, expect, it } from 'vitest';
import { discountPercent, formatCount, formatIqd, nationalMobile } from './format';

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
