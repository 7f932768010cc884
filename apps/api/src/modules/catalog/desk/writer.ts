import { collectionProducts, products, rowsOf, variants } from '@wb/db';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { atomically, type CallerCtx } from '../../../context';
import type { CacheTags } from '../../../lib/cache-tags';
import { ApiError } from '../../../lib/errors';
import { isUniqueViolation, pgArray } from '../../../lib/sql';
import type { AuditLog } from '../../audit/service';
import type { SearchIndexer } from '../../search/indexer';
import type { VariantCatalog } from '../storefront/variants';
import { freeName, handleFrom } from './naming';
import {
  dropProduct,
  lockFirstVariant,
  lockProduct,
  lockSiblings,
  lockVariant,
  type NewProduct,
  type NewVariant,
  type ProductFields,
  type ProductPatch,
  productSnapshot,
  productState,
  type StockOrigin,
  type VariantPatch,
  type VariantRow,
  variantSnapshot,
  variantState,
} from './rows';

const BY_HAND: StockOrigin = { reason: 'staff', note: 'الرصيد الأول عند إضافة النوع' };

/**
 * The one writer of products and variants (issue 12), for the desk and for imports alike. Every write runs in one
 * transaction that locks what it changes (variants before their product, the order flow's order, so the two never
 * deadlock), checks the references and prices, keeps the product's price and in-stock flag in step with its first
 * variant, rewrites its search words and the vocabulary, writes the audit entry, and drops the product's cached page
 * and every listing in every API process once it commits.
 */
export class CatalogWriter {
  constructor(
    private readonly variants: VariantCatalog,
    private readonly indexer: SearchIndexer,
    private readonly audit: AuditLog,
    private readonly cacheTags: CacheTags,
  ) {}

  create(ctx: CallerCtx, input: NewProduct, origin: StockOrigin = BY_HAND): Promise<number> {
    return atomically(ctx, async (tx) => {
      await this.checkRefs(tx, input);
      const handle = input.handle ?? (await freeName(tx.db, products.handle, handleFrom(input.titleEn || input.title)));
      const [row] = await this.guard(
        () =>
          tx.db
            .insert(products)
            .values({
              handle,
              title: input.title,
              titleEn: input.titleEn ?? '',
              description: input.description ?? '',
              productType: input.productType ?? '',
              brandId: input.brandId,
              categoryId: input.categoryId,
              status: input.status,
              price: 0,
              compareAt: null,
              inStock: false,
              createdAt: tx.now(),
              updatedAt: tx.now(),
            })
            .returning({ id: products.id }),
        { handle },
      );
      const id = (row as { id: number }).id;
      await this.setCollections(tx, id, input.collectionIds ?? []);
      for (const [index, variant] of input.variants.entries()) {
        await this.insertVariant(tx, id, { ...variant, position: variant.position ?? index }, origin);
      }
      await this.finish(tx, id, { words: [], active: false });
      await this.audit.record(tx, {
        action: 'product.create',
        entityType: 'product',
        entityId: id,
        before: null,
        after: await productSnapshot(tx, id),
      });
      return id;
    });
  }

  update(ctx: CallerCtx, productId: number, patch: ProductPatch): Promise<void> {
    return atomically(ctx, async (tx) => {
      const priced = patch.price !== undefined || patch.compareAt !== undefined;
      // Variants before their product, as an order locks them.
      const first = priced ? await lockFirstVariant(tx, productId) : undefined;
      const before = await lockProduct(tx, productId);
      await this.checkRefs(tx, patch);
      const state = await this.indexer.state(tx, productId);
      const fields: Partial<ProductFields> = {};
      for (const key of [
        'title',
        'titleEn',
        'description',
        'productType',
        'status',
        'brandId',
        'categoryId',
      ] as const) {
        if (patch[key] !== undefined) (fields as Record<string, unknown>)[key] = patch[key];
      }
      const next = { ...before, ...fields };
      await tx.db
        .update(products)
        .set({
          title: next.title,
          titleEn: next.titleEn,
          description: next.description,
          productType: next.productType,
          status: next.status,
          brandId: next.brandId,
          categoryId: next.categoryId,
        })
        .where(eq(products.id, productId));
      if (patch.collectionIds) await this.setCollections(tx, productId, patch.collectionIds);
      if (first) await this.writeVariant(tx, first, { price: patch.price, compareAt: patch.compareAt });
      await this.finish(tx, productId, state);
      await this.record(tx, 'product.update', productId, productState(before), productId);
    });
  }

