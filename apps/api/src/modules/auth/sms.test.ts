import { formatMessage, messages } from '@wb/contract';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGateway } from '../../../test/fake-gateway';
import { DEMO, startTestStore } from '../../../test/harness';
import { ConsoleSmsProvider, HttpSmsProvider, SmsDeliveryError } from './sms';

/** The HTTP SMS provider against a local fake gateway: what it sends, retries, timeouts, and what a client sees. */
let gateway: Awaited<ReturnType<typeof startFakeGateway>>;
let url: string;

beforeAll(async () => {
  gateway = await startFakeGateway();
  url = `${gateway.url}/send`;
});
afterAll(() => gateway.close());
afterEach(() => gateway.reset());

const log = pino({ level: 'silent' });
const provider = (options: Partial<{ timeoutMs: number; retries: number }> = {}) =>
  new HttpSmsProvider({ url, token: 'secret-token', timeoutMs: 1000, retries: 2, ...options }, log, async () => {});

describe('HttpSmsProvider', () => {
  it('posts the number and the text as JSON with the bearer token', async () => {
    await provider().send('+9647701234567', 'رمز التحقق: 123456');
    expect(gateway.received).toEqual([
      {
        path: '/send',
        authorization: 'Bearer secret-token',
        idempotencyKey: expect.any(String),
        body: { to: '+9647701234567', message: 'رمز التحقق: 123456' },
      },
    ]);
  });

  it('names the message with an Idempotency-Key, the same on each of its tries (the caller’s, when given)', async () => {
    gateway.script = ['hang', 503, 200];
    await provider({ timeoutMs: 200 }).send('+9647701234567', 'نص', { key: 'order:12:shipped' });
    expect(gateway.received.map((request) => request.idempotencyKey)).toEqual([
      'order:12:shipped',
      'order:12:shipped',
      'order:12:shipped',
    ]);
    gateway.received = [];
    gateway.script = [500, 200];
    await provider().send('+9647701234567', 'نص');
    await provider().send('+9647701234567', 'نص');
    const [first, retry, other] = gateway.received.map((request) => request.idempotencyKey);
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
  });

  it('knows the longest a send may take: every try timing out, and the pauses between them', () => {
    expect(provider({ timeoutMs: 5000, retries: 2 }).longestSendMs).toBe(3 * 5000 + 250 + 500);
    expect(provider({ timeoutMs: 1000, retries: 0 }).longestSendMs).toBe(1000);
  });

  it('retries a failing gateway, and succeeds when it recovers', async () => {
    gateway.script = [503, 500, 200];
    await provider().send('+9647701234567', 'نص');
    expect(gateway.received).toHaveLength(3);
  });

  it('gives up after its retries', async () => {
    gateway.script = [500];
    await expect(provider({ retries: 2 }).send('+9647701234567', 'نص')).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(gateway.received).toHaveLength(3);
  });

  it('does not retry a request the gateway refuses outright', async () => {
    gateway.script = [400];
    await expect(provider().send('+9647701234567', 'نص')).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(gateway.received).toHaveLength(1);
  });

  it('times out a gateway that does not answer, and tries again', async () => {
    gateway.script = ['hang', 200];
    await provider({ timeoutMs: 200 }).send('+9647701234567', 'نص');
    expect(gateway.received).toHaveLength(2);
  });
});

describe('sign-in through an HTTP gateway', () => {
  it('sends the Arabic code message, and says so in Arabic when the gateway is down', async () => {
    const store = await startTestStore({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMS_HTTP_RETRIES: '1' });
    try {
      const login = (mobile: string, remoteAddress: string) =>
        store.call({ method: 'POST', url: '/api/v2/app/login', payload: { mobile }, remoteAddress });
      expect((await login(DEMO.customer, '10.7.0.1')).statusCode).toBe(200);
      expect(gateway.received[0]?.body.to).toBe(DEMO.customer);
      expect(gateway.received[0]?.body.message).toMatch(/^رمز التحقق في وندر بيوتي: \d{6}\n/);

      gateway.script = [500];
      const down = await login(DEMO.pharmacist, '10.7.0.2');
      // The gateway's failure, not the client's: 503, in Arabic, with no stack trace.
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ message: messages.smsFailed });
      // The code that failed to leave still counts: a failing gateway is no way around the limits.
      gateway.script = [200];
      const retry = await login(DEMO.pharmacist, '10.7.0.3');
      expect(retry.statusCode).toBe(429);
      // A server sending real texts serves no outbox at all, not even the WhatsApp codes its console provider keeps:
      // the outbox would hand anyone's code to whoever asked for it by WhatsApp.
      const byWhatsApp = await store.call({
        method: 'POST',
        url: '/api/v2/app/login',
        payload: { mobile: DEMO.influencer, channel: 'whatsapp' },
        remoteAddress: '10.7.0.4',
      });
      expect(byWhatsApp.statusCode).toBe(200);
      expect((await store.call({ url: `/api/v2/dev/sms-outbox?mobile=${DEMO.influencer}` })).statusCode).toBe(404);
    } finally {
      await store.close();
    }
  });
});

describe('the development outbox', () => {
  it('reads a code only from a one-time code message, not an order number or any six digits', async () => {
    const outbox = new ConsoleSmsProvider(pino({ level: 'silent' }));
    await outbox.send('+9647701000001', formatMessage(messages.otpSmsText, { code: '482913' }));
    await outbox.send('+9647701000001', 'تم شحن طلبك WB-100306، سيصلك خلال يومين.');
    await outbox.send('+9647701000001', 'رصيدك 150000 د.ع');
    expect(outbox.messagesTo('+9647701000001').map((entry) => entry.code)).toEqual([null, null, '482913']);
    expect(outbox.messagesTo('+9647701000001').map((entry) => entry.channel)).toEqual(['sms', 'sms', 'sms']);
  });
});
