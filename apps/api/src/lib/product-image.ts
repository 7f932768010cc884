import type { ProductCard } from '@wb/contract';
import { type DbRow, productImages } from '@wb/db';
import { type SQL, sql } from 'drizzle-orm';

type ImageColumns = DbRow<typeof productImages>;

/** A product's picture where every list shows one: its first by position (then id). */
const firstOf = (productId: SQL) =>
  sql`from ${productImages} where ${productImages.productId} = ${productId}
    order by ${productImages.position}, ${productImages.id} limit 1`;

/**
 * The first picture of the product `productId` (`sql\`p.id\``) as the body of a lateral join
 * (`left join lateral (${firstImage(…)}) img on true`): `url, alt, width, height`, read by FIRST_IMAGE_COLUMNS.
 */
export const firstImage = (productId: SQL): SQL =>
  sql`select ${productImages.url}, ${productImages.alt}, ${productImages.width}, ${productImages.height}
    ${firstOf(productId)}`;

/** The address of the first picture of the product `productId`, as a scalar subquery (null without one). */
export const firstImageUrl = (productId: SQL): SQL => sql`(select ${productImages.url} ${firstOf(productId)})`;

/** The columns of a lateral join `img` over `firstImage`, as FirstImageRow names them. */
export const FIRST_IMAGE_COLUMNS = sql`img.url as image_url, img.alt as image_alt, img.width as image_width,
  img.height as image_height`;

/** What FIRST_IMAGE_COLUMNS reads: all null for a product without a picture. */
export type FirstImageRow = {
  image_url: ImageColumns['url'] | null;
  image_alt: ImageColumns['alt'] | null;
  image_width: ImageColumns['width'] | null;
  image_height: ImageColumns['height'] | null;
};

/** The picture a product card or a routine's line shows: the first, described by the product's title without an alt. */
export function imageOf(row: FirstImageRow & { title: string }): ProductCard['image'] {
  if (!row.image_url) return null;
  return {
    url: row.image_url,
    alt: row.image_alt ?? row.title,
    width: row.image_width ?? 600,
    height: row.image_height ?? 600,
  };
}
