import { defineConfig } from 'vitest/config';

// Browser tests against the running system (see global-setup.ts). One file at a time: they share one server.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
