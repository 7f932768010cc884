import { defineConfig } from 'vitest/config';

// The stores and formatters are plain TypeScript with injectable storage and clock: no DOM, no Next.js.
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', '.next/**'],
    environment: 'node',
  },
});
