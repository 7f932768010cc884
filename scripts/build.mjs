// Builds the API into one ESM bundle (apps/api/dist/main.mjs) with esbuild, and the job worker beside it
// (apps/api/dist/worker.mjs, `npm run worker`). The workspace packages are TypeScript source and are bundled in;
// third-party packages stay external and load from node_modules. Migrations are copied beside the bundle, where the
// database package looks for them.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const manifests = ['apps/api/package.json', 'packages/db/package.json', 'packages/contract/package.json'];
const external = new Set();
for (const file of manifests) {
  const { dependencies = {} } = JSON.parse(await readFile(file, 'utf8'));
  for (const name of Object.keys(dependencies)) if (!name.startsWith('@wb/')) external.add(name);
}

await rm('apps/api/dist', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'apps/api/src/main.ts',
    worker: 'apps/api/src/worker.ts',
    seed: 'packages/db/src/cli/seed.ts',
  },
  outdir: 'apps/api/dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
await cp('packages/db/migrations', 'apps/api/dist/migrations', { recursive: true });
console.log('Built apps/api/dist/main.mjs and apps/api/dist/worker.mjs');
