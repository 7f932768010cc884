import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type Database, type DatabaseOptions } from './client';

/**
 * Test databases. A template is migrated and seeded once per test run (global setup); each test file then gets
 * its own copy, so files run in parallel without seeing each other's writes:
 * - PGlite: the template is a data folder, copied per file (opening a copy takes ~0.3 s; seeding takes seconds);
 * - PostgreSQL (TEST_DATABASE_URL): the template is a database, cloned with CREATE DATABASE … TEMPLATE.
 */
export interface TemplateInfo {
  driver: 'pglite' | 'postgres';
  /** PGlite: template folder. PostgreSQL: template database name. */
  template: string;
  adminUrl?: string;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const uniqueName = (prefix: string) =>
  `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

/** Creates, migrates and fills (via `fill`) the template; returns what test files need to clone it. */
export async function createTemplate(
  adminUrl: string | undefined,
  fill: (database: Database) => Promise<void>,
): Promise<TemplateInfo & { dispose(): Promise<void> }> {
  if (adminUrl) {
    const name = uniqueName('wb_tpl');
    // C.UTF-8 ctype: pg_trgm must see Arabic letters as letters (a plain "C" ctype would not), as PGlite does.
    await adminQuery(
      adminUrl,
      `create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`,
    );
    const database = await createDatabase({ url: databaseUrl(adminUrl, name) });
    await database.migrate();
    await fill(database);
    await database.close();
    return {
      driver: 'postgres',
      template: name,
      adminUrl,
      dispose: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'wb-tpl-'));
  const database = await createDatabase({ dataDir: dir });
  await database.migrate();
  await fill(database);
  await database.close();
  return { driver: 'pglite', template: dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/** A private copy of the template, not yet opened: how to open it, and how to drop it afterwards. */
export interface TemplateCopy {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

/** Copies the template (a folder for PGlite, a database for PostgreSQL) without opening the copy. */
export async function copyTemplate(info: TemplateInfo): Promise<TemplateCopy> {
  if (info.driver === 'postgres' && info.adminUrl) {
    const adminUrl = info.adminUrl;
    const name = uniqueName('wb_test');
    await adminQuery(adminUrl, `create database ${name} template ${info.template}`);
    return {
      options: { url: databaseUrl(adminUrl, name), poolMax: 4 },
      drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'wb-test-'));
  await cp(info.template, dir, { recursive: true });
  return { options: { dataDir: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
}

/** A private copy of the template for one test file; `close()` drops it. */
export async function cloneTemplate(
  info: TemplateInfo,
  extra: Pick<DatabaseOptions, 'onStatement'> = {},
): Promise<Database> {
  const copy = await copyTemplate(info);
  const database = await createDatabase({ ...copy.options, ...extra });
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}
