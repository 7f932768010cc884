import { defineConfig } from 'vitest/config';

// The scale test (issue 22): one cluster of processes for the whole file, its steps in order.
export default defineConfig({
  test: {
    include: ['tests/scale/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
