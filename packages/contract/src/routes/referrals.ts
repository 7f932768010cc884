import { envelope } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { referralTerms, referralTermsBody, referralZone } from '../schemas/referrals';

/**
 * The referral programme, "wonder zone" (issue 15): the customer's own code, link and friends; the amounts at the
 * staff desk (admins). The code itself travels with POST /app/register (`referral_code`).
 */
const tag = 'وندر زون: دعوة الصديقات';

export const referralZoneRoute = defineRoute(table.referralsZone, {
  // Customers only: sellers earn a commission on their orders instead (docs/decisions.md).
  tag,
  summary:
    "The caller's code, her link and a WhatsApp-ready message, the amounts, and her friends (masked) with totals.",
  response: envelope(referralZone),
});

export const adminReferralTermsRoute = defineRoute(table.adminReferralTermsGet, {
  tag: 'مكتب الموظفين: الإعدادات',
  summary: 'What a referral pays each side when the friend’s first order is delivered.',
  response: envelope(referralTerms),
});

export const adminReferralTermsUpdateRoute = defineRoute(table.adminReferralTermsUpdate, {
  rateLimited: true,
  idempotent: true,
  tag: 'مكتب الموظفين: الإعدادات',
  summary: 'Change the referral amounts; the next reward paid uses them (rewards paid keep theirs).',
  body: referralTermsBody,
  response: envelope(referralTerms),
  successMessage: 'referralTermsSaved',
});
