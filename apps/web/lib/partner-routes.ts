import type { partners } from '@wb/contract';
import { clientRoute } from './api';

/** The partner programme's and "rate the store" calls the browser makes (issue 15), as typed references. */
export const partnerRoutes = {
  mine: clientRoute<typeof partners.partnerApplicationsRoute>('partners.mine', 'GET', '/app/partner-applications'),
  apply: clientRoute<typeof partners.partnerApplyRoute>('partners.apply', 'POST', '/app/partner-applications'),
  withdraw: clientRoute<typeof partners.partnerWithdrawRoute>(
    'partners.withdraw',
    'POST',
    '/app/partner-applications/{id}/withdraw',
  ),
  feedback: clientRoute<typeof partners.storeFeedbackRoute>('feedback.create', 'POST', '/app/feedback'),
};
