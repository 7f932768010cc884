import type { QuizProduct } from '@wb/contract';
import {
  type brands,
  type DbRow,
  type Executor,
  type productImages,
  type products,
  type RawRow,
  rowsOf,
  type variants,
} from '@wb/db';
import { type SQL, sql } from 'drizzle-orm';
import { firstImage, imageOf } from '../../lib/product-image';
import { likePattern, pgArray } from '../../lib/sql';

/** What a rule asks of a product, its slugs resolved to ids (a department's shelves included). */
export interface ProductFilter {
  categoryIds: number[];
  productTypes: string[];
  /** Preferred ingredients, most wanted first: the first weighs most. */
  ingredientIds: number[];
  tagIds: number[];
  avoidIngredientIds: number[];
  avoidTagIds: number[];
  mustMatch: boolean;
  /** Words of product names made for her answers (preferred), and for other answers only (left out). */
  fit: TitleFit;
}

export interface TitleFit {
  prefer: string[];
  avoid: string[];
}

/** A product that fits a step: its in-stock variant within the cap, and how well it matches the rule. */
export interface Candidate {
  productId: number;
  brandId: number;
  score: number;
  ingredientIds: number[];
  tagIds: number[];
  line: Omit<QuizProduct, 'highlights'>;
}

/** A product's line as the quiz shows it: the product, its brand, the variant offered, its first image if any. */
type ProductLineRow = RawRow<typeof products, 'id' | 'handle' | 'title'> &
  RawRow<typeof variants, 'sku' | 'price' | 'compare_at'> & {
    brand_name: DbRow<typeof brands>['name_ar'];
    vendor: DbRow<typeof brands>['name_en'];
    variant_id: DbRow<typeof variants>['id'];
    variant_title: DbRow<typeof variants>['title'];
  } & {
    // Left-joined: null for a product without images.
    [K in 'url' | 'alt' | 'width' | 'height' as `image_${K}`]: DbRow<typeof productImages>[K] | null;
  } & { rating: number | null; reviews: number };

/** A candidate: its line, and what ranked it (computed by the statement). */
type CandidateRow = ProductLineRow & {
  brand_id: DbRow<typeof brands>['id'];
  ingredient_ids: number[];
  tag_ids: number[];
  score: number;
};

const NO_CAP = 2_147_483_647;
/** A tag that matches counts as much as the least wanted ingredient, and so does a name made for her answers. */
const TAG_WEIGHT = 2;

const likeAny = (words: readonly string[]) => pgArray(words.map(likePattern));

/**
 * The products a filter allows, best first: the variant is the first in stock (by position) within `cap`; the score
 * adds each preferred ingredient the product has (the first listed weighs most) and each preferred tag; ties go to
 * the better rated, then the better selling. Sold-out variants, drafts and archived products never appear.
 */
function candidatesSql(filter: ProductFilter, cap: number | null, exclude: readonly number[]): SQL {
  const n = filter.ingredientIds.length;
  const weights = filter.ingredientIds.map((_, index) => TAG_WEIGHT + (n - index));
  const conditions: SQL[] = [sql`p.status = 'active'`, sql`p.category_id = any(${pgArray(filter.categoryIds)}::int[])`];
  if (filter.productTypes.length > 0)
    conditions.push(sql`p.product_type = any(${pgArray(filter.productTypes)}::text[])`);
  if (filter.avoidIngredientIds.length > 0) {
    conditions.push(sql`not exists (select 1 from product_ingredients a
      where a.product_id = p.id and a.ingredient_id = any(${pgArray(filter.avoidIngredientIds)}::int[]))`);
  }
  if (filter.avoidTagIds.length > 0) {
    conditions.push(sql`not exists (select 1 from product_tags a
      where a.product_id = p.id and a.tag_id = any(${pgArray(filter.avoidTagIds)}::int[]))`);
  }
  const prefer = sql`p.title like any(${likeAny(filter.fit.prefer)}::text[])`;
  // A name made for another answer only (`للبشرة الدهنية` for dry skin) is someone else's product.
  if (filter.fit.avoid.length > 0) {
    conditions.push(sql`not (p.title like any(${likeAny(filter.fit.avoid)}::text[]) and not ${prefer})`);
  }
  if (filter.mustMatch) conditions.push(sql`m.score + t.score > 0`);
  if (exclude.length > 0) conditions.push(sql`not (p.id = any(${pgArray(exclude)}::int[]))`);
  return sql`
    select p.id, p.handle, p.title, p.sales_count, b.id as brand_id, b.name_ar as brand_name, b.name_en as vendor,
      v.id as variant_id, v.sku, v.title as variant_title, v.price, v.compare_at,
      m.ids as ingredient_ids, t.ids as tag_ids,
      (m.score + t.score + case when ${prefer} then ${TAG_WEIGHT} else 0 end)::int as score
    from products p
    join brands b on b.id = p.brand_id
    join lateral (
      select id, sku, title, price, compare_at from variants
      where product_id = p.id and stock > 0 and price <= ${cap ?? NO_CAP}
      order by position, id limit 1
    ) v on true
    cross join lateral (
      select coalesce(array_agg(w.id order by w.weight desc), '{}') as ids, coalesce(sum(w.weight), 0)::int as score
      from unnest(${pgArray(filter.ingredientIds)}::int[], ${pgArray(weights)}::int[]) as w(id, weight)
      join product_ingredients pi on pi.product_id = p.id and pi.ingredient_id = w.id
    ) m
    cross join lateral (
      select coalesce(array_agg(pt.tag_id order by pt.tag_id), '{}') as ids, (count(*) * ${TAG_WEIGHT})::int as score
      from product_tags pt where pt.product_id = p.id and pt.tag_id = any(${pgArray(filter.tagIds)}::int[])
    ) t
    where ${sql.join(conditions, sql` and `)}`;
}

