// Splits the measured window of each profile bench/profile.ts took into where a request's time goes, in µs per
// request: JWT verification, validation, serialisation, logging, hooks and request context, the service's own work,
// the database client, the framework, sockets and HTTP parsing, garbage collection. Bundled frames (apps/api/dist)
// are named by their source file through the bundle's source map.
//
// A sample goes to the first frame, from the leaf up, that names a part outright (jose, pino, zod, pg…); frames that
// only suggest one (JSON.stringify, a socket write, Fastify itself) count when nothing above names one.
// Run: node bench/profile-attribute.mjs <PROFILE_DIR> [top functions per part]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

const dir = process.argv[2];
const topN = Number(process.argv[3] ?? 0);
/** With a third argument, the functions of most inclusive time in the window too (each counted once a sample). */
const inclusiveN = Number(process.argv[4] ?? 0);
const maps = new Map();

function sourceOf(url, line, column) {
  if (!url.endsWith('.mjs') || !url.includes('/apps/api/dist/')) return url;
  let map = maps.get(url);
  if (!map) {
    map = new TraceMap(readFileSync(`${fileURLToPath(url)}.map`, 'utf8'));
    maps.set(url, map);
  }
  return originalPositionFor(map, { line: line + 1, column }).source ?? url;
}

/** [part, strong]: a strong part claims the sample at once; a weak one only when nothing above is strong. */
function partOf(frame) {
  const { url, functionName: fn } = frame.callFrame;
  const source = frame.source;
  if (fn === '(idle)') return ['idle', true];
  if (fn === '(garbage collector)') return ['gc', true];
  if (fn === '(program)') return ['program (native, unattributed)', true];
  if (url.includes('/node_modules/')) {
    const pkg = url.split('/node_modules/').at(-1) ?? '';
    const is = (...names) => names.some((name) => pkg.startsWith(`${name}/`));
    if (is('jose')) return ['jwt (jose)', true];
    if (is('pino', 'sonic-boom', 'abstract-logging', 'pino-std-serializers')) return ['logging', true];
    if (is('zod')) return ['validation', true];
    if (is('fast-json-stringify')) return ['serialisation', true];
    if (is('pg', 'pg-protocol', 'pg-pool', 'pg-types', 'drizzle-orm', 'postgres-array'))
      return ['database client', true];
    if (is('@fastify/rate-limit')) return ['hooks (app key, rate limit)', true];
    if (is('lru-cache')) return ['service', true];
    if (is('secure-json-parse') || fn === 'serialize' || fn === 'stringify') return ['serialisation', false];
    if (is('fastify', 'find-my-way', 'avvio', 'light-my-request', '@fastify/error', 'fast-querystring'))
      return ['fastify', false];
    return ['other', false];
  }
  if (source.includes('http/validate.ts')) return ['validation', true];
  if (source.includes('packages/db/')) return ['database client', true];
  if (source.includes('http/rate-limits.ts') || source.includes('http/app-key.ts') || source.endsWith('src/app.ts'))
    return ['hooks (app key, rate limit)', true];
  if (source.includes('modules/auth/')) return ['auth session (tokens.ts)', true];
  if (source.includes('http/request-context.ts') || source.includes('storefront-address'))
    return ['request context', true];
  if (source.includes('/modules/') || source.includes('/lib/') || source.includes('/flows/')) return ['service', true];
  if (source.includes('packages/contract/')) return ['service', true];
  if (source.includes('http/bind.ts')) return ['bind (route handler)', false];
  if (fn === 'stringify' || fn === 'serialize' || source.includes('secure-json-parse')) return ['serialisation', false];
  if (
    url.startsWith('node:net') ||
    url.startsWith('node:_http') ||
    url.startsWith('node:internal/stream_base') ||
    url.startsWith('node:internal/streams') ||
    url.startsWith('node:internal/http') ||
    url.startsWith('node:stream') ||
    fn === 'writev' ||
    fn === 'writeBuffer' ||
    fn === 'writeUtf8String' ||
    fn === 'onStreamRead'
  )
    return ['sockets and HTTP', false];
  if (url.startsWith('node:') || url === '') return ['node internals', false];
  return ['other', false];
}

function analyse(figures) {
  const profile = JSON.parse(readFileSync(figures.profile, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  for (const node of profile.nodes) {
    const { url, lineNumber, columnNumber } = node.callFrame;
    node.source = sourceOf(url, lineNumber, columnNumber);
  }
  const partCache = new Map();
  const partOfSample = (id) => {
    let cached = partCache.get(id);
    if (cached) return cached;
    let weak;
    let strong;
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const [part, isStrong] = partOf(nodes.get(at));
      if (isStrong) {
        strong = part;
        break;
      }
      if (!weak && part !== 'node internals' && part !== 'other') weak = part;
    }
    cached = strong ?? weak ?? partOf(nodes.get(id))[0];
    partCache.set(id, cached);
    return cached;
  };
  // Sample times are the profiler's monotonic clock (µs), the one bench/profile.ts stamped its window with.
  const parts = new Map();
  const selfByPart = new Map();
  const inclusive = new Map();
  const nameOf = (node) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.source.split('/').slice(-2).join('/')}:${node.callFrame.lineNumber + 1}`;
  let t = profile.startTime;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < figures.windowStartUs || t > figures.windowEndUs) continue;
    const delta = profile.timeDeltas[i + 1] ?? 0;
    const id = profile.samples[i];
    const part = partOfSample(id);
    parts.set(part, (parts.get(part) ?? 0) + delta);
    if (part !== 'idle') busy += delta;
    const node = nodes.get(id);
    const name = nameOf(node);
    if (inclusiveN > 0 && part !== 'idle') {
      const seen = new Set();
      for (let at = id; at !== undefined; at = parent.get(at)) seen.add(nameOf(nodes.get(at)));
      for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
    }
    const self = selfByPart.get(part) ?? new Map();
    self.set(name, (self.get(name) ?? 0) + delta);
    selfByPart.set(part, self);
  }
  const perRequest = (us) => Math.round((us / figures.requests) * 10) / 10;
  console.log(
    `\n${figures.slug}: ${figures.reqPerSec} req/s, ${figures.requests} requests, process CPU ${figures.cpuUsPerRequest} µs/request, main thread busy ${perRequest(busy)} µs/request`,
  );
  const rows = [...parts.entries()].filter(([part]) => part !== 'idle').sort((a, b) => b[1] - a[1]);
  for (const [part, us] of rows) {
    console.log(`  ${part.padEnd(34)} ${String(perRequest(us)).padStart(7)} µs  ${((us / busy) * 100).toFixed(1)}%`);
    if (topN > 0) {
      const top = [...(selfByPart.get(part)?.entries() ?? [])].sort((a, b) => b[1] - a[1]).slice(0, topN);
      for (const [name, self] of top) console.log(`      ${String(perRequest(self)).padStart(7)} µs  ${name}`);
    }
  }
  if (inclusiveN > 0) {
    console.log('  inclusive:');
    const top = [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, inclusiveN);
    for (const [name, us] of top) console.log(`    ${String(perRequest(us)).padStart(7)} µs  ${name}`);
  }
}

for (const slug of readdirSync(dir)) {
  const file = join(dir, slug, 'figures.json');
  try {
    analyse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    if (error.code !== 'ENOENT' && error.code !== 'ENOTDIR') throw error;
  }
}
