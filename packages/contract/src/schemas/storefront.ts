import { z } from 'zod';
import { text } from '../common';

/**
 * The storefront content service (spec §7, DESIGN): a GraphQL endpoint shaped like the Shopify Storefront API, so
 * the web can be pointed at a real Shopify storefront by configuration alone. It answers the three queries the
 * spec names: blog articles (first 10), article by id, page by id.
 */
export const graphqlRequest = z.object({
  query: z.string().min(1).max(20_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: text(100).nullish(),
});

export const graphqlError = z.object({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number().int()])).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

export const graphqlResponse = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(graphqlError).optional(),
});

/** Spec §3 Articles: id, title, image url, contentHtml, onlineStoreUrl. */
export const storefrontArticle = z.object({
  id: z.string().describe('Global id, e.g. gid://shopify/Article/1'),
  title: z.string(),
  image: z.object({ url: z.string() }).nullable(),
  contentHtml: z.string(),
  onlineStoreUrl: z.string().nullable(),
});
export type StorefrontArticle = z.infer<typeof storefrontArticle>;

/** Spec §3 Content page: id, title, body, bodySummary, createdAt. */
export const storefrontPage = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  bodySummary: z.string(),
  createdAt: z.string(),
});
export type StorefrontPage = z.infer<typeof storefrontPage>;

/** Shopify's `Image` as the query documents ask for it (`altText`, `width` and `height` are nullable there). */
export const storefrontImage = z.object({
  url: z.string(),
  altText: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** An article with every field `ARTICLE_QUERY` / `ARTICLES_QUERY` select (content-service.ts). */
export const storefrontArticleNode = storefrontArticle.extend({
  handle: z.string(),
  publishedAt: z.string().describe('ISO 8601, e.g. 2026-03-05T09:00:00Z'),
  excerpt: z.string().nullable(),
  tags: z.array(z.string()),
  image: storefrontImage.nullable(),
});
export type StorefrontArticleNode = z.infer<typeof storefrontArticleNode>;

/** A page with every field `PAGE_QUERY` selects. */
export const storefrontPageNode = storefrontPage.extend({ handle: z.string(), updatedAt: z.string() });
export type StorefrontPageNode = z.infer<typeof storefrontPageNode>;

/** Relay paging as Shopify answers it; `endCursor` is null on an empty page. */
export const storefrontPageInfo = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() });
export type StorefrontPageInfo = z.infer<typeof storefrontPageInfo>;

/** `data` of the three named queries, for clients that type their answers. */
export const articlesQueryData = z.object({
  articles: z.object({
    edges: z.array(z.object({ cursor: z.string(), node: storefrontArticleNode })),
    pageInfo: storefrontPageInfo,
  }),
});
export const articleQueryData = z.object({ article: storefrontArticleNode.nullable() });
export const pageQueryData = z.object({ page: storefrontPageNode.nullable() });
export type ArticlesQueryData = z.infer<typeof articlesQueryData>;

/** A campaign page's address: lower-case Latin letters, digits and hyphens (`ramadan-2026`). */
export const landingSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/);
export const landingParams = z.object({ slug: landingSlug });

/**
 * A campaign page (`/landing/[slug]`, issue 15), written in the staff desk: a hero, one collection of products and,
 * when the campaign has one, a discount code to copy. Only published pages inside their dates are answered.
 */
export const landingPage = z.object({
  slug: z.string(),
  title: z.string(),
  hero_title: z.string(),
  hero_text: z.string(),
  hero_image_url: z.string().nullable(),
  /** The products shown: a collection's id (read with the collection listing call). */
  collection_id: z.number().int().nullable(),
  /** A discount code the campaign offers, as the shopper types it at checkout. */
  code: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type LandingPage = z.infer<typeof landingPage>;
