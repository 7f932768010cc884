import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, DEMO, type TestStore } from '../harness';

/** What the catalogue desk's tests share: the demo admin's calls, a product to work on, real picture files. */

export interface Desk {
  store: TestStore;
  headers: Record<string, string>;
  adminId: number;
}

export async function openDesk(store: TestStore): Promise<Desk> {
  const { jwt_token } = await store.signIn(DEMO.admin);
  const [admin] = await store.database.rows<{ id: number }>(sql`select id from users where mobile = ${DEMO.admin}`);
  return { store, headers: bearer(jwt_token), adminId: admin?.id ?? 0 };
}

export function deskCall(
  desk: Desk,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return desk.store.call({
    method,
    url: `/api/v2/admin${url}`,
    headers: { ...desk.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
}

/** Calls and expects 200: the body's `data`. */
export async function deskOk<T = Record<string, unknown>>(
  desk: Desk,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await deskCall(desk, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

let made = 0;

/** The first brand and category of the seed, and a fresh SKU prefix. */
export async function references(store: TestStore) {
  const [row] = await store.database.rows<{ brand_id: number; category_id: number; collection_id: number }>(sql`
    select (select min(id) from brands)::int as brand_id,
      (select min(id) from categories where parent_id is not null)::int as category_id,
      (select min(id) from collections)::int as collection_id`);
  made += 1;
  return {
    ...(row as { brand_id: number; category_id: number; collection_id: number }),
    sku: `T${process.pid}-${made}`,
  };
}

/** A new active product made through the desk with `variants` (title, price, stock). */
export async function newProduct(
  desk: Desk,
  variants: Array<{ title: string; price: number; stock?: number; compare_at?: number | null }> = [
    { title: 'قطعة واحدة', price: 10_000, stock: 5 },
  ],
  extra: Record<string, unknown> = {},
) {
  const refs = await references(desk.store);
  return deskOk<ProductData>(desk, 'POST', '/products', {
    title: `منتج تجريبي ${refs.sku}`,
    status: 'active',
    brand_id: refs.brand_id,
    category_id: refs.category_id,
    variants: variants.map((variant, i) => ({ sku: `${refs.sku}-${i}`, ...variant })),
    ...extra,
  });
}

export interface ProductData {
  id: number;
  title: string;
  status: string;
  price: number;
  compare_at: number | null;
  variants: Array<{ id: number; sku: string; title: string; price: number; stock: number; position: number }>;
  images: Array<{ id: number; url: string; width: number; height: number; position: number }>;
  collections: Array<{ id: number }>;
}

export const auditOf = (store: TestStore, entityType: string, entityId: number) =>
  store.database.rows<{ actor_id: number; action: string; before: unknown; after: unknown }>(
    sql`select actor_id, action, before, after from audit_log
      where entity_type = ${entityType} and entity_id = ${String(entityId)} order by id`,
  );

/** Jobs of `name` waiting in the queue whose payload has `variantId`. */
export async function restockJobs(store: TestStore, variantId: number): Promise<number> {
  const [row] = await store.database.rows<{ n: number }>(sql`
    select count(*)::int as n from pgboss.job where name = 'variant.restocked' and (data->>'variantId')::int = ${variantId}`);
  return row?.n ?? 0;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `width` × `height` pink pixels (any image viewer opens it). */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0xe9, 0x1e, 0x63]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart form with one file, as the desk's upload sends it. */
export function fileForm(bytes: Uint8Array, name: string, type: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
