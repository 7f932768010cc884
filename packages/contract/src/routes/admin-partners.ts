import { envelope } from '../common';
import { staffRoles } from '../roles';
import { defineRoute, type RouteFailure } from '../route';
import { deskPage } from '../schemas/admin';
import { idParams } from '../schemas/fields';
import {
  adminFeedbackQuery,
  adminPartnerApplication,
  adminPartnersQuery,
  adminStoreFeedback,
  partnerApproveBody,
  partnerRejectBody,
} from '../schemas/partners';

/**
 * The staff desk's partner applications and store feedback (issue 15). Approving makes an account a seller (her
 * discounts and commissions follow), so applications are for admins, as the seller terms are; feedback is read and
 * handled by staff and admins, as product requests are.
 */
const partnersTag = 'مكتب الموظفين: الشركاء';
const admins = ['admin'] as const;
const missing: RouteFailure = { code: 'partner.not_found', when: 'No application with this id.' };
const decided: RouteFailure = { code: 'partner.not_pending', when: 'Decided or withdrawn already.' };

export const adminPartnersRoute = defineRoute({
  id: 'admin.partners.list',
  method: 'GET',
  path: '/admin/partner-applications',
  access: admins,
  tag: partnersTag,
  summary: 'Applications to sell, newest first, by status and kind.',
  query: adminPartnersQuery,
  response: deskPage(adminPartnerApplication),
});

export const adminPartnerRoute = defineRoute({
  id: 'admin.partners.get',
  method: 'GET',
  path: '/admin/partner-applications/{id}',
  access: admins,
  tag: partnersTag,
  summary: 'One application with the applicant’s account.',
  params: idParams,
  response: envelope(adminPartnerApplication),
  failures: [missing],
});

export const adminPartnerApproveRoute = defineRoute({
  id: 'admin.partners.approve',
  rateLimited: true,
  method: 'POST',
  path: '/admin/partner-applications/{id}/approve',
  access: admins,
  tag: partnersTag,
  summary:
    'Approve: the account becomes an influencer or a pharmacist (her sessions carry the role from their next call), audited; an SMS and an in-store notice tell her.',
  params: idParams,
  body: partnerApproveBody,
  response: envelope(adminPartnerApplication),
  successMessage: 'partnerApproved',
  failures: [
    missing,
    decided,
    { code: 'partner.account_changed', when: 'The account is no longer a customer’s (or is gone).' },
  ],
});

export const adminPartnerRejectRoute = defineRoute({
  id: 'admin.partners.reject',
  rateLimited: true,
  method: 'POST',
  path: '/admin/partner-applications/{id}/reject',
  access: admins,
  tag: partnersTag,
  summary: 'Reject with a reason she reads (SMS and in-store notice); audited.',
  params: idParams,
  body: partnerRejectBody,
  response: envelope(adminPartnerApplication),
  successMessage: 'partnerRejected',
  failures: [missing, decided],
});

const feedbackTag = 'مكتب الموظفين: آراء الزبائن';

export const adminFeedbackRoute = defineRoute({
  id: 'admin.feedback.list',
  method: 'GET',
  path: '/admin/feedback',
  access: staffRoles,
  tag: feedbackTag,
  summary: 'Ratings of the store and what to improve, newest first; filtered by handled or not.',
  query: adminFeedbackQuery,
  response: deskPage(adminStoreFeedback),
});

export const adminFeedbackHandledRoute = defineRoute({
  id: 'admin.feedback.handled',
  rateLimited: true,
  method: 'POST',
  path: '/admin/feedback/{id}/handled',
  access: staffRoles,
  tag: feedbackTag,
  summary: 'Mark a rating handled (who and when are kept); audited.',
  params: idParams,
  response: envelope(adminStoreFeedback),
  successMessage: 'feedbackHandled',
  failures: [
    { code: 'feedback.not_found', when: 'No feedback with this id.' },
    { code: 'feedback.already_handled', when: 'Handled already.' },
  ],
});
