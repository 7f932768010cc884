import type { referrals } from '@wb/contract';
import { clientRoute } from './api';

/** The wonder zone's call (issue 15), as a typed reference (see `clientRoute`): carried only by its page. */
export const referralRoutes = {
  zone: clientRoute<typeof referrals.referralZoneRoute>('referrals.zone', 'GET', '/app/referrals'),
};
