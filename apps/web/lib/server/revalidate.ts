import { timingSafeEqual } from 'node:crypto';
import { REVALIDATE_HEADER } from '@wb/contract';

/**
 * POST /api/revalidate (issue 15): the API's publish job tells this server which cached content to drop —
 * `{ "tags": ["content:article:12", "content:articles"] }` with the shared secret in REVALIDATE_HEADER (env
 * `REVALIDATE_SECRET` on both sides; development default `wb-dev-revalidate`). Only the contract's content tags are
 * accepted, so the secret opens nothing but the content cache. The handler is plain (the revalidation is passed in),
 * so its rules are tested without a Next server.
 */
export const DEFAULT_REVALIDATE_SECRET = 'wb-dev-revalidate';
/** The most tags one call may drop (a desk action names a few; a bulk republish the list and a page of articles). */
export const MAX_REVALIDATE_TAGS = 100;

/** `content:articles`, `content:article:<n>`, `content:page:<n>`, `content:landing:<slug>` (contentCacheTags). */
const CONTENT_TAG =
  /^content:(?:articles|article:\d{1,12}|page:\d{1,12}|landing:[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?)$/;

const noStore = { 'Cache-Control': 'no-store' };

function sameSecret(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function tagsOf(body: unknown): string[] | null {
  const tags = (body as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > MAX_REVALIDATE_TAGS) return null;
  return tags.every((tag): tag is string => typeof tag === 'string' && CONTENT_TAG.test(tag))
    ? [...new Set(tags)]
    : null;
}

export async function handleRevalidate(
  request: Request,
  revalidate: (tag: string) => void,
  secret = process.env.REVALIDATE_SECRET || DEFAULT_REVALIDATE_SECRET,
): Promise<Response> {
  if (!sameSecret(request.headers.get(REVALIDATE_HEADER), secret))
    return Response.json({ message: 'unauthorized' }, { status: 401, headers: noStore });
  const body: unknown = await request.json().catch(() => null);
  const tags = tagsOf(body);
  if (!tags)
    return Response.json(
      { message: `tags: 1 to ${MAX_REVALIDATE_TAGS} content cache tags` },
      { status: 422, headers: noStore },
    );
  for (const tag of tags) revalidate(tag);
  return Response.json({ revalidated: tags }, { headers: noStore });
}
