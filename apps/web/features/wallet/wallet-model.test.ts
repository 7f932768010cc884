import type { OpenCode } from '@wb/contract';
import { walletEntry } from '@wb/contract';
import { describe, expect, it } from 'vitest';
import { codeConditions, codeOffer, reasonLabels, usesLeftLabel } from './wallet-model';

/** How the wallet's history and the open codes read on /profile/wallet and /profile/codes. */
const code = (fields: Partial<OpenCode>): OpenCode => ({
  code: 'SAVE5000',
  description: 'خصم 5,000 د.ع على طلبك',
  kind: 'fixed',
  value: 5_000,
  min_subtotal: 0,
  max_discount: null,
  ends_at: null,
  first_order_only: false,
  uses_left: null,
  ...fields,
});

describe('the wallet history', () => {
  it('says why the wallet moved, in Arabic, for every reason the API sends', () => {
    expect(Object.keys(reasonLabels).sort()).toEqual(walletEntry.shape.reason.options.slice().sort());
    expect(reasonLabels.commission).toBe('عمولة طلب تم توصيله');
    expect(reasonLabels.order_cancelled).toBe('استرجاع مبلغ طلب ملغي');
    for (const label of Object.values(reasonLabels)) expect(label).toMatch(/^[\u0600-\u06ff ]+$/);
  });
});

describe('an open code', () => {
  it('says what it takes off: a percent, dinars or the delivery', () => {
    expect(codeOffer({ kind: 'percentage', value: 10 })).toBe('خصم 10%');
    expect(codeOffer({ kind: 'fixed', value: 5_000 })).toBe('خصم 5,000 د.ع');
    expect(codeOffer({ kind: 'free_delivery', value: 0 })).toBe('توصيل مجاني');
  });

  it('lists its conditions: minimum, cap, first order, end and uses left', () => {
    expect(
      codeConditions(
        code({
          kind: 'percentage',
          value: 10,
          min_subtotal: 40_000,
          max_discount: 10_000,
          first_order_only: true,
          ends_at: '2026-03-31T21:00:00.000Z',
          uses_left: 1,
        }),
      ),
    ).toEqual([
      'للطلبات من 40,000 د.ع فأكثر',
      'أقصى خصم 10,000 د.ع',
      'لطلبك الأول فقط',
      'ينتهي في 1 نيسان 2026، 12:00 ص',
      'متبقٍ لك استخدام واحد',
    ]);
  });

  it('leaves out what does not apply', () => {
    expect(codeConditions(code({}))).toEqual([]);
    // A cap means nothing to a fixed amount.
    expect(codeConditions(code({ max_discount: 5_000 }))).toEqual([]);
  });

  it('counts the uses left as Arabic counts agree', () => {
    expect(usesLeftLabel(2)).toBe('متبقٍ لك استخدامان');
    expect(usesLeftLabel(3)).toBe('متبقٍ لك 3 استخدامات');
    expect(usesLeftLabel(10)).toBe('متبقٍ لك 10 استخدامات');
    expect(usesLeftLabel(11)).toBe('متبقٍ لك 11 استخداماً');
  });
});
