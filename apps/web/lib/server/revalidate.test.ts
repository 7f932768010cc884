import { REVALIDATE_HEADER, REVALIDATE_PATH } from '@wb/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleRevalidate, MAX_REVALIDATE_TAGS } from './revalidate';

const SECRET = 'test-revalidate-secret';

function post(body: unknown, secret: string | null = SECRET): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (secret !== null) headers[REVALIDATE_HEADER] = secret;
  return new Request(`http://localhost${REVALIDATE_PATH}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function call(request: Request) {
  const dropped: string[] = [];
  const response = await handleRevalidate(request, (tag) => dropped.push(tag), SECRET);
  return { status: response.status, body: await response.json(), dropped };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/revalidate', () => {
  it('drops each content tag it is given, once', async () => {
    const tags = ['content:articles', 'content:article:12', 'content:page:7', 'content:landing:ramadan-2026'];
    const result = await call(post({ tags: [...tags, 'content:article:12'] }));
    expect(result).toEqual({ status: 200, body: { revalidated: tags }, dropped: tags });
  });

  it.each([
    ['no secret', null],
    ['a wrong secret', 'wb-dev-revalidate'],
    ['a secret of another length', `${SECRET}x`],
  ])('refuses a call with %s (401) and drops nothing', async (_case, secret) => {
    const result = await call(post({ tags: ['content:articles'] }, secret));
    expect(result.status).toBe(401);
    expect(result.dropped).toEqual([]);
  });

  it.each([
    ['a tag that is not content', { tags: ['content:articles', 'catalog:products'] }],
    ['a malformed content tag', { tags: ['content:article:abc'] }],
    ['no tags', { tags: [] }],
    ['too many tags', { tags: Array.from({ length: MAX_REVALIDATE_TAGS + 1 }, (_, i) => `content:article:${i}`) }],
    ['a body that is not JSON', '{tags'],
  ])('refuses %s (422) and drops nothing', async (_case, body) => {
    const result = await call(post(body));
    expect(result.status).toBe(422);
    expect(result.dropped).toEqual([]);
  });

  it('uses the development secret when none is configured', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    const dropped: string[] = [];
    const response = await handleRevalidate(post({ tags: ['content:articles'] }, 'wb-dev-revalidate'), (tag) =>
      dropped.push(tag),
    );
    expect(response.status).toBe(200);
    expect(dropped).toEqual(['content:articles']);
  });
});
