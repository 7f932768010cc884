import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_APP_KEY, DEV_AUTH_SECRET, loadConfig } from './config';

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
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
