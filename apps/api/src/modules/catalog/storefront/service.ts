import {
  type BrandDetails,
  isBlankKeyword,
  type Paged,
  type ProductCard,
  type ProductDetails,
  searchWords,
  type Variant,
} from '@wb/contract';
import { brands, categories, type Executor, products, type RawRow, rowsOf } from '@wb/db';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Ctx } from '../../../context';
import { ValueCache } from '../../../lib/cache';
import type { CacheTags } from '../../../lib/cache-tags';
import { ApiError } from '../../../lib/errors';
import { inStockFirst } from '../../../lib/listing-order';
import { pageMeta } from '../../../lib/sql';
import { loadCards } from './cards';

/** A product page's row: the product's own columns, and its brand, categories, pictures, variants … as JSON. */
type DetailsRow = RawRow<
  typeof products,
  'id' | 'handle' | 'title' | 'description' | 'product_type' | 'price' | 'compare_at' | 'in_stock' | 'is_free'
> &
  Pick<ProductDetails, 'brand' | 'category' | 'images' | 'ingredients' | 'tags'> & {
    parent_category: ProductDetails['category'] | null;
    variants: Array<Omit<Variant, 'shopify_variant_id' | 'available'>>;
  };

/** A brand as its page and the brands list show it, with its products on sale counted. */
const brandDetailsColumns = (db: Executor) => ({
  id: brands.id,
  slug: brands.slug,
  name: brands.nameAr,
  name_en: brands.nameEn,
  logo: brands.logoPath,
  description: brands.description,
  product_count: db.$count(products, and(eq(products.brandId, brands.id), eq(products.status, 'active'))),
});

/** Reads of the catalogue: product pages, related and free products, brands and categories. */
export class CatalogService {
  private readonly details: ValueCache;
  private readonly lists: ValueCache;

  constructor(cacheTtlMs: number, cacheTags: CacheTags) {
    // A product's page is dropped when that product changes; lists when any product does (lib/cache-tags.ts).
    this.details = cacheTags.register(new ValueCache({ max: 5000, ttlMs: cacheTtlMs, tags: ['catalog'] }));
    this.lists = cacheTags.register(new ValueCache({ max: 2000, ttlMs: cacheTtlMs, tags: ['catalog', 'listings'] }));
  }

  async productDetails(ctx: Ctx, productId: number): Promise<ProductDetails> {
    const details = await this.details.get(String(productId), () => this.loadDetails(ctx, productId), [
      `product:${productId}`,
    ]);
    if (!details) throw ApiError.of('product.not_found');
    return details;
  }

  private async loadDetails(ctx: Ctx, productId: number): Promise<ProductDetails | null> {
    const [row] = await rowsOf<DetailsRow>(
      ctx.db,
      sql`
      select p.id, p.handle, p.title, p.description, p.product_type, p.price, p.compare_at, p.in_stock, p.is_free,
        json_build_object('id', b.id, 'slug', b.slug, 'name', b.name_ar, 'name_en', b.name_en, 'logo', b.logo_path) as brand,
        json_build_object('id', c.id, 'slug', c.slug, 'name', c.name_ar) as category,
        (select json_build_object('id', pc.id, 'slug', pc.slug, 'name', pc.name_ar)
           from categories pc where pc.id = c.parent_id) as parent_category,
        coalesce((select json_agg(json_build_object('url', i.url, 'alt', i.alt, 'width', i.width, 'height', i.height)
           order by i.position, i.id) from product_images i where i.product_id = p.id), '[]'::json) as images,
        coalesce((select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'title', v.title, 'price', v.price,
           'compare_at', v.compare_at, 'stock', v.stock) order by v.position, v.id)
           from variants v where v.product_id = p.id), '[]'::json) as variants,
        coalesce((select json_agg(json_build_object('id', g.id, 'slug', g.slug, 'name', g.name_ar, 'name_en', g.name_en,
           'inci', coalesce(g.inci_name, g.name_en))
           order by g.name_ar) from product_ingredients pi join ingredients g on g.id = pi.ingredient_id
           where pi.product_id = p.id), '[]'::json) as ingredients,
        coalesce((select json_agg(t.name order by t.name) from product_tags pt join tags t on t.id = pt.tag_id
           where pt.product_id = p.id), '[]'::json) as tags
      from products p
      join brands b on b.id = p.brand_id
      join categories c on c.id = p.category_id
      where p.id = ${productId} and p.status = 'active'`,
    );
    if (!row) return null;
    const variants = row.variants.map((v) => ({ ...v, shopify_variant_id: v.id, available: v.stock > 0 }));
    const first = variants[0];
    if (!first) return null;
    const { in_stock, parent_category, ...rest } = row;
    return {
      ...rest,
      shopify_product_id: row.id,
      vendor: row.brand.name_en,
      image: row.images[0] ?? null,
      available: in_stock,
      default_variant_id: first.id,
      default_variant_sku: first.sku,
      variants,
      breadcrumbs: parent_category ? [parent_category, row.category] : [row.category],
    };
  }

  /**
   * Product cards for the given ids, in the order given, as every listing shows them (another module's lists: gift
   * programs). Not cached here: the caller picks the ids, and each card is one indexed row.
   */
  async cards(ctx: Ctx, ids: readonly number[]): Promise<ProductCard[]> {
    return loadCards(ctx.db, ids);
  }

