import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  /** Other spellings people type (Arabic and Latin); matched in their normalised form. */
  aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
  /** Normalised names and aliases, spaces removed too, so 'سيرا في' finds CeraVe. */
  searchNames: text('search_names').array().notNull().default(sql`'{}'::text[]`),
  description: text('description').notNull().default(''),
  logoPath: text('logo_path'),
  country: text('country'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull().unique(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const productStatus = pgEnum('product_status', ['active', 'draft', 'archived']);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    handle: text('handle').notNull().unique(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    description: text('description').notNull().default(''),
    productType: text('product_type').notNull().default(''),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    status: productStatus('status').notNull().default('active'),
    /** May be chosen as a free gift at checkout. */
    isFree: boolean('is_free').notNull().default(false),
    /** Denormalised from the variants so listings sort and filter without a join: kept by the catalogue writer. */
    price: integer('price').notNull(),
    compareAt: integer('compare_at'),
    inStock: boolean('in_stock').notNull().default(true),
    /** Units sold, for 'best selling' sorting. */
    salesCount: integer('sales_count').notNull().default(0),
    /** Search words of the title (Arabic and Latin), for ranking title matches above the rest. */
    titleWords: text('title_words').array().notNull().default(sql`'{}'::text[]`),
    /** Every search word of the product: title, brand names and aliases, category, tags, ingredients. */
    searchWords: text('search_words').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    index('products_price_idx').on(t.price),
    index('products_free_idx').on(t.isFree).where(sql`${t.isFree}`),
    index('products_search_words_idx').using('gin', t.searchWords),
    check('products_price_whole_dinars', sql`${t.price} >= 0`),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    compareAt: integer('compare_at'),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('variants_product_idx').on(t.productId),
    check('variants_stock_never_negative', sql`${t.stock} >= 0`),
    check('variants_price_nonnegative', sql`${t.price} >= 0`),
    check('variants_compare_at_above_price', sql`${t.compareAt} IS NULL OR ${t.compareAt} > ${t.price}`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * An active ingredient: its Arabic name (what a shopper reads first), its English name (searched, and in English
 * titles) and its INCI name, the Latin one printed on the pack (issue 24), shown second; null where it is the English.
 */
export const ingredients = pgTable('ingredients', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  inciName: text('inci_name'),
});

export const productIngredients = pgTable(
  'product_ingredients',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.ingredientId] }),
    index('product_ingredients_ing_idx').on(t.ingredientId),
  ],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

/** The collection kinds of spec §2's /collections routes. */
export const collectionKind = pgEnum('collection_kind', [
  'body',
  'hair',
  'brands',
  'category',
  'guarantee',
  'ingredients',
  'partner',
  'productsList',
  'allProducts',
]);

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    kind: collectionKind('kind').notNull(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path'),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id').references(() => categories.id),
    ingredientId: integer('ingredient_id').references(() => ingredients.id),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('collections_kind_idx').on(t.kind, t.sortOrder)],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('collection_products_product_idx').on(t.productId),
  ],
);

/**
 * The search vocabulary: every distinct search word of the catalogue with how many products carry it. Keywords
 * are corrected (typos) and completed (prefixes) against this small table before products are matched.
 */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
  docCount: integer('doc_count').notNull(),
});

/**
 * One row per search, for most_search. Written in batches, off the request path. `searcher` is a keyed hash of the
 * searcher's network (never the address itself), so the list counts people rather than requests; `known` says every
 * word of the search is a word of the catalogue, the only searches the public list may show.
 */
export const searchLog = pgTable(
  'search_log',
  {
    id: serial('id').primaryKey(),
    keyword: text('keyword').notNull(),
    normalized: text('normalized').notNull(),
    resultsCount: integer('results_count').notNull(),
    searcher: text('searcher'),
    known: boolean('known').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_log_created_idx').on(t.createdAt)],
);
