import { resolve } from 'node:path';
import { DEV_STOREFRONT_TOKEN, parseTrustedProxies, type TrustedProxies } from '@wb/contract';
import { z } from 'zod';
import type { FcmConfig } from './modules/notify/fcm';

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
  TRUST_PROXY: z.string().default('false'),
  AUTH_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(3600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  SMS_PROVIDER: z.enum(['console', 'http']).default('console'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SMS_HTTP_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  WHATSAPP_PROVIDER: z.enum(['console', 'cloud']).default('console'),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().min(1).optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/)
    .default('wonder_beauty_code'),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/)
    .default('ar'),
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  WHATSAPP_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  OTP_RESEND_AFTER_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  FCM_PROJECT_ID: z.string().min(1).optional(),
  FCM_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://fcm.googleapis.com'),
  FCM_ACCESS_TOKEN: z.string().min(1).optional(),
  FCM_SERVICE_ACCOUNT_JSON: z.string().min(1).optional(),
  FCM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  SHARE_OPEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  JOBS_WORK: z.enum(['true', 'false']).default('true'),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  MEDIA_DIR: z.string().default('data/media'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  // Blank is unset, as in a .env line `WEB_URL=` (`npm start` passes the storefront's own PORT).
  WEB_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  ),
  // Other names the storefront answers on (www.…, a second domain), comma-separated: links may follow them too.
  STOREFRONT_HOSTS: z.string().default(''),
  STOREFRONT_ACCESS_TOKEN: z.string().trim().min(16).max(200).optional(),
  REVALIDATE_SECRET: z.string().trim().min(16).max(200).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/)
    .default('wb:'),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
});

/** The development signing secret: documented, and refused in production (AUTH_SECRET must be set there). */
export const DEV_AUTH_SECRET = 'wb-dev-auth-secret-change-me-in-production';

/**
 * The content service's development credentials (issue 15): the storefront access token the web sends to the GraphQL
 * endpoint, and the secret the API sends to the web's revalidation address. Documented, and refused in production.
 */
/** The development storefront token, the one the web's content client sends by default (the contract's). */
export const DEV_STOREFRONT_ACCESS_TOKEN = DEV_STOREFRONT_TOKEN;
export const DEV_REVALIDATE_SECRET = 'wb-dev-revalidate';

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
  /**
   * The storefront's address (WEB_URL; `npm start` passes http://localhost:PORT), for what the API writes with no
   * request to answer: a job's SMS, the storefront's revalidation call, the content service's links. Links written in
   * answer to a request (a shared cart's, a referral's) follow the storefront the request came through when a trusted
   * proxy names it (lib/storefront-address.ts), and fall back to this.
   */
  webUrl: string;
  /**
   * The hosts a link written for a request may follow (lowercase host[:port]): WEB_URL's and STOREFRONT_HOSTS. A
   * forwarded host outside them (a client's own Host header, passed on by the storefront) is not believed.
   */
  storefrontHosts: string[];
  /** Fastify's trustProxy: false, the number of proxies in front, or their addresses (CIDR). Never `true`. */
  trustProxy: TrustedProxies;
  auth: {
    /** Signs access tokens and keys the one-time-code HMAC (through derived keys). */
    secret: string;
    accessTtlSeconds: number;
    refreshTtlDays: number;
    sessionMaxDays: number;
    /** Code requests per client address per minute; code checks and refreshes may be twice as many. */
    rateLimitPerMinute: number;
    /** The wait between two codes to one number, on either channel (60 s; never less in production). */
    resendAfterMs: number;
  };
  /**
   * Redis shared by every API process (REDIS_URL; its keys start with REDIS_PREFIX): the per-minute and per-hour
   * limits are counted there, so N processes allow exactly the configured limit. Unset: counted in this process's
   * memory (one process).
   */
  redis: { url: string; prefix: string } | null;
  /**
   * On SIGTERM, how long readiness answers 503 while the process still serves, before it stops listening: long
   * enough for the load balancer's health check to take it out (two check intervals), so no request meets a closed
   * port. 0 (one process, `npm start`): stop at once.
   */
  shutdownDrainMs: number;
  /** Cart and address writes per signed-in shopper per minute. */
  writeRateLimitPerMinute: number;
  /** Shared-cart links opened per client network per minute: bounds guessing codes (issue 24). */
  shareOpensPerMinute: number;
  /**
   * The job queue: whether this process works jobs (every process sends them), how often an idle worker looks, and
   * how soon a job whose worker died runs again: it expires after `expireInSeconds` (a job may ask for longer), and
   * expired jobs are looked for every `maintenanceIntervalSeconds` (a tenth of the expiry, 1 to 60 s).
   */
  jobs: { work: boolean; pollingIntervalSeconds: number; expireInSeconds: number; maintenanceIntervalSeconds: number };
  sms:
    | { provider: 'console' }
    | { provider: 'http'; url: string; token: string | undefined; timeoutMs: number; retries: number };
  /**
   * One-time codes by WhatsApp (issue 24): the development outbox, or Meta's WhatsApp Cloud API sending the shop's
   * approved authentication template (`template` in `language`) from the business number `phoneNumberId`.
   */
  whatsapp:
    | { provider: 'console' }
    | {
        provider: 'cloud';
        apiUrl: string;
        phoneNumberId: string;
        token: string;
        template: string;
        language: string;
        timeoutMs: number;
        retries: number;
      };
  /** Push notices (FCM HTTP v1): off (null) unless FCM_PROJECT_ID and a credential are set. */
  push: FcmConfig | null;
  /** Where uploaded product pictures go: a folder served at /media/uploads/ (the default), or an S3-compatible bucket. */
  media: MediaConfig;
  /**
   * The storefront content service (issue 15): the access token its GraphQL endpoint takes, and the secret it sends
   * with the web's cache revalidation when the desk publishes.
   */
  content: { storefrontToken: string; revalidateSecret: string };
}

