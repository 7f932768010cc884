/**
 * The "raw pg" reference of `npm run bench` (issue 25): add to cart, the checkout preview and placing an order, done
 * by hand — node:http and a `pg` Pool (as many connections as the API's DB_POOL_MAX, 10) with named prepared
 * statements, no framework — in the same transactions, under the same locks, writing the same rows as the store
 * (bench/raw.ts measures it beside the API). Our figure as a share of this one is the target, so a busy machine slows
 * both alike.
 *
 * Same work, statement for statement where the store is already lean: the caller's lock and the Idempotency-Key's
 * claim in one statement (http/idempotency.ts), the cart's upsert as cart/service.ts `add` writes it, the order's rows
 * as flows/place-order.ts and order-writer.ts write them (stock locked in id order last, a guarded update, the ledger,
 * the in-stock flag, the `order.placed` job in pgboss.job). Where the store reads a line's variant apart, this joins it.
 * What the API holds in memory is held here too: a live session for 10 s (tokens.ts), and the settings, governorates
 * and gift programs with their cards, read once at start with the store's own code. The pricing, the line limits and
 * the answers' words are the store's (imported); the answers have the contract's shapes (typed). Not covered (501): a
 * code, an address id, the wallet or gifts on an order, and a cart filled from a seller's share. No cache notices:
 * nothing here caches what a write changes.
 *
 * Run by bench/raw.ts: `node --import tsx bench/raw-server.ts`, env DATABASE_URL, PORT. The routes' work:
 * raw-checkout.ts; the statements: raw-sql.ts.
 */
import { createHash, hkdfSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { errorCodes, type GiftProgram, type Role } from '@wb/contract';
import { createDatabase } from '@wb/db';
import { jwtVerify } from 'jose';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../apps/api/src/config';
import { systemCtx } from '../apps/api/src/context';
import { IDEMPOTENCY_KEY } from '../apps/api/src/http/idempotency';
import { CacheTags } from '../apps/api/src/lib/cache-tags';
import { IDEMPOTENCY_WINDOW_HOURS } from '../apps/api/src/lib/idempotency-keys';
import { CatalogService } from '../apps/api/src/modules/catalog/storefront/service';
import { ContentService } from '../apps/api/src/modules/content/site/service';
import { GiftService } from '../apps/api/src/modules/promotions/gifts';
import { addToCart, type Caller, type Held, invoice, placeOrder, Refusal } from './raw-checkout';
import { CLAIM, READS, STORE_ANSWER, statement } from './raw-sql';

const databaseUrl = process.env.DATABASE_URL as string;
const port = Number(process.env.PORT ?? 4102);
// The bench API's configuration (development; the pool as large as its DB_POOL_MAX).
const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DB_POOL_MAX: process.env.DB_POOL_MAX });
const pool = new pg.Pool({ connectionString: databaseUrl, max: config.dbPoolMax });

// ── What the API keeps in memory, read once with the store's own code (its caches hold the same).
const startup = await createDatabase({ url: databaseUrl });
const log = pino({ level: 'silent' });
const cacheTags = new CacheTags(log);
const startupCtx = systemCtx(startup, log, 'raw-pg');
const content = new ContentService(60_000, cacheTags);
const settings = await content.globalSettings(startupCtx);
const cities = await content.cities(startupCtx);
const programs: GiftProgram[] = await new GiftService(
  new CatalogService(60_000, cacheTags),
  60_000,
  cacheTags,
).programs(startupCtx, 0);
await startup.close();
const held: Held = { pool, settings, cities, programs };

// ── Authentication, as modules/auth/tokens.ts does it: the same key derivation, issuer and audience (a drift answers
// 401 here, and the raw rows' errors say so).
const tokenKey = new Uint8Array(hkdfSync('sha256', config.auth.secret, 'wonder-beauty', 'access-tokens', 32));
const SESSION_CACHE_MS = 10_000;
const liveSessions = new Map<string, { userId: number; role: Role; endsAt: number; until: number }>();

