import { describe, expect, it } from 'vitest';
import { normalizeIraqiMobile, normalizeMobile } from './phone';

describe('normalizeMobile (spec §5)', () => {
  it.each([
    ['07701234567', '+9647701234567'],
    ['7701234567', '+9647701234567'],
    ['٠٧٧٠١٢٣٤٥٦٧', '+9647701234567'],
    ['0750 123 4567', '+9647501234567'],
    ['0780-123-4567', '+9647801234567'],
    ['07901234567', '+9647901234567'],
    ['+9647701234567', '+9647701234567'],
    ['009647701234567', '+9647701234567'],
    ['9647701234567', '+9647701234567'],
    ['0944123456', '+963944123456'],
    ['+963944123456', '+963944123456'],
  ])('reads %s as %s', (typed, expected) => {
    expect(normalizeMobile(typed)).toBe(expected);
  });

  it.each([
    ['a number one digit short', '0770123456'],
    ['an Iraqi landline', '014123456'],
    ['a number of another country', '+12025550123'],
    ['letters', 'abc'],
    ['nothing', ''],
    ['a Syrian landline', '0112345678'],
  ])('refuses %s', (_what, typed) => {
    expect(normalizeMobile(typed)).toBeNull();
  });
});

describe('normalizeIraqiMobile (delivery addresses)', () => {
  it('reads an Iraqi mobile as normalizeMobile does', () => {
    expect(normalizeIraqiMobile('٠٧٨٠ ١٢٣ ٤٥٦٧')).toBe('+9647801234567');
  });

  it.each([
    ['a Syrian mobile, which sign-in accepts', '0944123456'],
    ['a Syrian mobile written internationally', '+963944123456'],
    ['an Iraqi landline', '014123456'],
    ['a number one digit short', '0770123'],
  ])('refuses %s', (_what, typed) => {
    expect(normalizeIraqiMobile(typed)).toBeNull();
  });
});
