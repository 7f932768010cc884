import type { ProductCard } from '@wb/contract';
import { type Executor, rowsOf } from '@wb/db';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../../lib/sql';

/** The row one product card is built from: a product, its brand, category, first image and default variant. */
type CardRow = {
  id: number;
  handle: string;
  title: string;
  price: number;
  compare_at: number | null;
  in_stock: boolean;
  is_free: boolean;
  brand_id: number;
  brand_slug: string;
  brand_name: string;
  brand_name_en: string;
  brand_logo: string | null;
  category_id: number;
  category_slug: string;
  category_name: string;
  image_url: string | null;
  image_alt: string | null;
  image_width: number | null;
  image_height: number | null;
  variant_id: number;
  variant_sku: string;
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
    image: row.image_url
      ? {
          url: row.image_url,
          alt: row.image_alt ?? row.title,
          width: row.image_width ?? 600,
          height: row.image_height ?? 600,
        }
      : null,
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
      img.url as image_url, img.alt as image_alt, img.width as image_width, img.height as image_height,
      v.id as variant_id, v.sku as variant_sku
    from products p
    join brands b on b.id = p.brand_id
    join categories c on c.id = p.category_id
    left join lateral (
      select url, alt, width, height from product_images i where i.product_id = p.id order by position, id limit 1
    ) img on true
    join lateral (
      select id, sku from variants v where v.product_id = p.id order by position, id limit 1
    ) v on true
    where p.id = any(${pgArray(ids)}::int[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
