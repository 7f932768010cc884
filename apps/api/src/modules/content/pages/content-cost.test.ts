import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../../test/harness';
import { type GraphqlBody, graphqlCall } from '../../../../test/storefront';
import { GRAPHQL_LIMITS } from './graphql/limits';

/**
 * What one query costs the API's process, past the limits a query is checked against (hostile-graphql.test.ts):
 * turning an article's HTML into text is the expensive part of an answer, and runs while nothing else can. Asking for
 * `content` under every alias the limit lets through must not multiply it: each article's text is made once.
 */
let store: TestStore;
const ARTICLES = 240;
beforeAll(async () => {
  store = await startTestStore();
  // A long blog: each article a few thousand words, no excerpt of its own (the text is its excerpt).
  const body = `<h2>عنوان</h2>${'<p>المرطب خطوة أساسية لكل بشرة، والفرق في القوام والمكونات. </p>'.repeat(300)}`;
  await store.database.rows(sql`
    insert into articles (handle, title, excerpt, body_html, status, published_at, author)
    select 'long-' || g, 'مقال طويل ' || g, '', ${body}, 'published', now(), 'فريق'
    from generate_series(1, ${ARTICLES}) g`);
}, 60_000);
afterAll(() => store?.close());

async function timed(fields: string) {
  const started = performance.now();
  const response = await graphqlCall(store, `query ($n: Int) { articles(first: $n) { nodes { ${fields} } } }`, {
    n: GRAPHQL_LIMITS.maxPageSize,
  });
  expect((response.json() as GraphqlBody).errors).toBeUndefined();
  return performance.now() - started;
}

describe('an article’s text', () => {
  it(`is made once per article, however many of the ${GRAPHQL_LIMITS.maxAliases} aliases ask for it`, async () => {
    const copies = Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => `c${i}: content(truncateAt: ${i + 1})`);
    await timed('content'); // warm
    const once = await timed('content excerpt');
    const fifteen = await timed(copies.join(' '));
    // Made once each, fifteen copies cost about what one does; made per copy, they cost several times more.
    expect(fifteen).toBeLessThan(once * 2.5);
  }, 60_000);
});
