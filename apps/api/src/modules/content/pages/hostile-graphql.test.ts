import { messages } from '@wb/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../../test/harness';
import { errorCodesOf, GRAPHQL_URL, type GraphqlBody, graphqlCall, tokenHeader } from '../../../../test/storefront';
import { GRAPHQL_LIMITS } from './graphql/limits';

/**
 * Hostile queries to the content service (issue 15): each is refused with a GraphQL error — never a 500, never a
 * stalled process — and the server answers the next ordinary query as usual.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const ORDINARY = '{ articles(first: 2) { nodes { id title } } }';

afterEach(async () => {
  const response = await graphqlCall(store, ORDINARY);
  expect(response.statusCode).toBe(200);
  expect((response.json() as GraphqlBody).data?.articles).toBeTruthy();
});

/**
 * Sends the query: refused with a GraphQL error of `code`, no data. How quickly is measured by `npm run bench`
 * (bench/graphql.ts), not asserted here: a busy machine is not a failed refusal.
 */
async function refused(query: string, code: string, variables?: Record<string, unknown>) {
  const response = await graphqlCall(store, query, variables);
  expect(response.statusCode).toBe(200);
  expect(errorCodesOf(response)).toContain(code);
  const body = response.json() as GraphqlBody;
  expect(body.data ?? null).toBeNull();
  return response;
}

const nested = (depth: number) => `${'ofType { '.repeat(depth)}name${' }'.repeat(depth)}`;

describe('depth', () => {
  it('refuses introspection nested 30 deep', async () => {
    const response = await refused(`{ __schema { types { ${nested(30)} } } }`, 'MAX_DEPTH_EXCEEDED');
    expect((response.json() as GraphqlBody).errors?.[0]?.message).toBe(
      messages.graphqlTooDeep.replace('{max}', String(GRAPHQL_LIMITS.maxDepth)),
    );
  });

  it('refuses fan-out in introspection (fields of the types of fields …)', async () => {
    const fanOut =
      '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }';
    const response = await graphqlCall(store, fanOut);
    expect(response.statusCode).toBe(200);
    expect((response.json() as GraphqlBody).errors?.length).toBeGreaterThan(0);
    expect((response.json() as GraphqlBody).data ?? null).toBeNull();
  });

  it('still answers the standard introspection query a GraphQL tool sends', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const response = await graphqlCall(store, getIntrospectionQuery());
    expect(errorCodesOf(response)).toEqual([]);
    expect(JSON.stringify(response.json())).toContain('ArticleConnection');
  });
});

