import { envelope } from '../common';
import { defineRoute } from '../route';
import { referralTerms, referralTermsBody, referralZone } from '../schemas/referrals';

/**
 * The referral programme, "wonder zone" (issue 15): the customer's own code, link and friends; the amounts at the
 * staff desk (admins). The code itself travels with POST /app/register (`referral_code`).
 */
const tag = 'وندر زون: دعوة الصديقات';

export const referralZoneRoute = defineRoute({
  id: 'referrals.zone',
  method: 'GET',
  path: '/app/referrals',
  // Customers only: sellers earn a commission on their orders instead (docs/decisions.md).
  access: ['customer'],
  tag,
  summary:
    "The caller's code, her link and a WhatsApp-ready message, the amounts, and her friends (masked) with totals.",
  response: envelope(referralZone),
});

export const adminReferralTermsRoute = defineRoute({
  id: 'admin.referralTerms.get',
  method: 'GET',
  path: '/admin/referral-terms',
  access: ['admin'],
  tag: 'مكتب الموظفين: الإعدادات',
  summary: 'What a referral pays each side when the friend’s first order is delivered.',
  response: envelope(referralTerms),
});

export const adminReferralTermsUpdateRoute = defineRoute({
  id: 'admin.referralTerms.update',
  rateLimited: true,
  idempotent: true,
  method: 'PUT',
  path: '/admin/referral-terms',
  access: ['admin'],
  tag: 'مكتب الموظفين: الإعدادات',
  summary: 'Change the referral amounts; the next reward paid uses them (rewards paid keep theirs).',
  body: referralTermsBody,
  response: envelope(referralTerms),
  successMessage: 'referralTermsSaved',
});
