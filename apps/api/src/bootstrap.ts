import { createDatabase, type Database } from '@wb/db';
import { describeDemoAccounts, seedDatabase, seedDemoAccounts } from '@wb/db/seed';
import { sql } from 'drizzle-orm';
import type { Config } from './config';

/**
 * Opens the store's database (PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR),
 * applies migrations, and seeds the catalogue the first time — so `npm start` needs nothing else installed.
 */
export async function openDatabase(config: Config, log: (line: string) => void = console.log): Promise<Database> {
  const database = await createDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
  });
  await database.migrate();
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from products`);
  if ((row?.n ?? 0) === 0 && config.seedProducts > 0) {
    log(`First start: seeding ${config.seedProducts} products into the ${database.driver} database…`);
    const summary = await seedDatabase(database, { products: config.seedProducts });
    log(`Seeded: ${JSON.stringify(summary)}`);
    // Never in production: whoever holds those real-format numbers could sign in as a pharmacist.
    if (config.env !== 'production') {
      await seedDemoAccounts(database);
      log(`Demo accounts (sign in with the code printed in this log): ${describeDemoAccounts()}`);
    }
  }
  return database;
}
