import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { collections } from './catalog';
import { at } from './columns';

/**
 * The storefront content service (issue 15): blog articles, the store's content pages and campaign (landing) pages,
 * written at the staff desk and read by the web through a GraphQL endpoint shaped like Shopify's Storefront API.
 * HTML is stored as the desk's sanitiser left it (the API cleans on write); what is stored is what is answered.
 */

export const articleStatus = pgEnum('article_status', ['draft', 'published']);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** Latin letters, digits and hyphens; the article's name in its Shopify handle. */
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    /** Plain text, shown on cards; empty: the start of the body stands in. */
    excerpt: text('excerpt').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    /** `/media/…` (the store's own) or an http(s) address. */
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: articleStatus('status').notNull().default('draft'),
    /** Set on the first publication and kept (the date shoppers read), also while unpublished. */
    publishedAt: at('published_at'),
    author: text('author').notNull(),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_handle_key').on(t.handle),
    // The storefront's list: published articles, newest first (keyset paging on published_at, id).
    index('articles_published_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'published'`),
    check('articles_published_has_date', sql`${t.status} = 'draft' OR ${t.publishedAt} IS NOT NULL`),
  ],
);

/**
 * The store's content pages (about, our story, privacy, terms, the guarantee …), with the fixed ids of the contract's
 * CONTENT_PAGES: the web asks `page(id:)`, so the desk edits them but never creates or deletes one.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: integer('id').primaryKey(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    /** Plain text: the page's summary (meta description, cards). */
    bodySummary: text('body_summary').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_pages_handle_key').on(t.handle)],
);

/** A campaign page (`/landing/[slug]`): a hero, a collection of products, a code; shown while published and in its dates. */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    heroTitle: text('hero_title').notNull(),
    heroText: text('hero_text').notNull().default(''),
    heroImageUrl: text('hero_image_url'),
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    /** A discount code as shoppers type it (upper-case), offered on the page. */
    code: text('code'),
    published: boolean('published').notNull().default(false),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('landing_pages_slug_key').on(t.slug),
    check(
      'landing_pages_dates_in_order',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);
