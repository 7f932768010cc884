import type { SellerRoleTerms, SellerTerms } from '@wb/contract';
import type { Ctx } from '../../context';
import { ValueCache } from '../../lib/cache';
import type { CacheTags } from '../../lib/cache-tags';
import { readSetting } from '../../lib/settings';

export type SellerRole = keyof SellerTerms;

/**
 * The terms a shop starts with (ours; docs/decisions.md), until an admin changes them at the desk: an influencer gives
 * her followers up to a fifth off a product and a tenth off an order and earns 10 %; a pharmacist, who buys nearer to
 * cost, up to 15 % and 10 % and earns 5 %. Either may charge the receiver 0 to 10,000 د.ع for delivery.
 */
export const DEFAULT_SELLER_TERMS: SellerTerms = {
  influencer: {
    max_line_discount_percent: 20,
    max_order_discount_percent: 10,
    delivery_fee_min: 0,
    delivery_fee_max: 10_000,
    commission_percent: 10,
  },
  pharmacist: {
    max_line_discount_percent: 15,
    max_order_discount_percent: 10,
    delivery_fee_min: 0,
    delivery_fee_max: 10_000,
    commission_percent: 5,
  },
};

export const SELLER_TERMS_KEY = 'seller_terms';
export const SELLER_TERMS_TAG = 'seller-terms';

/** The terms as stored (`lock`: for a change of them at the desk), the defaults until an admin saves some. */
export async function readSellerTerms(ctx: Ctx, lock = false): Promise<SellerTerms> {
  return (await readSetting<SellerTerms>(ctx, SELLER_TERMS_KEY, lock)) ?? DEFAULT_SELLER_TERMS;
}

/**
 * The sellers' terms as invoices and orders read them: kept briefly in each process, dropped everywhere when the
 * desk saves new ones (tag `seller-terms`). An order reads them fresh in its transaction.
 */
export class SellerTermsService {
  private readonly cache: ValueCache;

  constructor(cacheTtlMs: number, cacheTags: CacheTags) {
    this.cache = cacheTags.register(new ValueCache({ max: 4, ttlMs: cacheTtlMs, tags: [SELLER_TERMS_TAG] }));
  }

  async forRole(ctx: Ctx, role: SellerRole, fresh = false): Promise<SellerRoleTerms> {
    const terms = fresh ? await readSellerTerms(ctx) : await this.cache.get('terms', () => readSellerTerms(ctx));
    return terms[role];
  }
}
