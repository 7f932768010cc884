import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Not the access tokens' audience, type nor key: neither kind of token passes as the other. Short, as the claims are
 * few: the token is a segment of the link's path (the router takes 200 characters), and of a WhatsApp message.
 */
const AUDIENCE = 'wb-share';
const TYPE = 'share';

/**
 * A shared cart's link token: an HS256 JWT naming the share (its `sub`) and when it stops opening (`exp`), signed
 * with a key of its own derived from the store's secret. The token says which share; the share's row says whether it
 * still opens (revoked).
 */
export class ShareTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new Uint8Array(hkdfSync('sha256', secret, 'wonder-beauty', 'shared-cart-links', 32));
  }

  /** The same share and end always sign the same token (HS256 is deterministic): the seller's list shows it again. */
  sign(shareId: number, expiresAt: Date): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: TYPE })
      .setSubject(String(shareId))
      .setAudience(AUDIENCE)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The share a token names, if it is one of ours, of this kind and not expired at `now`; else null. */
  async shareId(token: string, now: Date): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        audience: AUDIENCE,
        typ: TYPE,
        algorithms: ['HS256'],
        currentDate: now,
      });
      const id = Number(payload.sub);
      return Number.isSafeInteger(id) && id > 0 ? id : null;
    } catch {
      return null;
    }
  }
}
