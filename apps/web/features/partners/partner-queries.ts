import { queryOptions } from '@tanstack/react-query';
import type { PartnerApplication } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import type { SessionCall } from '../session-data/session-call';

/** Her partner applications (newest first; /partner shows the first), as a TanStack Query over a `SessionCall`. */
export const partnerKeys = { mine: ['partner-applications'] as const };

export const myApplicationsQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: partnerKeys.mine,
    queryFn: async ({ signal }): Promise<PartnerApplication[]> =>
      (await call(routes.partnersMine, {}, { signal })).data,
  });