export type MediaConfig =
  | { storage: 'local'; dir: string }
  | {
      storage: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      /** Where the bucket's objects are seen by browsers (a CDN or the bucket's public address), without the key. */
      publicUrl: string;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {}

/** A local .env, when present, fills variables the environment does not already set (the API and the worker). */
export function loadDotEnv(): void {
  try {
    process.loadEnvFile('.env');
  } catch {
    // No .env: the environment and the defaults are the whole configuration.
  }
}

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
    if (!e.AUTH_SECRET || e.AUTH_SECRET === DEV_AUTH_SECRET)
      throw new ConfigError('AUTH_SECRET must be set in production (at least 32 random characters).');
    if (e.SMS_PROVIDER === 'console')
      throw new ConfigError('SMS_PROVIDER=console prints codes to the log: set SMS_PROVIDER=http in production.');
    if (!e.SMS_HTTP_URL?.startsWith('https://') || !e.SMS_HTTP_TOKEN)
      throw new ConfigError('In production the SMS gateway needs an https SMS_HTTP_URL and an SMS_HTTP_TOKEN.');
    if (e.WHATSAPP_PROVIDER === 'console')
      throw new ConfigError(
        'WHATSAPP_PROVIDER=console prints codes to the log: set WHATSAPP_PROVIDER=cloud in production.',
      );
    if (!e.WHATSAPP_API_URL.startsWith('https://'))
      throw new ConfigError('In production WhatsApp is reached over https (WHATSAPP_API_URL).');
    if (e.OTP_RESEND_AFTER_SECONDS < 60)
      throw new ConfigError('OTP_RESEND_AFTER_SECONDS below 60 is for tests; production keeps at least a minute.');
    if (!e.STOREFRONT_ACCESS_TOKEN || e.STOREFRONT_ACCESS_TOKEN === DEV_STOREFRONT_ACCESS_TOKEN)
      throw new ConfigError('STOREFRONT_ACCESS_TOKEN must be set in production (the content service’s access token).');
    if (!e.REVALIDATE_SECRET || e.REVALIDATE_SECRET === DEV_REVALIDATE_SECRET)
      throw new ConfigError('REVALIDATE_SECRET must be set in production (shared with the storefront).');
  }
  if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL) throw new ConfigError('SMS_PROVIDER=http needs SMS_HTTP_URL.');
  if (e.WHATSAPP_PROVIDER === 'cloud' && (!e.WHATSAPP_PHONE_NUMBER_ID || !e.WHATSAPP_TOKEN))
    throw new ConfigError('WHATSAPP_PROVIDER=cloud needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN.');
  if (e.MEDIA_STORAGE === 's3' && (!e.S3_BUCKET || !e.S3_PUBLIC_URL))
    throw new ConfigError('MEDIA_STORAGE=s3 needs S3_BUCKET and S3_PUBLIC_URL.');
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
    webUrl: e.WEB_URL.replace(/\/+$/, ''),
    storefrontHosts: [
      new URL(e.WEB_URL).host,
      ...e.STOREFRONT_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ],
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    jobs: {
      work: e.JOBS_WORK === 'true',
      pollingIntervalSeconds: e.JOBS_POLL_SECONDS,
      expireInSeconds: e.JOBS_EXPIRE_SECONDS,
      maintenanceIntervalSeconds: Math.min(60, Math.max(1, Math.round(e.JOBS_EXPIRE_SECONDS / 10))),
    },
    writeRateLimitPerMinute: e.WRITE_RATE_LIMIT_PER_MINUTE,
    shareOpensPerMinute: e.SHARE_OPEN_RATE_LIMIT_PER_MINUTE,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    auth: {
      secret: e.AUTH_SECRET ?? DEV_AUTH_SECRET,
      accessTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      sessionMaxDays: e.SESSION_MAX_DAYS,
      rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      resendAfterMs: e.OTP_RESEND_AFTER_SECONDS * 1000,
    },
    sms:
      e.SMS_PROVIDER === 'http' && e.SMS_HTTP_URL
        ? {
            provider: 'http',
            url: e.SMS_HTTP_URL,
            token: e.SMS_HTTP_TOKEN,
            timeoutMs: e.SMS_HTTP_TIMEOUT_MS,
            retries: e.SMS_HTTP_RETRIES,
          }
        : { provider: 'console' },
    whatsapp: whatsappConfig(e),
    push: pushConfig(e),
    media:
      e.MEDIA_STORAGE === 's3'
        ? {
            storage: 's3',
            bucket: e.S3_BUCKET as string,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: (e.S3_PUBLIC_URL as string).replace(/\/+$/, ''),
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : { storage: 'local', dir: resolve(e.MEDIA_DIR) },
    content: {
      storefrontToken: e.STOREFRONT_ACCESS_TOKEN ?? DEV_STOREFRONT_ACCESS_TOKEN,
      revalidateSecret: e.REVALIDATE_SECRET ?? DEV_REVALIDATE_SECRET,
    },
  };
}

