// `npm run test:scale` (issue 22): the store as several processes behind HAProxy with one Redis, tested from the load
// balancer's address (tests/scale). Installs HAProxy from Debian when it is missing, starts Redis when it is not
// running, builds the store (unless SCALE_SKIP_BUILD=1, when a build of this tree is already there), then runs the
// suite. PostgreSQL is expected at 127.0.0.1:5432 (user postgres), as for `npm run test:pg`.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { ensureDebianPackage } from './debian-packages.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });

/** Whether something answers a Redis PING on 127.0.0.1:6379. */
function redisAnswers() {
  return new Promise((resolve) => {
    const socket = connect(6379, '127.0.0.1');
    socket.setTimeout(1000);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      resolve(false);
      socket.destroy();
    });
  });
}

ensureDebianPackage('haproxy');
if (!(await redisAnswers())) {
  ensureDebianPackage('redis-server');
  console.log('Starting Redis on 127.0.0.1:6379…');
  run('redis-server --bind 127.0.0.1 --port 6379 --daemonize yes --save "" --appendonly no');
  for (let i = 0; i < 20 && !(await redisAnswers()); i++) await new Promise((resolve) => setTimeout(resolve, 250));
  if (!(await redisAnswers())) throw new Error('Redis did not start on 127.0.0.1:6379');
}

const built =
  existsSync('apps/api/dist/main.mjs') &&
  existsSync('apps/api/dist/worker.mjs') &&
  existsSync('apps/web/dist/server.mjs');
if (process.env.SCALE_SKIP_BUILD !== '1' || !built) run('npm run build');

const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'tests/scale/vitest.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
