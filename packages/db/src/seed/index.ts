/**
 * The seeder: writes the reference data and N generated products in batches, one statement per batch
 * (`json_to_recordset` for rows, `unnest` for links), inside one transaction, then rebuilds the search vocabulary.
 * Works the same on PGlite and PostgreSQL.
 */

import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { refreshSearchTerms } from '../search-index';
import { CollectionCollector } from './collection-collector';
import { contentPagesRows } from './content-pages';
import { articlesData } from './data/articles';
import { contentPagesData } from './data/content-pages';
import { inciNames } from './data/ingredients';
import { landingPagesData } from './data/landing-pages';
import { codesData, giftProgramsData } from './data/promotions';
import { CatalogueGenerator, type GeneratedProduct, startOfUtcDay } from './generate';
import { promotionRows } from './promotions';
import { quizRows } from './quiz';
import { reference } from './reference';
import { SEEDED_TABLES, SERIAL_TABLES } from './tables';

export { demoAccounts, describeDemoAccounts, seedDemoAccounts } from './accounts';
export { CollectionCollector } from './collection-collector';
export { linkProducts } from './content-pages';
export { anchorProducts } from './data/anchors';
export { type ArticleData, articlesData } from './data/articles';
export { brandsData } from './data/brands';
export { departments } from './data/categories';
export { contentPagesData } from './data/content-pages';
export { landingPagesData } from './data/landing-pages';
export type { Shape } from './data/product-types';
export { codesData, giftProgramsData, WELCOME_CREDIT } from './data/promotions';
export {
  CATALOGUE_AGE_DAYS,
  CatalogueGenerator,
  DEFAULT_SEED,
  type GeneratedImage,
  type GeneratedProduct,
  type GeneratedVariant,
  type GenerateOptions,
  generateProducts,
  IMAGE_SIZE,
  PRICE_MAX,
  PRICE_MIN,
  slugify,
  startOfUtcDay,
} from './generate';
export { brandLogoSvg, collectionImageSvg, popupImageSvg, productImageSvg, renderMedia } from './images';
export { hashSeed, Random } from './random';
export { MEDIA_VERSION, type Reference, reference } from './reference';
export { SEEDED_TABLES } from './tables';

