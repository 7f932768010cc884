import { z } from 'zod';
import { envelope, messageOnly, paged } from '../common';
import { defineRoute, type RouteFailure } from '../route';
import * as table from '../route-table';
import {
  adminArticle,
  adminArticleBody,
  adminArticleSummary,
  adminArticlesQuery,
  adminContentPage,
  adminContentPageBody,
  adminLanding,
  adminLandingBody,
} from '../schemas/admin-content';
import { idParams } from '../schemas/fields';

/**
 * The staff desk's content (issue 15, admins only): blog articles, the fixed content pages and campaign pages. Every
 * write is audited, and once it commits the storefront is told which cached content to drop (a job posts the cache
 * tags to the web's revalidation address).
 */
const tag = 'مكتب الموظفين: المحتوى';
const access = ['admin'] as const;
const write = { rateLimited: true, idempotent: true, access, tag } as const;

const articleMissing: RouteFailure = { code: 'article.not_found', when: 'No article with this id.' };
const handleTaken: RouteFailure = { code: 'article.handle_taken', when: 'Another article has this handle.' };
const pageMissing: RouteFailure = { code: 'content_page.not_found', when: 'No content page with this id.' };
const landingMissing: RouteFailure = { code: 'landing.not_found', when: 'No campaign page with this id.' };
const landingRefs: RouteFailure[] = [
  { code: 'landing.slug_taken', when: 'Another campaign page has this slug.' },
  { code: 'reference.unknown', field: 'collection_id', when: 'collection_id is not a collection.' },
  { code: 'reference.unknown', field: 'code', when: 'code is not a discount code.' },
];

// ── Articles

export const adminArticlesRoute = defineRoute(table.adminArticlesList, {
  tag,
  summary: 'Articles, drafts and published, newest change first; by status, searched by title or handle.',
  query: adminArticlesQuery,
  response: paged(adminArticleSummary),
});

export const adminArticleRoute = defineRoute(table.adminArticlesGet, {
  tag,
  summary: 'One article with its HTML as stored (cleaned).',
  params: idParams,
  response: envelope(adminArticle),
  failures: [articleMissing],
});

export const adminArticleCreateRoute = defineRoute(table.adminArticlesCreate, {
  ...write,
  summary: 'Write an article, as a draft; its HTML is cleaned before it is stored.',
  body: adminArticleBody,
  response: envelope(adminArticle),
  successMessage: 'articleCreated',
  failures: [handleTaken],
});

export const adminArticleUpdateRoute = defineRoute(table.adminArticlesUpdate, {
  ...write,
  summary: 'Change an article (every field, as on create); a published one changes in the store at once.',
  params: idParams,
  body: adminArticleBody,
  response: envelope(adminArticle),
  successMessage: 'saved',
  failures: [articleMissing, handleTaken],
});

export const adminArticlePublishRoute = defineRoute(table.adminArticlesPublish, {
  ...write,
  summary: 'Publish an article: the blog lists it, dated by its first publication.',
  params: idParams,
  response: envelope(adminArticle),
  successMessage: 'articlePublished',
  failures: [articleMissing],
});

export const adminArticleUnpublishRoute = defineRoute(table.adminArticlesUnpublish, {
  ...write,
  summary: 'Take an article back to the drafts: it leaves the blog at once.',
  params: idParams,
  response: envelope(adminArticle),
  successMessage: 'articleUnpublished',
  failures: [articleMissing],
});

export const adminArticleDeleteRoute = defineRoute(table.adminArticlesDelete, {
  ...write,
  summary: 'Delete an article (the audit log keeps what it was).',
  params: idParams,
  response: messageOnly,
  successMessage: 'articleDeleted',
  failures: [articleMissing],
});

// ── Content pages (fixed: edited, never created or deleted)

export const adminContentPagesRoute = defineRoute(table.adminContentPagesList, {
  tag,
  summary: "The store's content pages (about, our story, privacy, terms, the guarantee …), in the store's order.",
  response: envelope(z.array(adminContentPage)),
});

export const adminContentPageRoute = defineRoute(table.adminContentPagesGet, {
  tag,
  summary: 'One content page with its HTML as stored (cleaned).',
  params: idParams,
  response: envelope(adminContentPage),
  failures: [pageMissing],
});

export const adminContentPageUpdateRoute = defineRoute(table.adminContentPagesUpdate, {
  ...write,
  summary: "Change a content page's title, text and summary; its id and address stay.",
  params: idParams,
  body: adminContentPageBody,
  response: envelope(adminContentPage),
  successMessage: 'saved',
  failures: [pageMissing],
});

// ── Campaign pages

export const adminLandingsRoute = defineRoute(table.adminLandingsList, {
  tag,
  summary: 'Every campaign page, live or not, newest first.',
  response: envelope(z.array(adminLanding)),
});

export const adminLandingRoute = defineRoute(table.adminLandingsGet, {
  tag,
  summary: 'One campaign page.',
  params: idParams,
  response: envelope(adminLanding),
  failures: [landingMissing],
});

export const adminLandingCreateRoute = defineRoute(table.adminLandingsCreate, {
  ...write,
  summary: 'Create a campaign page (/landing/{slug}): a hero, a collection, a code, its dates.',
  body: adminLandingBody,
  response: envelope(adminLanding),
  successMessage: 'landingCreated',
  failures: landingRefs,
});

export const adminLandingUpdateRoute = defineRoute(table.adminLandingsUpdate, {
  ...write,
  summary: 'Change a campaign page (every field, as on create).',
  params: idParams,
  body: adminLandingBody,
  response: envelope(adminLanding),
  successMessage: 'saved',
  failures: [landingMissing, ...landingRefs],
});

export const adminLandingDeleteRoute = defineRoute(table.adminLandingsDelete, {
  ...write,
  summary: 'Delete a campaign page (the audit log keeps what it was).',
  params: idParams,
  response: messageOnly,
  successMessage: 'landingDeleted',
  failures: [landingMissing],
});
