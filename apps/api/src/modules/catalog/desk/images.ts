import { createHash } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '@wb/contract';
import { productImages, products, rowsOf } from '@wb/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { atomically, type CallerCtx } from '../../../context';
import type { CacheTags } from '../../../lib/cache-tags';
import { ApiError } from '../../../lib/errors';
import type { JobQueue, JobType } from '../../../lib/jobs';
import { pgArray } from '../../../lib/sql';
import type { AuditLog } from '../../audit/service';
import type { MediaStore } from '../../media/store';
import { dropProduct, lockProduct } from './rows';

/** The picture kinds a storefront shows everywhere, by what image-size reads in the file's first bytes. */
const KINDS: Record<string, { ext: string; contentType: string }> = {
  jpg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};
const MAX_SIDE = 12_000;

/** What a file is, read from its content (never from its name or the type the browser claims). */
export function inspectImage(bytes: Uint8Array): { ext: string; contentType: string; width: number; height: number } {
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw ApiError.field('file', 'image.too_large', { max: MAX_IMAGE_BYTES / 1024 / 1024 });
  }
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw ApiError.field('file', 'image.type_invalid');
  }
  const kind = size.type ? KINDS[size.type] : undefined;
  const { width = 0, height = 0 } = size;
  if (!kind || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
    throw ApiError.field('file', 'image.type_invalid');
  }
  return { ...kind, width, height };
}

/** A file stored for a picture, not yet recorded: where it is served, and its size. */
export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/**
 * A product's pictures (issue 12): uploaded files checked by their content and size, stored (local folder or bucket)
 * under a name made from their content, then recorded with their size in the product's transaction; removed and
 * reordered the same way. A file no picture uses any more is deleted by a job after the removal commits.
 */
export class ProductImages {
  private readonly removeFile: JobType<{ url: string }>;

  constructor(
    private readonly store: MediaStore,
    private readonly audit: AuditLog,
    private readonly cacheTags: CacheTags,
    private readonly jobs: JobQueue,
  ) {
    this.removeFile = jobs.define<{ url: string }>('media.remove', {}, async (payloads, ctx) => {
      for (const { url } of payloads) {
        const [used] = await ctx.db
          .select({ id: productImages.id })
          .from(productImages)
          .where(eq(productImages.url, url))
          .limit(1);
        if (!used) await this.store.remove(url);
      }
    });
  }

  /**
   * Checks a file and stores it (local folder or bucket): a network call, so the route runs it before the write's
   * transaction opens (bind.ts `prepare`), and a slow bucket holds no lock. A write that then fails leaves a file
   * nothing points at (named by its content, so the same upload again reuses it).
   */
  async storeFile(bytes: Uint8Array): Promise<StoredImage> {
    const image = inspectImage(bytes);
    const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${image.ext}`;
    return { url: await this.store.put(name, bytes, image.contentType), width: image.width, height: image.height };
  }

  /** Records a stored picture as the product's last, in the product's transaction. */
  async add(ctx: CallerCtx, productId: number, image: StoredImage, alt: string | undefined): Promise<void> {
    const { url } = image;
    await this.change(ctx, productId, 'image.upload', async (tx, product) => {
      await tx.db.insert(productImages).values({
        productId,
        url,
        alt: alt ?? product.title,
        width: image.width,
        height: image.height,
        position: sql`(select coalesce(max(${productImages.position}) + 1, 0) from ${productImages}
          where ${productImages.productId} = ${productId})`,
      });
    });
  }

  async remove(ctx: CallerCtx, productId: number, imageId: number): Promise<void> {
    await this.change(ctx, productId, 'image.delete', async (tx) => {
      const [gone] = await tx.db
        .delete(productImages)
        .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
        .returning({ url: productImages.url });
      if (!gone) throw ApiError.of('image.not_found');
      await this.jobs.send(tx.db, this.removeFile, { url: gone.url });
    });
  }

  async reorder(ctx: CallerCtx, productId: number, imageIds: readonly number[]): Promise<void> {
    await this.change(ctx, productId, 'image.order', async (tx, _product, before) => {
      const given = new Set(imageIds);
      if (given.size !== imageIds.length || given.size !== before.length || before.some((i) => !given.has(i.id))) {
        throw ApiError.field('image_ids', 'image.order_mismatch');
      }
      await rowsOf(
        tx.db,
        sql`update product_images i set position = o.position - 1
          from unnest(${pgArray(imageIds)}::int[]) with ordinality as o(id, position)
          where i.id = o.id and i.product_id = ${productId}`,
      );
    });
  }

  /**
   * One change of a product's pictures: the product locked, the change, the audit entry with the pictures before
   * and after, and the drop of the product's page and the listings (a card shows the first picture).
   */
  private change(
    ctx: CallerCtx,
    productId: number,
    action: string,
    work: (tx: CallerCtx, product: { title: string }, before: PictureRow[]) => Promise<void>,
  ): Promise<void> {
    return atomically(ctx, async (tx) => {
      const product = await lockProduct(tx, productId);
      const before = await pictures(tx, productId);
      await work(tx, product, before);
      await tx.db.update(products).set({ updatedAt: tx.now() }).where(eq(products.id, productId));
      await this.audit.record(tx, {
        action,
        entityType: 'product',
        entityId: productId,
        before,
        after: await pictures(tx, productId),
      });
      await dropProduct(this.cacheTags, tx, productId);
    });
  }
}

const pictures = (ctx: CallerCtx, productId: number) =>
  ctx.db
    .select({ id: productImages.id, url: productImages.url, position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
type PictureRow = Awaited<ReturnType<typeof pictures>>[number];
