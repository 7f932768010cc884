// After `next build`: bundles the storefront's server (server/main.ts) into dist/server.mjs. Next and the proxy
// address library load from node_modules; the workspace's TypeScript (the contract's parser) is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'server/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: ['next', 'next/*', '@fastify/proxy-addr'],
  logLevel: 'warning',
});
console.log('Built apps/web/dist/server.mjs');
