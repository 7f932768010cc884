import { admins, customers } from './access';

/** The route table's entries whose schemas `routes/referrals.ts` attaches. */
export const referralsZone = {
  id: 'referrals.zone',
  method: 'GET',
  path: '/app/referrals',
  access: customers,
} as const;
export const adminReferralTermsGet = {
  id: 'admin.referralTerms.get',
  method: 'GET',
  path: '/admin/referral-terms',
  access: admins,
} as const;
export const adminReferralTermsUpdate = {
  id: 'admin.referralTerms.update',
  method: 'PUT',
  path: '/admin/referral-terms',
  access: admins,
} as const;
