// Installs dependencies when they are missing or older than the lockfile, so `npm start` and `npm test` work on a
// fresh clone with only Node and npm. Uses nothing but Node's standard library (it runs before any install).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const lock = 'package-lock.json';
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);

if (stale) {
  // `npm install` rather than `npm ci`: it keeps the locked versions, and tolerates a lockfile written on one
  // platform that lacks other platforms' optional packages (npm ci refuses those as "out of sync").
  const command = 'npm install --no-audit --no-fund';
  console.log(`Installing dependencies (${command})…`);
  execSync(command, { stdio: 'inherit' });
}
