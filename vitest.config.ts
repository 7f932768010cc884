import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_FILES, unitTestFiles } from './vitest.projects.ts';

const unit = unitTestFiles();

export default defineConfig({
  // The web's `@/…` imports (apps/web/tsconfig.json paths), for its modules' tests.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/', import.meta.url)) }] },
  test: {
    exclude: ['**/node_modules/**', '**/.next/**'],
    // A timeout is there to find a hang, not to judge speed: on a busy two-core machine (load 5 and more) a test that
    // starts a store of its own can take a minute, and must still pass. Speed is measured by `npm run bench`.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Likewise a poll for something that happens "soon" (a job done, a cache dropped) waits up to 10 s by default.
    expect: { poll: { timeout: 10_000 } },
    // Two cores: two test files at a time, each with its own database copy.
    maxWorkers: 2,
    projects: [
      // `npm run test:quick`: tests that need no database, so nothing is seeded first (vitest.projects.ts sorts them).
      { extends: true, test: { name: 'unit', include: unit } },
      {
        extends: true,
        test: {
          name: 'database',
          include: TEST_FILES,
          exclude: ['**/node_modules/**', '**/.next/**', ...unit],
          // One seeded template database per run; each test file copies it (apps/api/test/harness.ts).
          globalSetup: ['apps/api/test/global-setup.ts'],
          // The files of a worker share their imports: each starts a store of its own (its own database, its own app,
          // whose state hangs off the app instance), so nothing a file does reaches the next — what the test kits
          // number is counted per store (apps/api/test/kits/numbering.ts). Importing the whole API afresh for every
          // file was most of this project's time: 20 files took 66 s of CPU isolated and 19 s shared.
          isolate: false,
        },
      },
    ],
  },
});
