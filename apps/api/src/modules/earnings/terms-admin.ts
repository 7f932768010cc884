import type { SellerTerms, SellerTermsBody } from '@wb/contract';
import { settings } from '@wb/db';
import { atomically, type CallerCtx, type Ctx } from '../../context';
import { ApiError } from '../../lib/errors';
import type { PublishedWrites } from '../audit/published';
import { readSellerTerms, SELLER_TERMS_KEY, type SellerRole } from './terms';

const roles: readonly SellerRole[] = ['influencer', 'pharmacist'];

/**
 * The sellers' terms at the staff desk (issue 14, admins): per seller role, the discount bounds, the delivery-fee
 * range and the commission. Saved as one settings document (`seller_terms`), with an audit entry; invoices and
 * orders read the new terms once the write commits (the `seller-terms` cache tag is dropped everywhere then).
 */
export class SellerTermsAdmin {
  constructor(private readonly log: PublishedWrites) {}

  /** The terms as stored now (the defaults until an admin saves some): what the desk edits. */
  get(ctx: Ctx): Promise<SellerTerms> {
    return readSellerTerms(ctx);
  }

  update(ctx: CallerCtx, body: SellerTermsBody): Promise<SellerTerms> {
    return atomically(ctx, async (tx) => {
      for (const role of roles) {
        if (body[role].delivery_fee_max < body[role].delivery_fee_min) {
          throw ApiError.field(`${role}.delivery_fee_max`, 'seller_terms.fee_range');
        }
      }
      const before = await readSellerTerms(tx, true);
      const after: SellerTerms = { influencer: { ...body.influencer }, pharmacist: { ...body.pharmacist } };
      const now = tx.now();
      await tx.db
        .insert(settings)
        .values({ key: SELLER_TERMS_KEY, value: after, updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value: after, updatedAt: now } });
      await this.log.record(tx, {
        action: 'seller_terms.update',
        entityType: 'settings',
        entityId: SELLER_TERMS_KEY,
        before,
        after,
      });
      return after;
    });
  }
}
