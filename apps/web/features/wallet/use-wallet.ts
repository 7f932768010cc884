'use client';

import { useQuery } from '@tanstack/react-query';
import { authedCall } from '@/lib/session-runtime';
import { codesQuery, walletQuery } from './wallet-queries';

/** The wallet and the open codes bound to the session's API client, for components under a `SessionDataProvider`. */
export const useWallet = (page: number) => useQuery(walletQuery(authedCall, page));

export const useOpenCodes = () => useQuery(codesQuery(authedCall));
