import type { adminPartners } from '@wb/contract';
import { clientRoute } from '@/lib/api';

/** The desk's writes on partner applications and store feedback (issue 15), as typed references (see `clientRoute`). */
export const deskPartnerRoutes = {
  approve: clientRoute<typeof adminPartners.adminPartnerApproveRoute>(
    'admin.partners.approve',
    'POST',
    '/admin/partner-applications/{id}/approve',
  ),
  reject: clientRoute<typeof adminPartners.adminPartnerRejectRoute>(
    'admin.partners.reject',
    'POST',
    '/admin/partner-applications/{id}/reject',
  ),
  feedbackHandled: clientRoute<typeof adminPartners.adminFeedbackHandledRoute>(
    'admin.feedback.handled',
    'POST',
    '/admin/feedback/{id}/handled',
  ),
};
