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

/** `data` of the three named queries, for clients that type their answers. */
export const articlesQueryData = z.object({
  articles: z.object({ edges: z.array(z.object({ node: storefrontArticle })) }),
});
export const articleQueryData = z.object({ article: storefrontArticle.nullable() });
export const pageQueryData = z.object({ page: storefrontPage.nullable() });
