import { seedDatabase, seedDemoAccounts } from '@wb/db/seed';
import { createTemplate } from '@wb/db/testing';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { JobQueue } from '../src/lib/jobs';

/** Products in the test catalogue: enough for paging and ranking, small enough to seed in seconds. */
export const TEST_PRODUCTS = 600;

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { driver: 'pglite' | 'postgres'; template: string; adminUrl?: string };
  }
}

export default async function setup(project: TestProject) {
  const template = await createTemplate(process.env.TEST_DATABASE_URL, async (database) => {
    await seedDatabase(database, { products: TEST_PRODUCTS, seed: 42 });
    await seedDemoAccounts(database);
    // The job queue's tables, made once here rather than by every test file's first start.
    const queue = new JobQueue(database, pino({ level: 'silent' }));
    await queue.start({ work: false });
    await queue.stop(1);
  });
  const { dispose, ...info } = template;
  project.provide('dbTemplate', info);
  return dispose;
}
