import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectArabicError } from '../../../../test/arabic';
import { startTestStore, type TestStore } from '../../../../test/harness';
import {
  auditOf,
  type Desk,
  deskCall,
  deskOk,
  fileForm,
  newProduct,
  openDesk,
  type ProductData,
  png,
} from '../../../../test/kits/catalog';

/**
 * A product's pictures on the desk (issue 12): uploaded files checked by their content and size, kept on local disk
 * (the default) and served where the storefront shows them, removed and reordered with an audit entry each.
 */
const dir = mkdtempSync(join(tmpdir(), 'wb-media-'));
let store: TestStore;
let desk: Desk;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000', MEDIA_DIR: dir });
  desk = await openDesk(store);
});
afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

const upload = (productId: number, bytes: Uint8Array, name = 'photo.png', type = 'image/png') =>
  deskCall(desk, 'POST', `/products/${productId}/images`, fileForm(bytes, name, type, { alt: 'صورة المنتج' }));

/** The smallest WebP there is (a lossless 1×1), and the head of a JPEG (SOI, JFIF APP0, a SOF0 of 640×480). */
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc000110801e0028003012200021101031101ffd9', 'hex');

describe('POST /admin/products/{id}/images', () => {
  it('takes a PNG, reads its size, stores it on disk and serves it where the storefront shows it', async () => {
    const product = await newProduct(desk);
    const response = await upload(product.id, png(40, 30));
    expect(response.statusCode, response.body).toBe(200);
    const image = (response.json().data as ProductData).images.at(-1);
    expect(image).toMatchObject({
      width: 40,
      height: 30,
      url: expect.stringMatching(/^\/media\/uploads\/[a-f0-9]{32}\.png$/),
    });
    const served = await store.app.inject({ method: 'GET', url: image?.url as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png(40, 30))).toBe(true);
    const page = await store.call({ method: 'GET', url: `/api/v2/app/products/details?product_id=${product.id}` });
    expect(page.json().data.images.at(-1)).toMatchObject({
      url: image?.url,
      width: 40,
      height: 30,
      alt: 'صورة المنتج',
    });
    expect((await auditOf(store, 'product', product.id)).at(-1)).toMatchObject({ action: 'image.upload' });
  });

  it('stores the file before the write opens its transaction: a store that fails writes nothing, one that works the row', async () => {
    const product = await newProduct(desk);
    const rows = async () =>
      (
        await store.database.rows<{ n: number }>(
          sql`select count(*)::int as n from product_images where product_id = ${product.id}`,
        )
      )[0]?.n;
    // The write's transaction locks its caller first (bind.ts): were the file stored inside it, this lock from
    // outside would be refused (PostgreSQL) or wait for ever (PGlite's one connection), and the test fail.
    const outsideAnyWrite = () => store.database.rows(sql`select id from users for update nowait`);
    const put = vi.spyOn(store.services.media, 'put');
    put.mockImplementationOnce(async () => {
      await outsideAnyWrite();
      throw new Error('the bucket is down');
    });
    const failed = await upload(product.id, png(21, 21));
    expect(failed.statusCode).toBe(500);
    expect(await rows()).toBe(0);
    expect((await auditOf(store, 'product', product.id)).some((entry) => entry.action === 'image.upload')).toBe(false);

    put.mockImplementationOnce(async (...args) => {
      await outsideAnyWrite();
      put.mockRestore();
      return store.services.media.put(...args);
    });
    expect((await upload(product.id, png(21, 21))).statusCode).toBe(200);
    expect(await rows()).toBe(1);
    expect((await auditOf(store, 'product', product.id)).at(-1)).toMatchObject({ action: 'image.upload' });
  });

  it('takes WebP and JPEG, by their content whatever the name says', async () => {
    const product = await newProduct(desk);
    const webp = await upload(product.id, WEBP, 'photo.png', 'image/png');
    expect(webp.json().data.images.at(-1)).toMatchObject({
      width: 1,
      height: 1,
      url: expect.stringMatching(/\.webp$/),
    });
    const jpeg = await upload(product.id, JPEG, 'x.bin', 'application/octet-stream');
    expect(jpeg.json().data.images.at(-1)).toMatchObject({
      width: 640,
      height: 480,
      url: expect.stringMatching(/\.jpg$/),
    });
  });

  it('refuses a file that is not a picture, or a GIF, whatever its name, in Arabic', async () => {
    const product = await newProduct(desk);
    for (const [bytes, name] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'), 'anim.png'],
      [Buffer.from('%PDF-1.7 not a picture'), 'scan.jpg'],
    ] as const) {
      const response = await upload(product.id, bytes, name);
      expectArabicError(response, 422);
      expect(response.json()).toMatchObject({ code: 'image.type_invalid', errors: { file: [expect.any(String)] } });
    }
    const missing = await deskCall(desk, 'POST', `/products/${product.id}/images`, {});
    expectArabicError(missing, 422);
  });

  it('refuses a picture over 5 MB with 413 in Arabic, and a product that does not exist with 404', async () => {
    const product = await newProduct(desk);
    const big = Buffer.concat([png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(product.id, big);
    expectArabicError(response, 413);
    expect(response.json().code).toBe('image.too_large');
    expectArabicError(await upload(999_999, png(10, 10)), 404);
  });
});

describe('removing and reordering pictures', () => {
  it('puts them in the order given (the first is the card picture), and refuses a list that is not theirs', async () => {
    const product = await newProduct(desk);
    await upload(product.id, png(11, 11));
    const two = (await upload(product.id, png(12, 12))).json().data as ProductData;
    const [a, b] = two.images;
    const ordered = await deskOk<ProductData>(desk, 'PUT', `/products/${product.id}/images`, {
      image_ids: [b?.id, a?.id],
    });
    expect(ordered.images.map((i) => i.id)).toEqual([b?.id, a?.id]);
    const list = await deskCall(desk, 'GET', `/products?q=${encodeURIComponent(product.title)}`);
    expect(list.json().data[0].image).toBe(b?.url);
    expect((await auditOf(store, 'product', product.id)).at(-1)).toMatchObject({
      action: 'image.order',
      actor_id: desk.adminId,
      before: [{ id: a?.id }, { id: b?.id }],
      after: [{ id: b?.id }, { id: a?.id }],
    });
    const wrong = await deskCall(desk, 'PUT', `/products/${product.id}/images`, { image_ids: [a?.id] });
    expectArabicError(wrong, 422);
    expect(wrong.json().code).toBe('image.order_mismatch');
  });

  it('removes one; its file goes once no picture uses it', async () => {
    const product = await newProduct(desk);
    const other = await newProduct(desk);
    const picture = png(13, 13);
    const mine = ((await upload(product.id, picture)).json().data as ProductData).images[0];
    await upload(other.id, picture);
    const file = join(dir, String(mine?.url).split('/').pop() as string);
    const removed = await deskOk<ProductData>(desk, 'DELETE', `/products/${product.id}/images/${mine?.id}`);
    expect(removed.images).toEqual([]);
    const job = { name: 'media.remove' } as never;
    await store.kernel.jobs.drain(job);
    // The other product still shows the same picture: the file stays.
    expect(existsSync(file)).toBe(true);
    const theirs = (await deskOk<ProductData>(desk, 'GET', `/products/${other.id}`)).images[0];
    await deskOk(desk, 'DELETE', `/products/${other.id}/images/${theirs?.id}`);
    await store.kernel.jobs.drain(job);
    expect(existsSync(file)).toBe(false);
    expectArabicError(await deskCall(desk, 'DELETE', `/products/${other.id}/images/${theirs?.id}`), 404);
    expect((await auditOf(store, 'product', other.id)).at(-1)).toMatchObject({ action: 'image.delete' });
  });
});
