import { queryOptions } from '@tanstack/react-query';
import type { ReferralZone } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import type { SessionCall } from '../session-data/session-call';

/**
 * The customer's wonder zone (code, link, amounts, friends), as TanStack Query options over a `SessionCall`. Only read
 * here; it changes when a friend registers or is rewarded, which the page's next visit (data kept 5 min) shows.
 */
export const referralKeys = { zone: ['referrals', 'zone'] as const };

export const zoneQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: referralKeys.zone,
    queryFn: async ({ signal }): Promise<ReferralZone> => (await call(routes.referralsZone, {}, { signal })).data,
  });