  addVariant(ctx: CallerCtx, productId: number, variant: NewVariant, origin: StockOrigin = BY_HAND): Promise<number> {
    return atomically(ctx, async (tx) => {
      await lockProduct(tx, productId);
      const state = await this.indexer.state(tx, productId);
      const [last] = await tx.db
        .select({ next: sql<number>`coalesce(max(${variants.position}) + 1, 0)::int` })
        .from(variants)
        .where(eq(variants.productId, productId));
      const id = await this.insertVariant(
        tx,
        productId,
        { ...variant, position: variant.position ?? last?.next ?? 0 },
        origin,
      );
      await this.finish(tx, productId, state);
      await this.audit.record(tx, {
        action: 'variant.create',
        entityType: 'variant',
        entityId: id,
        before: null,
        after: await variantSnapshot(tx, id),
      });
      return id;
    });
  }

  /** Changes a variant (never its stock: that moves through the ledger); its product's id. */
  updateVariant(ctx: CallerCtx, variantId: number, patch: VariantPatch): Promise<number> {
    return atomically(ctx, async (tx) => {
      // A new position renumbers its siblings: then all of them are locked, in id order, before the product.
      const before =
        patch.position === undefined ? await lockVariant(tx, variantId) : await lockSiblings(tx, variantId);
      await lockProduct(tx, before.productId);
      const state = await this.indexer.state(tx, before.productId);
      await this.writeVariant(tx, before, patch);
      await this.finish(tx, before.productId, state);
      await this.audit.record(tx, {
        action: 'variant.update',
        entityType: 'variant',
        entityId: variantId,
        before: variantState(before),
        after: await variantSnapshot(tx, variantId),
      });
      return before.productId;
    });
  }

  /**
   * After a product's rows changed: its price and compare-at (its first variant's) and in-stock flag, its search
   * words and the vocabulary, and the drop of its cached page and every listing once this commits.
   */
  async finish(ctx: CallerCtx, productId: number, indexed: { words: readonly string[]; active: boolean }) {
    await rowsOf(
      ctx.db,
      sql`update products p set price = f.price, compare_at = f.compare_at, updated_at = ${ctx.now()},
          in_stock = exists (select 1 from variants v where v.product_id = p.id and v.stock > 0)
        from (select price, compare_at from variants where product_id = ${productId} order by position, id limit 1) f
        where p.id = ${productId}`,
    );
    await this.indexer.reindex(ctx, productId, indexed);
    await dropProduct(this.cacheTags, ctx, productId);
  }

  /** An audit entry for a product write: what it was (`before`) and what it is now. */
  async record(ctx: CallerCtx, action: string, productId: number, before: unknown, entityId: number = productId) {
    await this.audit.record(ctx, {
      action,
      entityType: 'product',
      entityId,
      before,
      after: await productSnapshot(ctx, productId),
    });
  }

  private async insertVariant(ctx: CallerCtx, productId: number, variant: NewVariant, origin: StockOrigin) {
    checkPrices(variant.price, variant.compareAt);
    const [row] = await this.guard(
      () =>
        ctx.db
          .insert(variants)
          .values({
            productId,
            sku: variant.sku,
            title: variant.title,
            price: variant.price,
            compareAt: variant.compareAt,
            stock: 0,
            position: variant.position ?? 0,
          })
          .returning({ id: variants.id }),
      { sku: variant.sku },
    );
    const id = (row as { id: number }).id;
    if (variant.stock) {
      await this.variants.move(ctx, [{ variantId: id, quantity: variant.stock }], {
        reason: origin.reason,
        actorId: ctx.caller.id,
        note: origin.note,
      });
    }
    return id;
  }