export interface SeedOptions {
  /** How many products to generate (anchor products first). */
  products: number;
  seed?: number;
  /** Truncate the catalogue and content tables first (RESTART IDENTITY CASCADE). */
  reset?: boolean;
  /** Products per insert statement. */
  batchSize?: number;
  /** Timestamps are spread over the two years before this date; defaults to today (UTC midnight). */
  referenceDate?: Date;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedSummary {
  seed: number;
  brands: number;
  categories: number;
  ingredients: number;
  tags: number;
  products: number;
  variants: number;
  images: number;
  faqs: number;
  popups: number;
  cities: number;
  collections: number;
  collectionProducts: number;
  codes: number;
  giftPrograms: number;
  articles: number;
  contentPages: number;
  landingPages: number;
  elapsedMs: number;
}

interface Executor {
  execute(query: SQL): Promise<unknown>;
}

/** `insert into table (…) select … from json_to_recordset($1::json) as x(…)` for the given column types. */
function jsonInsert(table: string, columns: string, rows: readonly object[]): SQL {
  const names = columns
    .split(',')
    .map((column) => column.trim().split(/\s+/)[0])
    .join(', ');
  return sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(columns)})`;
}

const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

const PRODUCT_COLUMNS =
  'id int, handle text, title text, title_en text, description text, product_type text, brand_id int, category_id int, status product_status, is_free boolean, price int, compare_at int, in_stock boolean, sales_count int, title_words text[], search_words text[], created_at timestamptz, updated_at timestamptz';
const VARIANT_COLUMNS =
  'id int, product_id int, sku text, title text, price int, compare_at int, stock int, position int';
const IMAGE_COLUMNS = 'id int, product_id int, url text, alt text, width int, height int, position int';

/** One statement writing a batch of products with their variants, images, ingredients and tags. */
function productBatchStatement(batch: GeneratedProduct[]): SQL {
  const products = batch.map(({ variants, images, ingredient_ids, tag_ids, ...row }) => row);
  const variants = batch.flatMap((p) => p.variants);
  const images = batch.flatMap((p) => p.images);
  const ingredientProducts: number[] = [];
  const ingredientIds: number[] = [];
  const tagProducts: number[] = [];
  const tagIds: number[] = [];
  for (const p of batch) {
    for (const id of p.ingredient_ids) {
      ingredientProducts.push(p.id);
      ingredientIds.push(id);
    }
    for (const id of p.tag_ids) {
      tagProducts.push(p.id);
      tagIds.push(id);
    }
  }
  // Data-modifying CTEs run as one statement; the foreign keys are checked at its end, when the products exist.
  return sql`with
    p as (${jsonInsert('products', PRODUCT_COLUMNS, products)}),
    v as (${jsonInsert('variants', VARIANT_COLUMNS, variants)}),
    i as (${jsonInsert('product_images', IMAGE_COLUMNS, images)}),
    pi as (insert into product_ingredients (product_id, ingredient_id)
      select * from unnest(${intArray(ingredientProducts)}::int[], ${intArray(ingredientIds)}::int[])),
    pt as (insert into product_tags (product_id, tag_id)
      select * from unnest(${intArray(tagProducts)}::int[], ${intArray(tagIds)}::int[]))
    select 1`;
}

async function referenceRows(tx: Executor): Promise<void> {
  const ref = reference();
  await tx.execute(
    jsonInsert(
      'brands',
      'id int, slug text, name_ar text, name_en text, aliases text[], search_names text[], description text, logo_path text, country text, sort_order int',
      ref.brands.map((b, i) => ({
        id: b.id,
        slug: b.slug,
        name_ar: b.ar,
        name_en: b.en,
        aliases: b.aliases,
        search_names: b.searchNames,
        description: b.description,
        logo_path: b.logoPath,
        country: b.country,
        sort_order: i,
      })),
    ),
  );
  await tx.execute(
    jsonInsert(
      'categories',
      'id int, parent_id int, slug text, name_ar text, name_en text, sort_order int',
      ref.categories.map((c) => ({
        id: c.id,
        parent_id: c.parentId,
        slug: c.slug,
        name_ar: c.ar,
        name_en: c.en,
        sort_order: c.sortOrder,
      })),
    ),
  );
  await tx.execute(
    jsonInsert(
      'ingredients',
      'id int, slug text, name_ar text, name_en text, inci_name text',
      ref.ingredients.map((x) => ({
        id: x.id,
        slug: x.slug,
        name_ar: x.ar,
        name_en: x.en,
        inci_name: inciNames[x.slug] ?? null,
      })),
    ),
  );
  await tx.execute(
    jsonInsert(
      'tags',
      'id int, slug text, name text',
      ref.tags.map((t) => ({ id: t.id, slug: t.slug, name: t.name })),
    ),
  );
  await tx.execute(
    jsonInsert(
      'cities',
      'id int, name_ar text, name_en text, iso_code text, delivery_fee int, sort_order int',
      ref.cities.map((c) => ({
        id: c.id,
        name_ar: c.ar,
        name_en: c.en,
        iso_code: c.iso,
        delivery_fee: c.fee,
        sort_order: c.sortOrder,
      })),
    ),
  );
  await tx.execute(
    jsonInsert(
      'faqs',
      'id int, question text, answer text, position int',
      ref.faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer, position: f.position })),
    ),
  );
  await tx.execute(sql`insert into settings (key, value) values ('global', ${JSON.stringify(ref.settings)}::jsonb)`);
}

async function collectionAndPopupRows(tx: Executor, collector: CollectionCollector, createdAt: Date): Promise<number> {
  const ref = reference();
  await tx.execute(
    jsonInsert(
      'collections',
      'id int, kind collection_kind, slug text, title text, description text, image_path text, brand_id int, category_id int, ingredient_id int, featured boolean, sort_order int',
      ref.collections.map((c) => ({
        id: c.id,
        kind: c.kind,
        slug: c.slug,
        title: c.title,
        description: c.description,
        image_path: c.imagePath,
        brand_id: c.brandId,
        category_id: c.categoryId,
        ingredient_id: c.ingredientId,
        featured: c.featured,
        sort_order: c.sortOrder,
      })),
    ),
  );
  const members = collector.rows();
  if (members.length > 0) {
    await tx.execute(
      sql`insert into collection_products (collection_id, product_id, position)
        select * from unnest(${intArray(members.map((m) => m.collection_id))}::int[],
          ${intArray(members.map((m) => m.product_id))}::int[], ${intArray(members.map((m) => m.position))}::int[])`,
    );
  }
  await tx.execute(
    jsonInsert(
      'popups',
      'id int, title text, description text, pages text[], status boolean, collection_id int, content_type popup_content_type, image_path text, button_text text, button_link text, closeable boolean, show_time int, reshow_time int, created_at timestamptz',
      ref.popups.map((p) => ({
        id: p.id,
        title: p.title,
        description: p.description,
        pages: p.pages,
        status: p.status,
        collection_id: p.collectionId,
        content_type: p.contentType,
        image_path: p.imagePath,
        button_text: p.buttonText,
        button_link: p.buttonLink ?? null,
        closeable: p.closeable,
        show_time: p.showTime,
        reshow_time: p.reshowTime,
        created_at: new Date(createdAt.getTime() - p.id * 86_400_000).toISOString(),
      })),
    ),
  );
  return members.length;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Seeds an empty, migrated database with the reference data and `products` generated products. Throws when the
 * catalogue already has rows, unless `reset` truncates the seeded tables first.
 */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const referenceDate = options.referenceDate ?? startOfUtcDay();
  const generator = new CatalogueGenerator({
    products: options.products,
    referenceDate,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  const ref = generator.ref;
  const total = generator.total;
  const batchSize = Math.max(1, options.batchSize ?? 2_000);
  const collector = new CollectionCollector(ref);
  let variants = 0;
  let images = 0;
  let collectionProducts = 0;

  await database.db.transaction(async (tx) => {
    if (options.reset) {
      await tx.execute(sql.raw(`truncate table ${SEEDED_TABLES.join(', ')} restart identity cascade`));
    } else {
      const result = (await tx.execute(
        sql`select (select count(*) from products)::int as products, (select count(*) from brands)::int as brands`,
      )) as unknown as { rows: Array<{ products: number; brands: number }> };
      const existing = result.rows[0];
      if (existing && (existing.products > 0 || existing.brands > 0)) {
        throw new Error(
          `The catalogue is not empty (${existing.products} products, ${existing.brands} brands). ` +
            'Seed an empty database, or pass reset: true (--reset) to truncate the catalogue and content tables first.',
        );
      }
    }
    await referenceRows(tx);
    options.onProgress?.(0, total);

    // Generate the next batch while the database writes the previous one.
    let pending: Promise<void> | null = null;
    let failure: unknown = null;
    while (generator.hasNext()) {
      const batch: GeneratedProduct[] = [];
      while (batch.length < batchSize && generator.hasNext()) {
        const product = generator.next();
        batch.push(product);
        collector.add(product);
        variants += product.variants.length;
        images += product.images.length;
        if (pending && batch.length % 250 === 0) await yieldToEventLoop();
      }
      if (pending) await pending;
      if (failure) throw failure;
      const done = generator.generated;
      pending = tx.execute(productBatchStatement(batch)).then(
        () => options.onProgress?.(done, total),
        (error: unknown) => {
          failure = error;
        },
      );
    }
    if (pending) await pending;
    if (failure) throw failure;

    collectionProducts = await collectionAndPopupRows(tx, collector, referenceDate);
    await promotionRows(tx, referenceDate);
    await contentPagesRows(tx, referenceDate);
    await quizRows(tx);
    for (const table of SERIAL_TABLES) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        ),
      );
    }
  });

  await refreshSearchTerms(database);
  await database.rows(
    sql.raw(
      'analyze brands, categories, products, variants, product_images, product_ingredients, product_tags, collections, collection_products, search_terms',
    ),
  );

  return {
    seed: generator.seed,
    brands: ref.brands.length,
    categories: ref.categories.length,
    ingredients: ref.ingredients.length,
    tags: ref.tags.length,
    products: total,
    variants,
    images,
    faqs: ref.faqs.length,
    popups: ref.popups.length,
    cities: ref.cities.length,
    collections: ref.collections.length,
    collectionProducts,
    codes: codesData.length,
    giftPrograms: giftProgramsData.length,
    articles: articlesData.length,
    contentPages: contentPagesData.length,
    landingPages: landingPagesData.length,
    elapsedMs: Math.round(performance.now() - started),
  };
}