async function callerOf(request: IncomingMessage): Promise<Caller | null> {
  const header = request.headers['authorization-jwt'];
  const token = /^(?:jwt|bearer)\s+(\S+)\s*$/i.exec(Array.isArray(header) ? (header[0] ?? '') : (header ?? ''))?.[1];
  if (!token) return null;
  let payload: { sub?: string; sid?: unknown };
  try {
    ({ payload } = await jwtVerify(token, tokenKey, {
      issuer: 'wonder-beauty-api',
      audience: 'wonder-beauty',
      algorithms: ['HS256'],
    }));
  } catch {
    return null;
  }
  const userId = Number(payload.sub);
  const sessionId = String(payload.sid ?? '');
  const now = Date.now();
  let live = liveSessions.get(sessionId);
  if (!live || live.until <= now) {
    const { rows } = await pool.query(statement('raw-session', READS.session, [sessionId]));
    const row = rows[0] as { user_id: number; role: Role; expires_at: Date } | undefined;
    if (!row) return null;
    live = { userId: row.user_id, role: row.role, endsAt: row.expires_at.getTime(), until: now + SESSION_CACHE_MS };
    liveSessions.set(sessionId, live);
  }
  return live.userId === userId && live.endsAt > now ? { id: userId, role: live.role } : null;
}

/** One transaction: BEGIN, the work, COMMIT (ROLLBACK on any throw). */
async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A signed-in caller's idempotent write, as http/idempotency.ts runs it: one statement locks the caller (refusing a
 * deleted or blocked account) and claims the key; a repeat replays the stored answer; the answer is stored with the
 * write, in its transaction.
 */
async function idempotent(
  request: IncomingMessage,
  raw: string,
  caller: Caller,
  write: (client: pg.PoolClient) => Promise<object>,
): Promise<{ body: string; replayed: boolean }> {
  const key = String(request.headers['idempotency-key'] ?? '').trim();
  if (!IDEMPOTENCY_KEY.test(key)) throw new Refusal('idempotency.key_invalid');
  const hash = createHash('sha256').update(`${request.method} ${request.url} ${raw}`).digest('base64url');
  return inTransaction(async (client) => {
    const claim = [caller.id, key, hash, IDEMPOTENCY_WINDOW_HOURS];
    const claimed = await client.query(statement('raw-claim', CLAIM.claim, claim));
    if (claimed.rowCount === 0) {
      const { rows } = await client.query(statement('raw-replay', CLAIM.replay, [caller.id, key]));
      const state = rows[0] as { present: boolean; request_hash: string | null; body: string | null };
      if (!state.present) throw new Refusal('auth.unauthenticated');
      if (state.body === null) throw new Error('idempotency key vanished');
      if (state.request_hash !== hash) throw new Refusal('idempotency.key_reused');
      return { body: state.body, replayed: true };
    }
    const body = JSON.stringify(await write(client));
    await client.query(statement('raw-store-answer', STORE_ANSWER, [caller.id, key, body]));
    return { body, replayed: false };
  });
}

function send(response: ServerResponse, status: number, body: string, replayed = false): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'private, no-store',
    ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
  });
  response.end(body);
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/** The two writes, by method and path; the preview is the one read. */
const writes: Record<string, typeof addToCart> = {
  'POST /api/v2/app/cart/items': addToCart,
  'POST /api/v2/app/orders': placeOrder,
};

/** A JSON object body, else a 422 (never a 500 for what a client sent). */
function parsed(raw: string): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(raw || '{}');
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Not JSON: refused below.
  }
  throw new Refusal('request.invalid');
}

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (!config.appKeys.includes(String(request.headers['x-app-key']))) throw new Refusal('app_key.invalid');
  const caller = await callerOf(request);
  if (!caller) throw new Refusal('auth.unauthenticated');
  const url = new URL(request.url ?? '/', 'http://raw');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/v2/app/invoice/details') {
    return send(response, 200, JSON.stringify(await invoice(held, caller, url.searchParams)));
  }
  const write = writes[route];
  if (!write) return send(response, 404, JSON.stringify({ message: 'not found' }));
  const raw = await readBody(request);
  const body = parsed(raw);
  const result = await idempotent(request, raw, caller, (client) => write(held, client, caller, body));
  send(response, 200, result.body, result.replayed);
}

createServer((request, response) => {
  answer(request, response).catch((error: Error & { status?: number; code?: string }) => {
    // The client went away mid-request (autocannon closes its connections when a run ends): no one to answer.
    if (error.code === 'ECONNRESET') return;
    if (error instanceof Refusal) {
      const body = { message: error.message, code: error.code, errors: error.errors };
      return send(response, errorCodes[error.code].status, JSON.stringify(body));
    }
    if (!error.status) console.error(error);
    send(response, error.status ?? 500, JSON.stringify({ message: error.message }));
  });
}).listen(port, '127.0.0.1', () => console.log(`raw pg server on ${port}`));
