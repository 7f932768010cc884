import type { ReferralTerms, ReferralTermsBody } from '@wb/contract';
import { settings } from '@wb/db';
import { atomically, type CallerCtx, type Ctx } from '../../context';
import { readSetting } from '../../lib/settings';
import type { AuditLog } from '../audit/service';

/**
 * What a referral pays until an admin changes it (ours; docs/decisions.md): 5,000 د.ع to each side — about a
 * delivery in Baghdad for the friend, and a thank-you the referrer notices, for an order that brought a new customer.
 */
export const DEFAULT_REFERRAL_TERMS: ReferralTerms = { referrer_amount: 5_000, friend_amount: 5_000 };

export const REFERRAL_TERMS_KEY = 'referral_terms';

/** The amounts as stored (`lock`: for a change of them at the desk), the defaults until an admin saves some. */
export async function readReferralTerms(ctx: Ctx, lock = false): Promise<ReferralTerms> {
  return (await readSetting<ReferralTerms>(ctx, REFERRAL_TERMS_KEY, lock)) ?? DEFAULT_REFERRAL_TERMS;
}

/**
 * The referral amounts at the staff desk's settings (admins): one settings document (`referral_terms`), saved with an
 * audit entry. Nothing caches them: the wonder zone and each reward read them fresh, so the next reward paid after a
 * save uses the new amounts; rewards already paid keep theirs (the referral row records them).
 */
export class ReferralTermsAdmin {
  constructor(private readonly audit: AuditLog) {}

  get(ctx: Ctx): Promise<ReferralTerms> {
    return readReferralTerms(ctx);
  }

  update(ctx: CallerCtx, body: ReferralTermsBody): Promise<ReferralTerms> {
    return atomically(ctx, async (tx) => {
      const before = await readReferralTerms(tx, true);
      const after: ReferralTerms = { referrer_amount: body.referrer_amount, friend_amount: body.friend_amount };
      const now = tx.now();
      await tx.db
        .insert(settings)
        .values({ key: REFERRAL_TERMS_KEY, value: after, updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value: after, updatedAt: now } });
      await this.audit.record(tx, {
        action: 'referral_terms.update',
        entityType: 'settings',
        entityId: REFERRAL_TERMS_KEY,
        before,
        after,
      });
      return after;
    });
  }
}
