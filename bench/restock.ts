/**
 * npm run bench:restock — a restock of 10,000 notify-me subscribers (issue 13), on PostgreSQL and on PGlite: from
 * the restocking transaction's commit until every subscriber has her in-app notice (all batches) and until every SMS
 * is handed over (a provider that only counts: the store's own work, not a gateway's latency). Target: under a minute
 * on each. Also a row of `npm run bench` (PostgreSQL). Prints a table; writes bench/restock-results.json.
 *
 * Env: BENCH_DATABASE_URL's server hosts a database of its own, wb_bench_restock; BENCH_RESTOCK_SUBSCRIBERS (10000).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type DatabaseOptions, transaction } from '@wb/db';
import { seedDatabase } from '@wb/db/seed';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { JobQueue } from '../apps/api/src/lib/jobs';
import { defineVariantRestocked } from '../apps/api/src/modules/catalog/desk/restock';
import { defineRestockNotices } from '../apps/api/src/modules/notify/restock-notices';
import { restockTally, seedSubscribers } from '../apps/api/test/kits/notify-scale';

const subscribers = Number(process.env.BENCH_RESTOCK_SUBSCRIBERS ?? 10_000);

export interface RestockRow {
  engine: string;
  subscribers: number;
  'all told (s)': number;
  'all SMS handed over (s)': number;
  'notices/s': number;
  'under a minute': boolean;
}

/** Runs one restock on a fresh catalogue in `options`' database and times it. */
export async function benchRestock(engine: string, options: DatabaseOptions): Promise<RestockRow> {
  const database = await createDatabase(options);
  try {
    await database.migrate();
    await seedDatabase(database, { products: 50, seed: 7, reset: true });
    const [row] = await database.rows<{ id: number; product_id: number }>(sql`
      select v.id, v.product_id from variants v join products p on p.id = v.product_id
      where p.status = 'active' order by v.id limit 1`);
    if (!row) throw new Error('no variant seeded');
    const variant = { variantId: row.id, productId: row.product_id };
    await seedSubscribers(database, variant, subscribers);
    const log = pino({ level: 'warn' });
    // The production default: an idle worker looks every 2 s.
    const queue = new JobQueue(database, log, { pollingIntervalSeconds: 2 });
    let sent = 0;
    const counting = {
      name: 'count',
      longestSendMs: 0,
      async send() {
        sent += 1;
      },
    };
    const notices = defineRestockNotices(queue, counting, null);
    const restocked = defineVariantRestocked(queue, notices.worker);
    await queue.start();
    try {
      const started = performance.now();
      await transaction(database.db, async (tx) => {
        await tx.execute(sql`update variants set stock = 5 where id = ${variant.variantId}`);
        await queue.send(tx, restocked.job, variant);
      });
      let told = 0;
      for (;;) {
        const tally = await restockTally(database, variant.variantId);
        if (!told && tally?.spent === subscribers) told = performance.now() - started;
        if (tally?.sms === subscribers) break;
        if (performance.now() - started > 300_000) throw new Error(`${engine}: restock unfinished after 5 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const done = performance.now() - started;
      if (sent !== subscribers) throw new Error(`${engine}: ${sent} SMS for ${subscribers} subscribers`);
      return {
        engine,
        subscribers,
        'all told (s)': Number((told / 1000).toFixed(1)),
        'all SMS handed over (s)': Number((done / 1000).toFixed(1)),
        'notices/s': Math.round(subscribers / (told / 1000)),
        'under a minute': done < 60_000,
      };
    } finally {
      await queue.stop(5);
    }
  } finally {
    await database.close();
  }
}

/** A database of its own on the bench's PostgreSQL server, made anew. */
export async function restockDatabaseUrl(): Promise<string> {
  const server = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wb_bench');
  const admin = new pg.Client({ connectionString: new URL('/postgres', server).toString() });
  await admin.connect();
  await admin.query('drop database if exists wb_bench_restock with (force)');
  await admin.query(
    `create database wb_bench_restock template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`,
  );
  await admin.end();
  return new URL('/wb_bench_restock', server).toString();
}

async function main() {
  const rows = [
    await benchRestock('PostgreSQL', { url: await restockDatabaseUrl() }),
    await benchRestock('PGlite', { dataDir: mkdtempSync(join(tmpdir(), 'wb-restock-')) }),
  ];
  console.table(rows);
  writeFileSync('bench/restock-results.json', `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
  if (!rows.every((row) => row['under a minute'])) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