function whatsappConfig(e: z.infer<typeof envSchema>): Config['whatsapp'] {
  if (e.WHATSAPP_PROVIDER !== 'cloud' || !e.WHATSAPP_PHONE_NUMBER_ID || !e.WHATSAPP_TOKEN)
    return { provider: 'console' };
  return {
    provider: 'cloud',
    apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
    token: e.WHATSAPP_TOKEN,
    template: e.WHATSAPP_TEMPLATE,
    language: e.WHATSAPP_TEMPLATE_LANGUAGE,
    timeoutMs: e.WHATSAPP_TIMEOUT_MS,
    retries: e.WHATSAPP_RETRIES,
  };
}

/** FCM: off without FCM_PROJECT_ID; with it, a credential is required (a service account's JSON key, or a token). */
function pushConfig(e: z.infer<typeof envSchema>): FcmConfig | null {
  if (!e.FCM_PROJECT_ID) return null;
  let serviceAccount: FcmConfig['serviceAccount'];
  if (e.FCM_SERVICE_ACCOUNT_JSON) {
    let key: { client_email?: unknown; private_key?: unknown; token_uri?: unknown };
    try {
      key = JSON.parse(e.FCM_SERVICE_ACCOUNT_JSON);
    } catch {
      throw new ConfigError('FCM_SERVICE_ACCOUNT_JSON is not JSON (the service account key file, as text).');
    }
    if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string')
      throw new ConfigError('FCM_SERVICE_ACCOUNT_JSON needs client_email and private_key.');
    serviceAccount = {
      clientEmail: key.client_email,
      privateKey: key.private_key,
      tokenUri: typeof key.token_uri === 'string' ? key.token_uri : 'https://oauth2.googleapis.com/token',
    };
  }
  if (!serviceAccount && !e.FCM_ACCESS_TOKEN)
    throw new ConfigError('FCM_PROJECT_ID needs FCM_SERVICE_ACCOUNT_JSON or FCM_ACCESS_TOKEN.');
  return {
    projectId: e.FCM_PROJECT_ID,
    endpoint: e.FCM_ENDPOINT.replace(/\/+$/, ''),
    accessToken: e.FCM_ACCESS_TOKEN,
    serviceAccount,
    timeoutMs: e.FCM_TIMEOUT_MS,
  };
}

/** TRUST_PROXY, read as the storefront reads WEB_TRUST_PROXY (the contract's parser); a bad value stops start-up. */
function parseTrustProxy(value: string): Config['trustProxy'] {
  try {
    return parseTrustedProxies(value, 'TRUST_PROXY');
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}