  /** In stock first (as every listing); within that, same category and brand, then same category, then best sellers. */
  async relatedProducts(ctx: Ctx, productId: number, limit: number): Promise<ProductCard[]> {
    return this.lists.get(`related:${productId}:${limit}`, async () => {
      const [product] = await ctx.db
        .select({ brand_id: products.brandId, category_id: products.categoryId })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, 'active')));
      if (!product) throw ApiError.of('product.not_found');
      const closeness = sql`(p.category_id = ${product.category_id} and p.brand_id = ${product.brand_id}) desc,
        (p.category_id = ${product.category_id}) desc, p.sales_count desc`;
      const rows = await rowsOf<RawRow<typeof products, 'id'>>(
        ctx.db,
        sql`
        select p.id from products p
        where p.status = 'active' and p.id <> ${productId}
          and (p.category_id = ${product.category_id} or p.brand_id = ${product.brand_id})
        order by ${inStockFirst(closeness)}
        limit ${limit}`,
      );
      return loadCards(
        ctx.db,
        rows.map((r) => r.id),
      );
    });
  }

  async freeProducts(ctx: Ctx, page: number, limit: number): Promise<Paged<ProductCard>> {
    return this.lists.get(`free:${page}:${limit}`, () =>
      this.pagedCards(ctx, sql`p.status = 'active' and p.is_free`, page, limit),
    );
  }

  /** A brand's products by Arabic or Latin name (or slug), in stock and best sellers first. */
  async brandProducts(
    ctx: Ctx,
    brandName: string,
    page: number,
    limit: number,
  ): Promise<Paged<ProductCard> & { brand: BrandDetails }> {
    if (isBlankKeyword(brandName)) throw ApiError.field('brand', 'brand.name_blank');
    const brand = await this.findBrand(ctx, brandName);
    if (!brand) throw ApiError.of('brand.not_found');
    const list = await this.lists.get(`brand:${brand.id}:${page}:${limit}`, () =>
      this.pagedCards(ctx, sql`p.status = 'active' and p.brand_id = ${brand.id}`, page, limit),
    );
    return { ...list, brand };
  }

  async findBrand(ctx: Ctx, name: string): Promise<BrandDetails | null> {
    const key = `find-brand:${searchWords(name).join(' ')}:${name.trim().toLowerCase()}`;
    return this.lists.get(key, () => this.queryBrand(ctx, name));
  }

  private async queryBrand(ctx: Ctx, name: string): Promise<BrandDetails | null> {
    const words = searchWords(name);
    const spaced = words.join(' ');
    const joined = words.join('');
    const slug = name.trim().toLowerCase();
    const [brand] = await ctx.db
      .select(brandDetailsColumns(ctx.db))
      .from(brands)
      .where(
        or(
          eq(brands.slug, slug),
          sql`${spaced} = any(${brands.searchNames})`,
          sql`${joined} = any(${brands.searchNames})`,
        ),
      )
      .orderBy(asc(brands.id))
      .limit(1);
    return brand ?? null;
  }

  async brands(ctx: Ctx, page: number, limit: number): Promise<Paged<BrandDetails>> {
    return this.lists.get(`brands:${page}:${limit}`, async () => {
      // The page and the total in one statement (a window count).
      const rows = await ctx.db
        .select({ ...brandDetailsColumns(ctx.db), total: sql<number>`count(*) over ()::int` })
        .from(brands)
        .orderBy(asc(brands.sortOrder), asc(brands.nameEn))
        .limit(limit)
        .offset((page - 1) * limit);
      const total = rows[0]?.total ?? (await this.countBrands(ctx));
      return { data: rows.map(({ total: _, ...brand }) => brand), ...pageMeta(page, limit, total) };
    });
  }

  private async countBrands(ctx: Ctx): Promise<number> {
    return ctx.db.$count(brands);
  }

  async categoryTree(ctx: Ctx) {
    return this.lists.get('categories', async () => {
      const rows = await ctx.db
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categories.nameAr,
          name_en: categories.nameEn,
          parent_id: categories.parentId,
          own: ctx.db.$count(products, and(eq(products.categoryId, categories.id), eq(products.status, 'active'))),
        })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      type Row = (typeof rows)[number];
      const node = ({ own, ...c }: Row) => ({ ...c, product_count: own });
      return rows
        .filter((row) => row.parent_id === null)
        .map((root) => {
          const children = rows.filter((row) => row.parent_id === root.id).map(node);
          const count = children.reduce((sum, child) => sum + child.product_count, root.own);
          return { ...node(root), product_count: count, children };
        });
    });
  }

  /** Ids of one page of products matching `where` (over `products p`), in stock and best sellers first, as cards. */
  private async pagedCards(
    ctx: Ctx,
    where: ReturnType<typeof sql>,
    page: number,
    limit: number,
  ): Promise<Paged<ProductCard>> {
    const rows = await rowsOf<RawRow<typeof products, 'id'> & { total: number }>(
      ctx.db,
      sql`
      select p.id, count(*) over ()::int as total from products p where ${where}
      order by ${inStockFirst(sql`p.sales_count desc`)}
      limit ${limit} offset ${(page - 1) * limit}`,
    );
    const total = rows[0]?.total ?? (page > 1 ? await this.count(ctx, where) : 0);
    return {
      data: await loadCards(
        ctx.db,
        rows.map((r) => r.id),
      ),
      ...pageMeta(page, limit, total),
    };
  }

  private async count(ctx: Ctx, where: ReturnType<typeof sql>): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from products p where ${where}`);
    return row?.n ?? 0;
  }
}
