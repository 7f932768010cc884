import { z } from 'zod';
import { boolParam, idParam, limitParam, pageParam, text } from '../common';
import { messages } from '../messages';
import { baghdadDay } from './admin';
import { adminCodeText, clearable } from './admin-promotions';
import { blankable, imagePathText, timestamp } from './fields';
import { landingPage, landingSlug } from './storefront';

/**
 * The staff desk's content (issue 15, admins): blog articles, the store's fixed content pages and campaign pages —
 * what the storefront content service answers. HTML is cleaned on write (ARTICLE_HTML_POLICY, images only from the
 * store's /media/ or over http(s)); what the desk reads back is the cleaned HTML, exactly what shoppers get.
 */

/** The most HTML an article or page may hold: a long guide is some 30 KB. */
export const CONTENT_HTML_MAX = 200_000;

/** An article's address part: Latin lower-case letters, digits and hyphens (`retinol-for-beginners`). */
export const articleHandle = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/, { error: messages.handleFormat });

/** A picture of an article or a campaign: one of the store's own (/media/…) or an http(s) address. */
export const contentImage = imagePathText.refine((path) => /^(\/media\/|https?:\/\/)\S+$/.test(path), {
  error: messages.contentImageFormat,
});

const contentHtml = z.string().max(CONTENT_HTML_MAX);

export const articleStatus = z.enum(['draft', 'published']);
export type ArticleStatus = z.infer<typeof articleStatus>;

export const adminArticlesQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  status: blankable(articleStatus),
  q: blankable(text(100)).describe('A part of the title or the handle'),
});
export type AdminArticlesQuery = z.infer<typeof adminArticlesQuery>;

export const adminArticleBody = z.object({
  title: text(200).min(1),
  handle: clearable(articleHandle).describe('Absent: made from the title when it is Latin, else article-{id}'),
  excerpt: text(600).default('').describe('Plain text for cards; empty: the start of the body'),
  body_html: contentHtml.default(''),
  image_url: clearable(contentImage),
  image_alt: clearable(text(200)),
  tags: z
    .array(text(40).min(1))
    .max(20)
    .refine((tags) => new Set(tags).size === tags.length, { error: messages.listHasDuplicates })
    .default([]),
  author: clearable(text(100)).describe('Absent: the store’s pharmacists'),
  seo_title: clearable(text(120)),
  seo_description: clearable(text(320)),
});
export type AdminArticleBody = z.infer<typeof adminArticleBody>;

/** An article as a row of the desk's list. */
export const adminArticleSummary = z.object({
  id: z.number().int(),
  gid: z.string().describe('Its Storefront API id, gid://shopify/Article/{id}'),
  handle: z.string(),
  title: z.string(),
  status: articleStatus,
  published_at: timestamp.nullable().describe('First publication; kept while unpublished'),
  author: z.string(),
  tags: z.array(z.string()),
  image_url: z.string().nullable(),
  updated_at: timestamp,
});
export type AdminArticleSummary = z.infer<typeof adminArticleSummary>;

export const adminArticle = adminArticleSummary.extend({
  excerpt: z.string(),
  body_html: z.string().describe('As cleaned on write: what the storefront answers'),
  image_alt: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  online_store_url: z.string().describe('Its page in the store'),
  created_at: timestamp,
});
export type AdminArticle = z.infer<typeof adminArticle>;

/** A content page: fixed id and handle (the contract's CONTENT_PAGES), editable title and text. */
export const adminContentPage = z.object({
  id: z.number().int(),
  gid: z.string(),
  handle: z.string(),
  path: z.string().describe('Its address in the store'),
  title: z.string(),
  body_html: z.string(),
  body_summary: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminContentPage = z.infer<typeof adminContentPage>;

export const adminContentPageBody = z.object({
  title: text(200).min(1),
  body_html: contentHtml,
  body_summary: text(500).default(''),
});
export type AdminContentPageBody = z.infer<typeof adminContentPageBody>;

export const adminLandingBody = z
  .object({
    slug: landingSlug.describe('The page is /landing/{slug}'),
    title: text(150).min(1),
    hero_title: text(150).min(1),
    hero_text: text(600).default(''),
    hero_image_url: clearable(contentImage),
    collection_id: clearable(idParam).describe('The products shown'),
    code: clearable(adminCodeText).describe('A discount code the page offers (it must exist)'),
    published: boolParam.default(false),
    starts_on: clearable(baghdadDay).describe('First Baghdad day it shows (YYYY-MM-DD); absent: at once'),
    ends_on: clearable(baghdadDay).describe('Last Baghdad day it shows, inclusive; absent: no end'),
  })
  .superRefine((body, ctx) => {
    if (body.starts_on && body.ends_on && body.ends_on < body.starts_on) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: messages.endBeforeStart });
    }
  });
export type AdminLandingBody = z.infer<typeof adminLandingBody>;

export const adminLanding = landingPage.extend({
  id: z.number().int(),
  published: z.boolean(),
  starts_on: baghdadDay.nullable(),
  ends_on: baghdadDay.nullable(),
  collection_title: z.string().nullable(),
  /** Whether shoppers see it now: published, and today within its dates. */
  live: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminLanding = z.infer<typeof adminLanding>;
