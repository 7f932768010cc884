import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_APP_KEY,
  DEV_AUTH_SECRET,
  DEV_REVALIDATE_SECRET,
  DEV_STOREFRONT_ACCESS_TOKEN,
  loadConfig,
} from './config';

describe('loadConfig', () => {
  it('defaults to port 4000, the embedded database and the development app key', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data\/pglite$/);
    expect(config.appKeys).toEqual([DEV_APP_KEY]);
  });

  it('refuses to start in production without APP_KEYS', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEYS: ' , ' })).toThrow(/APP_KEYS/);
  });

  it('refuses the development key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEYS: `android,${DEV_APP_KEY}` })).toThrow(/development key/);
  });

  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.example.iq/send',
    SMS_HTTP_TOKEN: 'gateway-token',
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
    WHATSAPP_TOKEN: 'meta-token',
    STOREFRONT_ACCESS_TOKEN: 'a-production-storefront-token',
    REVALIDATE_SECRET: 'a-production-revalidate-secret',
  };

  it('takes comma-separated keys in production', () => {
    expect(loadConfig({ ...production, APP_KEYS: 'android, ios' }).appKeys).toEqual(['android', 'ios']);
  });

  it('refuses production without its own auth secret, or with codes printed to the log', () => {
    const keys = { APP_KEYS: 'android' };
    expect(() => loadConfig({ ...production, ...keys, AUTH_SECRET: undefined })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ ...production, ...keys, AUTH_SECRET: DEV_AUTH_SECRET })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ ...production, ...keys, AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ ...production, ...keys, SMS_PROVIDER: 'console' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ ...keys, SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadConfig({ ...production, ...keys, SMS_HTTP_URL: 'http://sms.example.iq/send' })).toThrow(/https/);
    expect(() => loadConfig({ ...production, ...keys, SMS_HTTP_TOKEN: undefined })).toThrow(/SMS_HTTP_TOKEN/);
  });

  it('sends codes by WhatsApp through the Cloud API in production, never to the log (issue 24)', () => {
    const keys = { APP_KEYS: 'android' };
    expect(loadConfig({ ...production, ...keys }).whatsapp).toEqual({
      provider: 'cloud',
      apiUrl: 'https://graph.facebook.com/v21.0',
      phoneNumberId: '1098765',
      token: 'meta-token',
      template: 'wonder_beauty_code',
      language: 'ar',
      timeoutMs: 5000,
      retries: 2,
    });
    expect(loadConfig({}).whatsapp).toEqual({ provider: 'console' });
    expect(() => loadConfig({ ...production, ...keys, WHATSAPP_PROVIDER: 'console' })).toThrow(/WHATSAPP_PROVIDER/);
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_TOKEN: 't' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ ...production, ...keys, WHATSAPP_API_URL: 'http://graph.example/v21.0' })).toThrow(
      /https/,
    );
  });

  it('keeps at least a minute between codes in production; tests may walk a lockout faster', () => {
    const keys = { APP_KEYS: 'android' };
    expect(loadConfig({}).auth.resendAfterMs).toBe(60_000);
    expect(loadConfig({ OTP_RESEND_AFTER_SECONDS: '1' }).auth.resendAfterMs).toBe(1000);
    expect(() => loadConfig({ ...production, ...keys, OTP_RESEND_AFTER_SECONDS: '1' })).toThrow(
      /OTP_RESEND_AFTER_SECONDS/,
    );
  });

  it('refuses production without the content service’s own token and revalidation secret', () => {
    const keys = { APP_KEYS: 'android' };
    const token = DEV_STOREFRONT_ACCESS_TOKEN;
    expect(() => loadConfig({ ...production, ...keys, STOREFRONT_ACCESS_TOKEN: undefined })).toThrow(/STOREFRONT/);
    expect(() => loadConfig({ ...production, ...keys, STOREFRONT_ACCESS_TOKEN: token })).toThrow(/STOREFRONT/);
    expect(() => loadConfig({ ...production, ...keys, REVALIDATE_SECRET: DEV_REVALIDATE_SECRET })).toThrow(
      /REVALIDATE/,
    );
    expect(loadConfig({}).content).toEqual({
      storefrontToken: DEV_STOREFRONT_ACCESS_TOKEN,
      revalidateSecret: DEV_REVALIDATE_SECRET,
    });
  });

  it('trusts X-Forwarded-For only from the proxies it is told of, never from anyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('expires a job whose worker died after 20 s, looked for every tenth of that (issue 22)', () => {
    expect(loadConfig({}).jobs).toMatchObject({ work: true, expireInSeconds: 20, maintenanceIntervalSeconds: 2 });
    expect(loadConfig({ JOBS_EXPIRE_SECONDS: '3' }).jobs).toMatchObject({
      expireInSeconds: 3,
      maintenanceIntervalSeconds: 1,
    });
    expect(loadConfig({ JOBS_EXPIRE_SECONDS: '900' }).jobs.maintenanceIntervalSeconds).toBe(60);
    expect(() => loadConfig({ JOBS_EXPIRE_SECONDS: '0' })).toThrow(/JOBS_EXPIRE_SECONDS/);
  });

  it('reads a blank WEB_URL as unset, and bounds how often shared-cart links are opened (issue 24)', () => {
    expect(loadConfig({ WEB_URL: '' }).webUrl).toBe('http://localhost:3000');
    expect(loadConfig({ WEB_URL: 'https://wonder-beauty.iq/' }).webUrl).toBe('https://wonder-beauty.iq');
    expect(() => loadConfig({ WEB_URL: 'wonder-beauty.iq' })).toThrow(/WEB_URL/);
    expect(loadConfig({}).shareOpensPerMinute).toBe(60);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
