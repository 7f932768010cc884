import { messages } from '@wb/contract';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGateway } from '../../../test/fake-gateway';
import { DEMO, startTestStore } from '../../../test/harness';
import { SmsDeliveryError } from './sms';
import { WhatsAppCloudProvider } from './whatsapp';

/** The WhatsApp provider against a local fake of Meta's Cloud API: the message it sends, retries, and failures. */
let gateway: Awaited<ReturnType<typeof startFakeGateway>>;
beforeAll(async () => {
  gateway = await startFakeGateway();
});
afterAll(() => gateway.close());
afterEach(() => gateway.reset());

const cloud = (options: Partial<{ timeoutMs: number; retries: number }> = {}) =>
  new WhatsAppCloudProvider(
    {
      provider: 'cloud',
      apiUrl: `${gateway.url}/v21.0`,
      phoneNumberId: '1098765',
      token: 'meta-token',
      template: 'wonder_beauty_code',
      language: 'ar',
      timeoutMs: 1000,
      retries: 2,
      ...options,
    },
    pino({ level: 'silent' }),
    async () => {},
  );

describe('WhatsAppCloudProvider', () => {
  it("sends the shop's authentication template with the code in its body and its copy-code button", async () => {
    await cloud().send('+9647701234567', 'رمز التحقق في وندر بيوتي: 482913', { code: '482913' });
    expect(gateway.received).toEqual([
      {
        path: '/v21.0/1098765/messages',
        authorization: 'Bearer meta-token',
        idempotencyKey: undefined,
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '9647701234567',
          type: 'template',
          template: {
            name: 'wonder_beauty_code',
            language: { code: 'ar' },
            components: [
              { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
              { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
            ],
          },
        },
      },
    ]);
  });

  it('retries a failing or throttling Cloud API, and not a request it refuses outright', async () => {
    gateway.script = [500, 429, 200];
    await cloud().send('+9647701234567', 'نص', { code: '111111' });
    expect(gateway.received).toHaveLength(3);
    gateway.reset();
    gateway.script = [400];
    await expect(cloud().send('+9647701234567', 'نص', { code: '111111' })).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(gateway.received).toHaveLength(1);
  });

  it('times out a Cloud API that does not answer, and does not try again: the code may have gone, and would go twice', async () => {
    gateway.script = ['hang'];
    await expect(
      cloud({ timeoutMs: 150, retries: 2 }).send('+9647701234567', 'نص', { code: '111111' }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(gateway.received).toHaveLength(1);
  });

  it('sends nothing but one-time codes: an order notice is refused before it leaves', async () => {
    await expect(cloud().send('+9647701234567', 'تم شحن طلبك WB-100306')).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(gateway.received).toEqual([]);
  });
});

describe('sign-in by WhatsApp through the Cloud API', () => {
  it('sends the code there, says so in Arabic when WhatsApp is down, and keeps no outbox', async () => {
    const store = await startTestStore({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `${gateway.url}/sms`,
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_API_URL: `${gateway.url}/v21.0/`,
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      WHATSAPP_TOKEN: 'meta-token',
      WHATSAPP_RETRIES: '1',
    });
    try {
      const login = (mobile: string, remoteAddress: string) =>
        store.call({
          method: 'POST',
          url: '/api/v2/app/login',
          payload: { mobile, channel: 'whatsapp' },
          remoteAddress,
        });
      expect((await login(DEMO.customer, '10.8.0.1')).statusCode).toBe(200);
      expect(gateway.received[0]?.path).toBe('/v21.0/1098765/messages');
      expect(gateway.received[0]?.body.to).toBe(DEMO.customer.replace('+', ''));
      expect(gateway.received[0]?.body.template.components[0].parameters[0].text).toMatch(/^\d{6}$/);

      gateway.script = [503];
      const down = await login(DEMO.pharmacist, '10.8.0.2');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: 'whatsapp.failed', message: messages.whatsappFailed });
      // Both channels really leave: the development outbox is not served.
      expect((await store.call({ url: `/api/v2/dev/sms-outbox?mobile=${DEMO.customer}` })).statusCode).toBe(404);
    } finally {
      await store.close();
    }
  });
});
