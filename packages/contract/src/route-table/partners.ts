import { anyShopper } from './access';

/** The route table's entries whose schemas `routes/partners.ts` attaches. */
export const partnersProgramme = {
  id: 'partners.programme',
  method: 'GET',
  path: '/app/partner-programme',
  access: 'public',
} as const;
export const partnersMine = {
  id: 'partners.mine',
  method: 'GET',
  path: '/app/partner-applications',
  access: anyShopper,
} as const;
export const partnersApply = {
  id: 'partners.apply',
  method: 'POST',
  path: '/app/partner-applications',
  access: 'authenticated',
} as const;
export const partnersWithdraw = {
  id: 'partners.withdraw',
  method: 'POST',
  path: '/app/partner-applications/{id}/withdraw',
  access: anyShopper,
} as const;
export const feedbackCreate = {
  id: 'feedback.create',
  method: 'POST',
  path: '/app/feedback',
  access: anyShopper,
} as const;
