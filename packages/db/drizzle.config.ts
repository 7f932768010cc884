import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/schema; the one history serves PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/migrations',
});