describe('aliases', () => {
  it('refuses 1,000 aliases (at the token limit, before anything runs)', async () => {
    const aliases = Array.from({ length: 1_000 }, (_, i) => `a${i.toString(36)}:page{id}`).join(' ');
    await refused(`{ ${aliases} }`, 'MAX_TOKENS_EXCEEDED');
  });

  it(`refuses ${GRAPHQL_LIMITS.maxAliases + 1} aliases of a cheap field`, async () => {
    const aliases = Array.from(
      { length: GRAPHQL_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: page(handle: "terms") { id }`,
    );
    await refused(`{ ${aliases.join(' ')} }`, 'MAX_ALIASES_EXCEEDED');
  });
});

describe('page sizes and cost', () => {
  it('refuses first: 100000, as a literal (before it runs) or in a variable (when it runs)', async () => {
    const response = await refused('{ articles(first: 100000) { nodes { id } } }', 'MAX_PAGE_SIZE_EXCEEDED');
    const said = (response.json() as GraphqlBody).errors?.map((error) => error.message);
    expect(said).toContain(messages.graphqlPageTooLarge.replace('{max}', '250'));
    await refused('query ($n: Int!) { articles(first: $n) { nodes { id } } }', 'MAX_PAGE_SIZE_EXCEEDED', {
      n: 100_000,
    });
  });

  it('answers first: 250 (Shopify’s cap), and refuses a query asking for more than 500 nodes in all', async () => {
    const full = await graphqlCall(store, '{ articles(first: 250) { nodes { id title contentHtml } } }');
    expect(errorCodesOf(full)).toEqual([]);
    const three =
      'query ($n: Int!) { a: articles(first: $n) { nodes { id } } b: articles(first: $n) { nodes { id } } c: pages(first: $n) { nodes { id } } }';
    await refused(three, 'MAX_NODES_EXCEEDED', { n: 250 });
  });

  it('refuses a query whose estimated cost is over the limit', async () => {
    const wide =
      'id title handle excerpt contentHtml content tags onlineStoreUrl publishedAt image { url altText } seo { title description }';
    const copies = ['a', 'b', 'c'].map(
      (alias) => `${alias}: articles(first: 250) { edges { cursor node { ${wide} } } }`,
    );
    await refused(`{ ${copies.join(' ')} }`, 'MAX_COST_EXCEEDED');
  });

  it('refuses a page without first or last, and a cursor that is not one of ours', async () => {
    await refused('{ articles { nodes { id } } }', 'BAD_USER_INPUT');
    await refused('{ articles(first: 2, after: "bm90LWEtY3Vyc29y") { nodes { id } } }', 'INVALID_CURSOR');
    const forged = Buffer.from(JSON.stringify(['ID', "1'; drop table articles; --", 1])).toString('base64url');
    await refused(`{ articles(first: 2, after: "${forged}") { nodes { id } } }`, 'INVALID_CURSOR');
  });

  it.each([
    ['an id past the integer column', 'ID', '9999999999'],
    ['a date that is no date', 'PUBLISHED_AT', '2026-02-30 10:00:00+00'],
    ['a time that is no time', 'UPDATED_AT', '2026-05-01 25:61:00+00'],
  ])('refuses a cursor edited to hold %s as its own error, not a failed query', async (_label, sortKey, value) => {
    const edited = Buffer.from(JSON.stringify([sortKey, value, 1])).toString('base64url');
    await refused(`{ articles(first: 2, sortKey: ${sortKey}, after: "${edited}") { nodes { id } } }`, 'INVALID_CURSOR');
    await refused(`{ articles(last: 2, sortKey: ${sortKey}, before: "${edited}") { nodes { id } } }`, 'INVALID_CURSOR');
  });
});

describe('tokens, fragments and malformed requests', () => {
  it('refuses a 50,000-token query (over the size a request may have) with GraphQL errors', async () => {
    const response = await graphqlCall(store, `{ ${'__typename '.repeat(50_000)}}`);
    expect(response.statusCode).toBe(422);
    const body = response.json() as GraphqlBody & { code: string };
    expect(body.errors?.[0]?.extensions?.code).toBe('request.invalid');
    expect(body.errors?.[0]?.message).toBe(messages.graphqlBadRequest);
  });

  it(`refuses a query of ${GRAPHQL_LIMITS.maxTokens * 5} tokens within the size limit at the token limit`, async () => {
    await refused(`{${' a'.repeat(GRAPHQL_LIMITS.maxTokens * 5)} }`, 'MAX_TOKENS_EXCEEDED');
  });

  it('refuses a fragment cycle', async () => {
    const cycle = `{ article(id: "gid://shopify/Article/1") { ...A } }
      fragment A on Article { title ...B }
      fragment B on Article { handle ...A }`;
    await refused(cycle, 'GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a query that does not parse, or names a field Shopify has and the store does not keep', async () => {
    await refused('{ articles(first: 1) { nodes { id }', 'GRAPHQL_PARSE_FAILED');
    await refused('{ shop { name } }', 'GRAPHQL_VALIDATION_FAILED');
  });

  it.each([
    ['broken JSON', '{"query":', 400, 'request.invalid_json'],
    ['JSON that is not a request', '[1, 2, 3]', 422, 'request.invalid'],
    ['no query', '{"variables":{}}', 422, 'request.invalid'],
    [
      'variables that are not an object',
      '{"query":"{ pages(first: 1) { nodes { id } } }","variables":"x"}',
      422,
      'request.invalid',
    ],
  ])('%s → %s with GraphQL errors', async (_label, payload, status, code) => {
    const response: LightMyRequestResponse = await store.app.inject({
      method: 'POST',
      url: GRAPHQL_URL,
      headers: { 'content-type': 'application/json', ...tokenHeader },
      payload,
    });
    expect(response.statusCode).toBe(status);
    const body = response.json() as GraphqlBody & { message: string };
    expect(body.errors?.[0]).toMatchObject({ message: body.message, extensions: { code } });
  });

  it('a variable of the wrong type is a GraphQL error, not a 500', async () => {
    const response = await graphqlCall(store, 'query ($n: Int!) { articles(first: $n) { nodes { id } } }', {
      n: 'many',
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as GraphqlBody).errors?.length).toBe(1);
  });
});
