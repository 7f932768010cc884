// Runs the suites that use the database against PostgreSQL (the unit project touches none, so it runs once, in
// `npm test`). TEST_DATABASE_URL names a database the tests may connect to as an
// administrator; every run creates (and drops) fresh databases of its own beside it.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
console.log(`Test suites on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'database', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
