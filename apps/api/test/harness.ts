import type { Database } from '@wb/db';
import { cloneTemplate } from '@wb/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type AppServices, buildApp } from '../src/app';
import { DEV_APP_KEY, loadConfig } from '../src/config';

export interface TestStore {
  app: FastifyInstance;
  services: AppServices;
  database: Database;
  /** A request with the development app key, as every client sends it. */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real API over a private copy of the seeded test database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function startTestStore(env: Record<string, string> = {}): Promise<TestStore> {
  const database = await cloneTemplate(inject('dbTemplate'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const { app, services } = await buildApp(config, database, false);
  await app.ready();
  return {
    app,
    services,
    database,
    call: (options) => app.inject({ ...options, headers: { 'x-app-key': DEV_APP_KEY, ...(options.headers ?? {}) } }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
