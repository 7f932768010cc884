import { formatMessage, messages } from '@wb/contract';
import { brandSearchNames, brands, categories, products, variants } from '@wb/db';
import { asc, eq, or, sql } from 'drizzle-orm';
import { type CallerCtx, inTransaction } from '../../../context';
import { ApiError } from '../../../lib/errors';
import { pgArray } from '../../../lib/sql';
import type { AuditLog } from '../../audit/service';
import { freeName, handleFrom } from '../desk/naming';
import type { StockOrigin } from '../desk/rows';
import type { StockDesk } from '../desk/stock';
import type { CatalogWriter } from '../desk/writer';
import { type ProductPlan, type Rejection, skuFor, type VariantPlan } from './shopify-csv';

/** What applying one product of the file did. */
export interface Outcome {
  created: number;
  updated: number;
  rejected: Rejection[];
}

/** The category products go to when neither their Type nor their Product Category names one the store has. */
const IMPORTED_CATEGORY = { slug: 'shopify-import', nameAr: 'منتجات مستوردة', nameEn: 'Imported products' };

/**
 * Applies one product of a Shopify file (issue 12) through the desk's own writer and stock desk, so an imported
 * product is written, audited, indexed for search and dropped from the caches exactly as one made by hand. The
 * product is one savepoint: a failure the store explains (a SKU another product has) refuses its rows with that
 * reason, and the rest of the file goes on. docs/decisions.md says how the columns map.
 */
export class PlanApplier {
  constructor(
    private readonly writer: CatalogWriter,
    private readonly stock: StockDesk,
    private readonly audit: AuditLog,
  ) {}

  async apply(ctx: CallerCtx, plan: ProductPlan, origin: StockOrigin): Promise<Outcome> {
    const all = (reason: string): Outcome => ({
      created: 0,
      updated: 0,
      rejected: plan.lines.map((line) => ({ line, handle: plan.handle, reason })),
    });
    if (plan.refused) return all(plan.refused);
    try {
      return await inTransaction(ctx, (tx) => this.write(tx, plan, origin));
    } catch (error) {
      if (error instanceof ApiError) return all(error.message);
      throw error;
    }
  }

