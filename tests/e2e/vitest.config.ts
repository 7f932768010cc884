import { defineConfig } from 'vitest/config';

// Browser tests against the running system (see global-setup.ts). One file at a time: they share one server.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // What a page does "soon" (a tag loaded when the browser is idle, a list's events once it settles) can take
    // seconds on a busy two-core machine: a poll waits up to 15 s before it calls the behaviour missing.
    expect: { poll: { timeout: 15_000 } },
  },
});
