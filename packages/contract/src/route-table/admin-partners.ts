import { admins, staff } from './access';

/** The route table's entries whose schemas `routes/admin-partners.ts` attaches. */
export const adminPartnersList = {
  id: 'admin.partners.list',
  method: 'GET',
  path: '/admin/partner-applications',
  access: admins,
} as const;
export const adminPartnersGet = {
  id: 'admin.partners.get',
  method: 'GET',
  path: '/admin/partner-applications/{id}',
  access: admins,
} as const;
export const adminPartnersApprove = {
  id: 'admin.partners.approve',
  method: 'POST',
  path: '/admin/partner-applications/{id}/approve',
  access: admins,
} as const;
export const adminPartnersReject = {
  id: 'admin.partners.reject',
  method: 'POST',
  path: '/admin/partner-applications/{id}/reject',
  access: admins,
} as const;
export const adminFeedbackList = {
  id: 'admin.feedback.list',
  method: 'GET',
  path: '/admin/feedback',
  access: staff,
} as const;
export const adminFeedbackHandled = {
  id: 'admin.feedback.handled',
  method: 'POST',
  path: '/admin/feedback/{id}/handled',
  access: staff,
} as const;
