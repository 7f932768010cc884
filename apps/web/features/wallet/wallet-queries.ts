import { queryOptions } from '@tanstack/react-query';
import type { OpenCode, WalletPage } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import type { SessionCall } from '../session-data/session-call';

/**
 * The customer's wallet (balance and ledger, newest first) and the discount codes open to them, as TanStack Query
 * options over a `SessionCall`; `use-wallet.ts` binds them to the session. Both are only read here: a cancelled order
 * (features/orders) marks them stale, since it gives the wallet part and the code's use back.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  page: (page: number) => ['wallet', 'page', page] as const,
};
export const codeKeys = { all: ['codes'] as const };

/** `/profile/wallet?page=n` (page 1 plain); for the server page too, so not in the client module. */
export const walletPageHref = (page: number) => (page > 1 ? `/profile/wallet?page=${page}` : '/profile/wallet');

/** Ledger entries a page shows (the contract's default). */
export const WALLET_PAGE_SIZE = 20;

export const walletQuery = (call: SessionCall, page: number) =>
  queryOptions({
    queryKey: walletKeys.page(page),
    queryFn: async ({ signal }): Promise<WalletPage> =>
      (await call(routes.walletGet, { query: { page, limit: WALLET_PAGE_SIZE } }, { signal })).data,
  });

export const codesQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: codeKeys.all,
    queryFn: async ({ signal }): Promise<OpenCode[]> => (await call(routes.codesOpen, {}, { signal })).data,
  });
