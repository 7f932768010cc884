/**
 * What the seeded skin-care guides are made of (issue 15): their shape, their authors, and product mentions — links
 * to anchor products (data/anchors.ts) as `<a href="product:HANDLE">`, which the seeder turns into the product's page
 * (`/products-details/ID`) once the catalogue has its ids, or leaves as plain words when the product is not there.
 */
export interface ArticleData {
  handle: string;
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  /** The cover's colour (drawn at /media/articles/{handle}.svg). */
  color: string;
  /** Days before the seed's reference date it was published (distinct, so the blog's order is fixed). */
  publishedDaysAgo: number;
  html: string;
}

export const PHARMACIST = 'الصيدلانية سارة الجبوري';
export const TEAM = 'فريق وندر بيوتي الصيدلاني';

/** A product mention: a link to an anchor product, resolved by the seeder. */
export const product = (handle: string, words: string) => `<a href="product:${handle}">${words}</a>`;