  private async writeVariant(ctx: CallerCtx, before: VariantRow, patch: VariantPatch) {
    const next = {
      sku: patch.sku ?? before.sku,
      title: patch.title ?? before.title,
      price: patch.price ?? before.price,
      compareAt: patch.compareAt === undefined ? before.compareAt : patch.compareAt,
      position: patch.position ?? before.position,
    };
    if (patch.position !== undefined) {
      // The others keep their order, numbered 0, 1, 2 … around the one moved to `position`.
      await rowsOf(
        ctx.db,
        sql`update variants v set position = case when o.idx >= ${patch.position} then o.idx + 1 else o.idx end
          from (select id, (row_number() over (order by position, id) - 1)::int as idx from variants
            where product_id = ${before.productId} and id <> ${before.id}) o
          where v.id = o.id`,
      );
    }
    checkPrices(next.price, next.compareAt);
    await this.guard(() => ctx.db.update(variants).set(next).where(eq(variants.id, before.id)), { sku: next.sku });
  }

  /** Brand, category and collections must exist (422 on the field that names a missing one). */
  private async checkRefs(
    ctx: CallerCtx,
    refs: { brandId?: number; categoryId?: number; collectionIds?: readonly number[] | undefined },
  ) {
    const ids = refs.collectionIds ?? [];
    const [found] = await rowsOf<{ brand: boolean; category: boolean; collections: number }>(
      ctx.db,
      sql`select exists (select 1 from brands where id = ${refs.brandId ?? null}::int) as brand,
          exists (select 1 from categories where id = ${refs.categoryId ?? null}::int) as category,
          (select count(*)::int from collections where id = any(${pgArray(ids)}::int[])) as collections`,
    );
    if (refs.brandId !== undefined && !found?.brand) throw ApiError.field('brand_id', 'brand.unknown');
    if (refs.categoryId !== undefined && !found?.category) throw ApiError.field('category_id', 'category.unknown');
    if (found?.collections !== new Set(ids).size) throw ApiError.field('collection_ids', 'collection.unknown');
  }

  /** The product's collections become exactly `ids`: those it keeps keep their place, new ones go last. */
  private async setCollections(ctx: CallerCtx, productId: number, ids: readonly number[]) {
    await ctx.db
      .delete(collectionProducts)
      .where(and(eq(collectionProducts.productId, productId), notInArray(collectionProducts.collectionId, [...ids])));
    if (ids.length === 0) return;
    await rowsOf(
      ctx.db,
      sql`insert into collection_products (collection_id, product_id, position)
        select k, ${productId}, coalesce((select max(position) + 1 from collection_products where collection_id = k), 0)
        from unnest(${pgArray([...new Set(ids)].sort((a, b) => a - b))}::int[]) as k
        on conflict do nothing`,
    );
  }

  /** Runs a write whose unique columns may collide, answering the collision as the 409 a person can act on. */
  private async guard<T>(write: () => Promise<T>, values: { sku?: string; handle?: string }): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'variants_sku_unique') && values.sku !== undefined) {
        throw ApiError.field('sku', 'variant.sku_taken', { sku: values.sku });
      }
      if (isUniqueViolation(error, 'products_handle_unique') && values.handle !== undefined) {
        throw ApiError.field('handle', 'product.handle_taken', { handle: values.handle });
      }
      throw error;
    }
  }
}

function checkPrices(price: number, compareAt: number | null) {
  if (compareAt !== null && compareAt <= price) throw ApiError.field('compare_at', 'variant.compare_at_not_above');
}
