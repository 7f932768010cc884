/**
 * npm run migrate
 *
 * Migrates PostgreSQL when DATABASE_URL is set, else the embedded PGlite database in DATA_DIR (default ./data/pglite).
 */
import { resolve } from 'node:path';
import { createDatabase } from '../client';

const url = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.cwd(), process.env.DATA_DIR || './data/pglite');
const database = await createDatabase(url ? { url } : { dataDir });
try {
  await database.migrate();
  console.error(`Migrated ${url ? 'PostgreSQL' : `PGlite (${dataDir})`}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
