/**
 * npm run seed -- --products N [--seed S] [--reset] [--batch-size B]
 *
 * Seeds PostgreSQL when DATABASE_URL is set, else the embedded PGlite database in DATA_DIR (default ./data/pglite).
 * Runs the migrations first.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { createDatabase } from '../client';
import { DEFAULT_SEED, describeDemoAccounts, seedDatabase, seedDemoAccounts } from '../seed';

const USAGE = 'Usage: npm run seed -- --products N [--seed S] [--reset] [--batch-size B]';

function integer(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer ≥ ${min} (got ${value}).\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', short: 'n' },
      seed: { type: 'string', short: 's' },
      reset: { type: 'boolean', default: false },
      'batch-size': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const products = integer('products', values.products, 2_000, 0);
  const seed = integer('seed', values.seed, DEFAULT_SEED, 0);
  const batchSize = integer('batch-size', values['batch-size'], 2_000, 1);

  const url = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.cwd(), process.env.DATA_DIR || './data/pglite');
  const target = url ? `PostgreSQL (${url.replace(/\/\/[^@/]*@/, '//***@')})` : `PGlite (${dataDir})`;
  console.error(`Seeding ${products} products (seed ${seed}) into ${target}${values.reset ? ', after a reset' : ''}`);

  const database = await createDatabase(url ? { url } : { dataDir });
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: 'products [{bar}] {percentage}% | {value}/{total} | {duration_formatted}',
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  try {
    await database.migrate();
    bar.start(products, 0);
    const summary = await seedDatabase(database, {
      products,
      seed,
      reset: values.reset,
      batchSize,
      onProgress: (done) => bar.update(done),
    });
    bar.stop();
    console.log(JSON.stringify(summary, null, 2));
    console.error(`Seeded ${summary.products} products in ${(summary.elapsedMs / 1000).toFixed(1)} s.`);
    // Never in production: whoever holds those real-format numbers could sign in as a pharmacist.
    if (process.env.NODE_ENV !== 'production') {
      await seedDemoAccounts(database);
      console.error(`Demo accounts (codes in the API log / dev SMS outbox): ${describeDemoAccounts()}`);
    }
  } catch (error) {
    bar.stop();
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
