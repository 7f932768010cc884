import { envelope } from '../common';
import { defineRoute, type RouteFailure } from '../route';
import * as table from '../route-table';
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
const missing: RouteFailure = { code: 'partner.not_found', when: 'No application with this id.' };
const decided: RouteFailure = { code: 'partner.not_pending', when: 'Decided or withdrawn already.' };

export const adminPartnersRoute = defineRoute(table.adminPartnersList, {
  tag: partnersTag,
  summary: 'Applications to sell, newest first, by status and kind.',
  query: adminPartnersQuery,
  response: deskPage(adminPartnerApplication),
});

export const adminPartnerRoute = defineRoute(table.adminPartnersGet, {
  tag: partnersTag,
  summary: 'One application with the applicant’s account.',
  params: idParams,
  response: envelope(adminPartnerApplication),
  failures: [missing],
});

export const adminPartnerApproveRoute = defineRoute(table.adminPartnersApprove, {
  rateLimited: true,
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

export const adminPartnerRejectRoute = defineRoute(table.adminPartnersReject, {
  rateLimited: true,
  tag: partnersTag,
  summary: 'Reject with a reason she reads (SMS and in-store notice); audited.',
  params: idParams,
  body: partnerRejectBody,
  response: envelope(adminPartnerApplication),
  successMessage: 'partnerRejected',
  failures: [missing, decided],
});

const feedbackTag = 'مكتب الموظفين: آراء الزبائن';

export const adminFeedbackRoute = defineRoute(table.adminFeedbackList, {
  tag: feedbackTag,
  summary: 'Ratings of the store and what to improve, newest first; filtered by handled or not.',
  query: adminFeedbackQuery,
  response: deskPage(adminStoreFeedback),
});

export const adminFeedbackHandledRoute = defineRoute(table.adminFeedbackHandled, {
  rateLimited: true,
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
