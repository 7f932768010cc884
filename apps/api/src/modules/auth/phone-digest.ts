import { createHmac, hkdfSync } from 'node:crypto';

/**
 * A keyed digest of a mobile number (`users.phone_digest`): the same number always gives the same digest, so the
 * accounts one number has had can be found after their numbers were erased, and a leaked table cannot be checked
 * against the few billion Iraqi numbers without the server's secret.
 */
export class PhoneDigests {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the auth secret (as the one-time codes' is): one purpose per key.
    this.key = Buffer.from(hkdfSync('sha256', secret, 'wonder-beauty', 'phone-digest', 32));
  }

  /** `mobile` in its international form (+9647701234567), as accounts store it. */
  of(mobile: string): string {
    return createHmac('sha256', this.key).update(mobile).digest('base64url');
  }
}
