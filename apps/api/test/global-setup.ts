import { seedDatabase, seedDemoAccounts } from '@wb/db/seed';
import { createTemplate } from '@wb/db/testing';
import type { TestProject } from 'vitest/node';

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
  });
  const { dispose, ...info } = template;
  project.provide('dbTemplate', info);
  return dispose;
}
