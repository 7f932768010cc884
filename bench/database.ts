/** The bench's database: made once, migrated, seeded with BENCH_PRODUCTS products (kept between runs while the count holds). */
import { createDatabase } from '@wb/db';
import { seedDatabase } from '@wb/db/seed';
import { sql } from 'drizzle-orm';
import pg from 'pg';

const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Prepares the database and returns 500 active product ids spread over the catalogue. */
export async function prepareDatabase(databaseUrl: string, products: number): Promise<number[]> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) {
    await admin.query(
      `create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`,
    );
  }
  await admin.end();
  const database = await createDatabase({ url: databaseUrl });
  await database.migrate();
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from products`);
  if (row?.n !== products) {
    console.log(`Seeding ${products} products into ${name}…`);
    const started = Date.now();
    await seedDatabase(database, { products, seed: 7, reset: true });
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await database.rows(sql`analyze`);
  }
  // An earlier run's orders leave their SMS jobs queued; the API would work through them during this run's rows.
  const [queue] = await database.rows<{ present: boolean }>(
    sql`select to_regclass('pgboss.job') is not null as present`,
  );
  if (queue?.present) await database.rows(sql`delete from pgboss.job where state in ('created', 'retry')`);
  const ids = await database.rows<{ id: number }>(sql`
    select id from products where status = 'active' and id % ${Math.max(1, Math.floor(products / 500))} = 0 limit 500`);
  await database.close();
  return ids.map((row) => row.id);
}
