// Before `next build`: bundles the storefront's server (server/main.ts) into dist/server.mjs and Next's data cache
// handler (server/cache/cache-handler.ts) into dist/cache-handler.mjs. The handler must exist first: next.config.ts
// names it, and `next build` loads it to prerender. Next, ioredis and the proxy address library load from
// node_modules; the workspace's TypeScript (the contract's parser) is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'server/main.ts', 'cache-handler': 'server/cache/cache-handler.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: ['next', 'next/*', '@fastify/proxy-addr', 'ioredis'],
  logLevel: 'warning',
});
console.log('Built apps/web/dist/server.mjs and apps/web/dist/cache-handler.mjs');
