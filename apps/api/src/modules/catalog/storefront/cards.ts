import type { ProductCard } from '@wb/contract';
import {
  type brands,
  type categories,
  type DbRow,
  type Executor,
  type products,
  type RawRow,
  rowsOf,
  type variants,
} from '@wb/db';
import { sql } from 'drizzle-orm';
import { FIRST_IMAGE_COLUMNS, type FirstImageRow, firstImage, imageOf } from '../../../lib/product-image';
import { pgArray } from '../../../lib/sql';

type Brand = DbRow<typeof brands>;
type Category = DbRow<typeof categories>;
type Variant = DbRow<typeof variants>;

/** The row one product card is built from: a product, its brand, category, first image and default variant. */
type CardRow = RawRow<typeof products, 'id' | 'handle' | 'title' | 'price' | 'compare_at' | 'in_stock' | 'is_free'> &
  FirstImageRow & {
    brand_id: Brand['id'];
    brand_slug: Brand['slug'];
    brand_name: Brand['name_ar'];
    brand_name_en: Brand['name_en'];
    brand_logo: Brand['logo_path'];
    category_id: Category['id'];
    category_slug: Category['slug'];
    category_name: Category['name_ar'];
    variant_id: Variant['id'];
    variant_sku: Variant['sku'];
  };

export function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    shopify_product_id: row.id,
    handle: row.handle,
    title: row.title,
    vendor: row.brand_name_en,
    brand: {
      id: row.brand_id,
      slug: row.brand_slug,
      name: row.brand_name,
      name_en: row.brand_name_en,
      logo: row.brand_logo,
    },
    category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
    image: imageOf(row),
    price: row.price,
    compare_at: row.compare_at,
    available: row.in_stock,
    default_variant_id: row.variant_id,
    default_variant_sku: row.variant_sku,
    is_free: row.is_free,
  };
}

/**
 * Product cards for the given ids, in the order given. Listings first pick ids (filtering, ranking, paging on
 * the narrow products table), then hydrate only the page they show with this one query.
 */
export async function loadCards(executor: Executor, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<CardRow>(
    executor,
    sql`
    select p.id, p.handle, p.title, p.price, p.compare_at, p.in_stock, p.is_free,
      b.id as brand_id, b.slug as brand_slug, b.name_ar as brand_name, b.name_en as brand_name_en,
      b.logo_path as brand_logo,
      c.id as category_id, c.slug as category_slug, c.name_ar as category_name,
      ${FIRST_IMAGE_COLUMNS},
      v.id as variant_id, v.sku as variant_sku
    from products p
    join brands b on b.id = p.brand_id
    join categories c on c.id = p.category_id
    left join lateral (${firstImage(sql`p.id`)}) img on true
    join lateral (
      select id, sku from variants v where v.product_id = p.id order by position, id limit 1
    ) v on true
    where p.id = any(${pgArray(ids)}::int[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
