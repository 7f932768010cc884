'use client';

import { useQuery } from '@tanstack/react-query';
import { authedCall } from '@/lib/session-runtime';
import { zoneQuery } from './referral-queries';

/** The customer's wonder zone bound to the session's API client, for components under a `SessionDataProvider`. */
export const useReferralZone = () => useQuery(zoneQuery(authedCall));
