import type { Role, SessionTokens } from '@wb/contract';
import type { Database } from '@wb/db';
import { cloneTemplate } from '@wb/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { DEV_APP_KEY, loadConfig } from '../src/config';
import { type Ctx, systemCtx } from '../src/context';
import type { Kernel } from '../src/kernel';
import type { Services } from '../src/services';

export interface TestStore {
  app: FastifyInstance;
  services: Services;
  kernel: Kernel;
  database: Database;
  /** A context for calling services directly, as a job or the CLI would (no caller). */
  ctx(): Ctx;
  /** A request with the development app key, as every client sends it. */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A signed-in session of an existing account (the seed's demo accounts: DEMO.customer and so on), made directly. */
  signIn(mobile: string): Promise<SessionTokens>;
  /** The statements the store sent to its database while `work` ran (BEGIN and COMMIT included), and its result. */
  statementsDuring<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
  close(): Promise<void>;
}

/** The seed's demo accounts (packages/db seed/accounts.ts). */
export const DEMO = {
  customer: '+9647701000001',
  influencer: '+9647701000002',
  pharmacist: '+9647701000003',
  staff: '+9647701000008',
  admin: '+9647701000009',
} as const;

/** The header a signed-in client sends (spec §6). */
export const bearer = (token: string) => ({ 'authorization-jwt': `jwt ${token}` });

/** The real API over a private copy of the seeded test database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function startTestStore(env: Record<string, string> = {}): Promise<TestStore> {
  // Statements are heard only while a test asks (statementsDuring): the store's own start-up and jobs are not.
  let heard: string[] | null = null;
  const database = await cloneTemplate(inject('dbTemplate'), { onStatement: (text) => heard?.push(text) });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const { app, services, kernel } = await buildApp(config, database, false);
  await app.ready();
  return {
    app,
    services,
    kernel,
    database,
    ctx: () => systemCtx(database, app.log, 'test'),
    call: (options) => app.inject({ ...options, headers: { 'x-app-key': DEV_APP_KEY, ...(options.headers ?? {}) } }),
    async signIn(mobile) {
      const [user] = await database.rows<{ id: number; user_type: Role }>(
        sql`select id, user_type from users where mobile = ${mobile} and deleted_at is null`,
      );
      if (!user) throw new Error(`no account for ${mobile}`);
      return services.tokens.startSession(systemCtx(database, app.log, 'test'), user.id, user.user_type, {
        ip: '127.0.0.1',
        userAgent: 'test',
      });
    },
    async statementsDuring(work) {
      if (heard) throw new Error('statementsDuring does not nest');
      heard = [];
      try {
        const result = await work();
        return { result, statements: heard };
      } finally {
        heard = null;
      }
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
