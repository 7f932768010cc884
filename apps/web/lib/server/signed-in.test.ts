import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { readWithSession, renewPath } from './signed-in';

/** The one helper signed-in pages read the API with on the server: its redirects, and what it leaves to the page. */
class Redirected extends Error {
  constructor(readonly location: string) {
    super(location);
  }
}
const context = (accessToken: string | null) => ({
  accessToken,
  client: { 'X-Forwarded-For': '203.0.113.9' },
  redirect: (location: string): never => {
    throw new Redirected(location);
  },
});

describe('readWithSession', () => {
  it('calls with the token and the shopper’s client headers', async () => {
    const outcome = await readWithSession(context('tok'), '/cart', async (headers) => headers);
    expect(outcome).toEqual({
      ok: true,
      data: { 'X-Forwarded-For': '203.0.113.9', 'Authorization-Jwt': 'jwt tok' },
    });
  });

  it('sends a shopper without a token to /auth, to come back here', async () => {
    await expect(readWithSession(context(null), '/profile/address', async () => 1)).rejects.toMatchObject({
      location: '/auth?next=%2Fprofile%2Faddress',
    });
  });

  it('sends a refused token through one forced refresh and back to the page', async () => {
    const refused = async () => {
      throw new ApiError(401, 'انتهت صلاحية الجلسة');
    };
    await expect(readWithSession(context('old'), '/cart', refused)).rejects.toMatchObject({
      location: '/api/session/renew?next=%2Fcart',
    });
    expect(renewPath('/profile/address')).toBe('/api/session/renew?next=%2Fprofile%2Faddress');
  });

  it('leaves any other failure to the page', async () => {
    const failure = new ApiError(503, 'الخدمة غير جاهزة');
    const outcome = await readWithSession(context('tok'), '/cart', async () => {
      throw failure;
    });
    expect(outcome).toEqual({ ok: false, error: failure });
  });
});
