import { describe, expect, it } from 'vitest';
import { createSessionQueryClient } from '../session-data/query-client';
import { fakeCall } from '../session-data/session-call.fixture';
import { codesQuery, walletQuery } from './wallet-queries';

describe('reading the wallet and the codes', () => {
  it('asks for a page of twenty ledger entries and keeps the balance with them', async () => {
    const page = { balance: 15_000, entries: [], page: 2, total_pages: 3 };
    const api = fakeCall({ 'wallet.get': () => ({ data: page, message: 'ok' }) });
    expect(await createSessionQueryClient().fetchQuery(walletQuery(api.call, 2))).toEqual(page);
    expect(api.calls[0]?.input).toEqual({ query: { page: 2, limit: 20 } });
  });

  it('reads the open codes', async () => {
    const api = fakeCall({ 'codes.open': () => ({ data: [], message: 'ok' }) });
    expect(await createSessionQueryClient().fetchQuery(codesQuery(api.call))).toEqual([]);
    expect(api.count('codes.open')).toBe(1);
  });
});