  private async write(ctx: CallerCtx, plan: ProductPlan, origin: StockOrigin): Promise<Outcome> {
    const rejected = [...plan.rejected];
    const refuse = (variant: VariantPlan, reason: string) =>
      rejected.push({ line: variant.line, handle: plan.handle, reason });
    const [existing] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.handle, plan.handle));
    const owners = await this.skuOwners(ctx, plan);
    const usable = plan.variants.filter((variant) => {
      const owner = variant.sku ? owners.get(variant.sku) : undefined;
      if (owner === undefined || owner === existing?.id) return true;
      refuse(variant, formatMessage(messages.variantSkuTaken, { sku: variant.sku as string }));
      return false;
    });

    if (!existing) {
      const missing = !plan.title ? messages.importTitleMissing : !plan.vendor ? messages.importVendorMissing : null;
      if (missing || usable.length === 0) {
        for (const variant of usable) refuse(variant, missing ?? messages.importRowsMissing);
        return { created: 0, updated: 0, rejected };
      }
      await this.writer.create(
        ctx,
        {
          title: plan.title as string,
          description: plan.description,
          productType: plan.productType,
          handle: plan.handle,
          status: plan.status ?? 'draft',
          brandId: await this.brand(ctx, plan.vendor as string),
          categoryId: (await this.category(ctx, plan.categoryNames)) ?? (await this.importedCategory(ctx)),
          variants: usable.map((variant, index) => ({
            sku: variant.sku ?? skuFor(plan.handle, index),
            title: variant.title,
            price: variant.price,
            compareAt: variant.compareAt,
            stock: variant.quantity ?? 0,
          })),
        },
        origin,
      );
      return { created: 1, updated: 0, rejected };
    }

    await this.writer.update(ctx, existing.id, {
      title: plan.title,
      description: plan.description,
      productType: plan.productType,
      status: plan.status,
      brandId: plan.vendor ? await this.brand(ctx, plan.vendor) : undefined,
      categoryId: await this.category(ctx, plan.categoryNames),
    });
    const current = await ctx.db
      .select({ id: variants.id, sku: variants.sku, title: variants.title })
      .from(variants)
      .where(eq(variants.productId, existing.id))
      .orderBy(asc(variants.position), asc(variants.id));
    for (const [index, variant] of usable.entries()) {
      const match = current.find((row) => (variant.sku ? row.sku === variant.sku : row.title === variant.title));
      try {
        await inTransaction(ctx, async (tx) => {
          if (!match) {
            const sku = variant.sku ?? skuFor(plan.handle, current.length + index);
            const fields = { sku, title: variant.title, price: variant.price, compareAt: variant.compareAt };
            await this.writer.addVariant(tx, existing.id, { ...fields, stock: variant.quantity ?? 0 }, origin);
            return;
          }
          const { title, price, compareAt } = variant;
          await this.writer.updateVariant(tx, match.id, { title, price, compareAt });
          if (variant.quantity !== undefined)
            await this.stock.change(tx, match.id, { count: variant.quantity }, origin);
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        refuse(variant, error.message);
      }
    }
    return { created: 0, updated: 1, rejected };
  }

  /** Which product each of the file's SKUs belongs to in the store now. */
  private async skuOwners(ctx: CallerCtx, plan: ProductPlan): Promise<Map<string, number>> {
    const skus = plan.variants.flatMap((variant) => (variant.sku ? [variant.sku] : []));
    if (skus.length === 0) return new Map();
    const rows = await ctx.db
      .select({ sku: variants.sku, productId: variants.productId })
      .from(variants)
      .where(sql`${variants.sku} = any(${pgArray(skus)}::text[])`);
    return new Map(rows.map((row) => [row.sku, row.productId]));
  }

  /** The brand whose names (Arabic, English or an alias, as search matches them) include the vendor; else a new one. */
  private async brand(ctx: CallerCtx, vendor: string): Promise<number> {
    const names = brandSearchNames([vendor]);
    const [found] = await ctx.db
      .select({ id: brands.id })
      .from(brands)
      .where(sql`${brands.searchNames} && ${pgArray(names)}::text[]`)
      .orderBy(asc(brands.id))
      .limit(1);
    if (found) return found.id;
    const slug = await freeName(ctx.db, brands.slug, handleFrom(vendor));
    const [made] = await ctx.db
      .insert(brands)
      .values({ slug, nameAr: vendor, nameEn: vendor, searchNames: names })
      .returning({ id: brands.id });
    const id = (made as { id: number }).id;
    await this.audit.record(ctx, {
      action: 'brand.create',
      entityType: 'brand',
      entityId: id,
      before: null,
      after: { slug, name: vendor },
    });
    return id;
  }

  /** The category named by Type or Product Category (Arabic or English name, or slug), a sub-category first. */
  private async category(ctx: CallerCtx, names: readonly string[]): Promise<number | undefined> {
    for (const name of names) {
      const [found] = await ctx.db
        .select({ id: categories.id })
        .from(categories)
        .where(
          or(
            sql`lower(${categories.nameAr}) = lower(${name})`,
            sql`lower(${categories.nameEn}) = lower(${name})`,
            eq(categories.slug, handleFrom(name)),
          ),
        )
        .orderBy(sql`${categories.parentId} is null`, asc(categories.id))
        .limit(1);
      if (found) return found.id;
    }
    return undefined;
  }

  private async importedCategory(ctx: CallerCtx): Promise<number> {
    const { slug, nameAr, nameEn } = IMPORTED_CATEGORY;
    const [found] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
    if (found) return found.id;
    const [made] = await ctx.db
      .insert(categories)
      .values({ slug, nameAr, nameEn, sortOrder: 999 })
      .returning({ id: categories.id });
    const id = (made as { id: number }).id;
    await this.audit.record(ctx, {
      action: 'category.create',
      entityType: 'category',
      entityId: id,
      before: null,
      after: { slug, name: nameAr },
    });
    return id;
  }
}
