import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_APP_KEY, loadConfig } from './config';

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

  it('takes comma-separated keys in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', APP_KEYS: 'android, ios' }).appKeys).toEqual(['android', 'ios']);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