/** The best `limit` products for a step within `cap`, leaving out products already in the routine. */
export async function rankedCandidates(
  db: Executor,
  filter: ProductFilter,
  cap: number | null,
  exclude: readonly number[],
  limit: number,
): Promise<Candidate[]> {
  const rows = await rowsOf<CandidateRow>(
    db,
    sql`
    with c as (${candidatesSql(filter, cap, exclude)})
    select c.*, rv.rating, rv.reviews,
      img.url as image_url, img.alt as image_alt, img.width as image_width, img.height as image_height
    from c
    cross join lateral (
      select round(avg(r.rating), 1)::float8 as rating, count(*)::int as reviews
      from reviews r where r.product_id = c.id and r.hidden_at is null
    ) rv
    left join lateral (${firstImage(sql`c.id`)}) img on true
    order by c.score desc, rv.rating desc nulls last, c.sales_count desc, c.id
    limit ${limit}`,
  );
  return rows.map((row) => ({
    productId: row.id,
    brandId: row.brand_id,
    score: row.score,
    ingredientIds: row.ingredient_ids,
    tagIds: row.tag_ids,
    line: lineOf({ ...row, stock_ok: true }),
  }));
}

/** The cheapest and the middle price of what a step could choose (in stock, whatever the budget). */
export async function priceSpread(
  db: Executor,
  filter: ProductFilter,
): Promise<{ min: number; median: number } | null> {
  const [row] = await rowsOf<{ min: number | null; median: number | null }>(
    db,
    sql`
    with c as (${candidatesSql(filter, null, [])})
    select min(price)::int as min, percentile_cont(0.5) within group (order by price)::int as median from c`,
  );
  return row?.min == null || row.median == null ? null : { min: row.min, median: row.median };
}

type LineRow = ProductLineRow & { stock_ok: boolean };

function lineOf(row: LineRow): Omit<QuizProduct, 'highlights'> {
  return {
    shopify_product_id: row.id,
    handle: row.handle,
    title: row.title,
    vendor: row.vendor,
    brand_name: row.brand_name,
    image: imageOf(row),
    shopify_variant_id: row.variant_id,
    shopify_variant_sku: row.sku,
    variant_title: row.variant_title,
    price: row.price,
    compare_at: row.compare_at,
    available: row.stock_ok,
    rating: row.rating,
    reviews_count: row.reviews,
  };
}

/** Kept routines read again: each variant with today's price, and whether it can be bought now. */
export async function linesOfVariants(
  db: Executor,
  variantIds: readonly number[],
): Promise<Map<number, Omit<QuizProduct, 'highlights'>>> {
  if (variantIds.length === 0) return new Map();
  const rows = await rowsOf<LineRow>(
    db,
    sql`
    select p.id, p.handle, p.title, b.name_ar as brand_name, b.name_en as vendor,
      v.id as variant_id, v.sku, v.title as variant_title, v.price, v.compare_at,
      (v.stock > 0 and p.status = 'active') as stock_ok, rv.rating, rv.reviews,
      img.url as image_url, img.alt as image_alt, img.width as image_width, img.height as image_height
    from variants v
    join products p on p.id = v.product_id
    join brands b on b.id = p.brand_id
    cross join lateral (
      select round(avg(r.rating), 1)::float8 as rating, count(*)::int as reviews
      from reviews r where r.product_id = p.id and r.hidden_at is null
    ) rv
    left join lateral (${firstImage(sql`p.id`)}) img on true
    where v.id = any(${pgArray(variantIds)}::int[])`,
  );
  return new Map(rows.map((row) => [row.variant_id, lineOf(row)]));
}
