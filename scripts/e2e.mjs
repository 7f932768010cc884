// Browser tests need Debian's Chromium (apt-get install chromium); say so plainly rather than failing obscurely.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with 'apt-get install chromium' (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
