import { createVerify, generateKeyPairSync } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/kits/notify';
import { ConfigError, loadConfig } from '../../config';
import { FcmPushProvider, PushDeliveryError } from './fcm';

/** The FCM HTTP v1 provider against a local fake of Google's token endpoint and FCM (node:http). */
const silent = pino({ level: 'silent' });
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

const message = { title: 'عاد إلى المخزون', body: 'عاد "سيروم" إلى المخزون.', link: '/products-details/7' };

describe('FcmPushProvider', () => {
  it('signs in as the service account (RS256 JWT grant), then sends the message with the token it got, once asked', async () => {
    let tokenRequests = 0;
    const google = await fakeServer((path, body) => {
      if (path === '/token') {
        tokenRequests += 1;
        const assertion = new URLSearchParams(body).get('assertion') ?? '';
        const [head, claims, signature] = assertion.split('.');
        const valid = createVerify('RSA-SHA256')
          .update(`${head}.${claims}`)
          .verify(publicKey, Buffer.from(signature ?? '', 'base64url'));
        const payload = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString());
        if (!valid || payload.iss !== 'push@wb.iam' || !String(payload.scope).includes('firebase.messaging'))
          return { status: 400, body: { error: 'invalid_grant' } };
        return { status: 200, body: { access_token: 'ya29.fake', expires_in: 3600 } };
      }
      return { status: 200, body: { name: 'projects/wb/messages/1' } };
    });
    closers.push(google.close);
    const config = loadConfig({
      NODE_ENV: 'test',
      FCM_PROJECT_ID: 'wb',
      FCM_ENDPOINT: google.url,
      FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({
        client_email: 'push@wb.iam',
        private_key: privateKey,
        token_uri: `${google.url}/token`,
      }),
    });
    if (!config.push) throw new Error('push is configured');
    const fcm = new FcmPushProvider(config.push, silent);
    expect(await fcm.send('device-a', message)).toBe('sent');
    expect(await fcm.send('device-b', message)).toBe('sent');
    expect(tokenRequests).toBe(1);
    const sends = google.received.filter((request) => request.path !== '/token');
    expect(sends.map((request) => request.path)).toEqual([
      '/v1/projects/wb/messages:send',
      '/v1/projects/wb/messages:send',
    ]);
    expect(sends[0]?.authorization).toBe('Bearer ya29.fake');
    expect(JSON.parse(sends[0]?.body ?? '{}')).toEqual({
      message: {
        token: 'device-a',
        notification: { title: message.title, body: message.body },
        data: { link: '/products-details/7' },
      },
    });
  });

  it('gives up on a token FCM does not know (404: not retried) and throws on a 5xx (retried by its job)', async () => {
    const fcm = await fakeServer((_path, body) =>
      body.includes('gone') ? { status: 404, body: { error: { status: 'NOT_FOUND' } } } : { status: 503 },
    );
    closers.push(fcm.close);
    const provider = new FcmPushProvider(
      { projectId: 'wb', endpoint: fcm.url, accessToken: 'a', serviceAccount: undefined, timeoutMs: 2000 },
      silent,
    );
    expect(await provider.send('gone', message)).toBe('rejected');
    await expect(provider.send('device', message)).rejects.toBeInstanceOf(PushDeliveryError);
  });

  it('is off unless configured; a project without a credential is refused at start-up', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).push).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', FCM_PROJECT_ID: 'wb' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', FCM_PROJECT_ID: 'wb', FCM_SERVICE_ACCOUNT_JSON: '{' })).toThrow(
      ConfigError,
    );
  });
});
