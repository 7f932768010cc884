// Installs dependencies when they are missing or older than the lockfile, so `npm start` and `npm test` work on a
// fresh clone with only Node and npm. Uses nothing but Node's standard library (it runs before any install).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const lock = 'package-lock.json';
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);

if (stale) {
  const command = existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund';
  console.log(`Installing dependencies (${command})…`);
  execSync(command, { stdio: 'inherit' });
}
