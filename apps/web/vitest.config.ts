import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The stores and formatters are plain TypeScript with injectable storage and clock: no DOM, no Next.js.
export default defineConfig({
  // `@/…` as in tsconfig.json's paths.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) }] },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', '.next/**'],
    environment: 'node',
  },
});
