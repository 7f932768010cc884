import { createSign } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** A push to one device. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the store the notice opens. */
  link: string | null;
}

/**
 * Sends a push. `sent`: handed over; `rejected`: the token is no longer good (an app removed) and never will be —
 * not retried. Throws when it may work later (a timeout, a 5xx, 429).
 */
export interface PushProvider {
  readonly name: string;
  /** The longest one `send` may take before it gives up, in milliseconds. */
  readonly longestSendMs: number;
  send(token: string, message: PushMessage): Promise<'sent' | 'rejected'>;
}

export interface FcmConfig {
  projectId: string;
  /** https://fcm.googleapis.com in production; a local fake server in tests. */
  endpoint: string;
  /** A ready OAuth access token (short-lived: for tests and trials) … */
  accessToken: string | undefined;
  /** … or the service account whose key signs the token requests (FCM_SERVICE_ACCOUNT_JSON). */
  serviceAccount: { clientEmail: string; privateKey: string; tokenUri: string } | undefined;
  timeoutMs: number;
}

export class PushDeliveryError extends Error {}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Firebase Cloud Messaging, HTTP v1 API: `POST {endpoint}/v1/projects/{project}/messages:send` with an OAuth bearer
 * token. The token comes from FCM_ACCESS_TOKEN, or is asked for with the service account's signed JWT (RS256, the
 * OAuth 2.0 JWT bearer grant) and kept until a minute before it expires.
 */
export class FcmPushProvider implements PushProvider {
  readonly name = 'fcm';
  private cached: { token: string; until: number } | undefined;

  constructor(
    private readonly config: FcmConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A token request, then the push, each timing out. */
  get longestSendMs(): number {
    return 2 * this.config.timeoutMs;
  }

  async send(token: string, message: PushMessage): Promise<'sent' | 'rejected'> {
    const response = await fetch(
      `${this.config.endpoint}/v1/projects/${encodeURIComponent(this.config.projectId)}/messages:send`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await this.accessToken()}` },
        body: JSON.stringify({
          message: {
            token,
            notification: { title: message.title, body: message.body },
            data: message.link ? { link: message.link } : {},
          },
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      },
    );
    const text = await response.text();
    if (response.ok) return 'sent';
    // 401: the token went stale early; the next try asks for a new one.
    if (response.status === 401) this.cached = undefined;
    // The device's token is unknown or malformed: no retry will change that.
    if (response.status === 404 || response.status === 400) {
      this.log.info({ push: { status: response.status } }, 'FCM refused a device token');
      return 'rejected';
    }
    throw new PushDeliveryError(`FCM answered ${response.status}: ${text.slice(0, 200)}`);
  }

  private async accessToken(): Promise<string> {
    if (this.config.accessToken) return this.config.accessToken;
    if (this.cached && this.cached.until > Date.now()) return this.cached.token;
    const account = this.config.serviceAccount;
    if (!account) throw new PushDeliveryError('FCM has neither an access token nor a service account');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(
      JSON.stringify({ iss: account.clientEmail, scope: SCOPE, aud: account.tokenUri, iat: now, exp: now + 3600 }),
    )}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(account.privateKey);
    const response = await fetch(account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${unsigned}.${base64url(signature)}`,
      }),
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    if (!response.ok) throw new PushDeliveryError(`FCM token request answered ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PushDeliveryError('FCM token request gave no access_token');
    this.cached = { token: body.access_token, until: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }
}
