import { resolve } from 'node:path';
import { z } from 'zod';

/** The development app key: documented, and refused in production (APP_KEYS must be set there). */
export const DEV_APP_KEY = 'wb-dev-key';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('0.0.0.0'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default('data/pglite'),
  APP_KEYS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  TRUST_PROXY: z.stringbool().default(false),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  appKeys: readonly string[];
  logLevel: string;
  dbPoolMax: number;
  seedProducts: number;
  cacheTtlMs: number;
  trustProxy: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once, at start-up; a bad value stops the process with a clear reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${reasons}`);
  }
  const e = parsed.data;
  const appKeys = (e.APP_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (e.NODE_ENV === 'production') {
    if (appKeys.length === 0) throw new ConfigError('APP_KEYS must be set in production (comma-separated app keys).');
    if (appKeys.includes(DEV_APP_KEY))
      throw new ConfigError(`APP_KEYS must not contain the development key in production.`);
  }
  return {
    env: e.NODE_ENV,
    host: e.API_HOST,
    port: e.API_PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    appKeys: appKeys.length ? appKeys : [DEV_APP_KEY],
    logLevel: e.LOG_LEVEL,
    dbPoolMax: e.DB_POOL_MAX,
    seedProducts: e.SEED_PRODUCTS,
    cacheTtlMs: e.CACHE_TTL_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY,
  };
}
