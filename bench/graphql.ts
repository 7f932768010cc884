/**
 * The content service's answers to hostile GraphQL, timed on the running API (issue 15's "refused quickly"): the
 * tests check that each is refused with its code and the next query answered (hostile-graphql.test.ts); how long a
 * refusal takes depends on the machine, so it is measured here, where a slow answer is a number, not a failed test.
 * Also what asking for an article's text under every alias costs against asking once (made once per article:
 * nodes.test.ts counts it).
 */
import { STOREFRONT_TOKEN_HEADER } from '@wb/contract';
import { DEV_STOREFRONT_ACCESS_TOKEN } from '../apps/api/src/config';
import { GRAPHQL_LIMITS } from '../apps/api/src/modules/content/pages/graphql/limits';

const GRAPHQL_PATH = '/api/v2/storefront/graphql.json';

const nested = (depth: number) => `${'ofType { '.repeat(depth)}name${' }'.repeat(depth)}`;
const wide =
  'id title handle excerpt contentHtml content tags onlineStoreUrl publishedAt image { url altText } seo { title description }';

/** One of each kind the limits refuse: depth, tokens, aliases, page size, node count, cost. */
const HOSTILE: Record<string, string> = {
  'introspection 30 deep': `{ __schema { types { ${nested(30)} } } }`,
  '1,000 aliases': `{ ${Array.from({ length: 1_000 }, (_, i) => `a${i.toString(36)}:page{id}`).join(' ')} }`,
  [`${GRAPHQL_LIMITS.maxAliases + 1} aliases`]: `{ ${Array.from(
    { length: GRAPHQL_LIMITS.maxAliases + 1 },
    (_, i) => `a${i}: page(handle: "terms") { id }`,
  ).join(' ')} }`,
  'first: 100000': '{ articles(first: 100000) { nodes { id } } }',
  'over the cost limit': `{ ${['a', 'b', 'c'].map((alias) => `${alias}: articles(first: 250) { edges { cursor node { ${wide} } } }`).join(' ')} }`,
  [`${GRAPHQL_LIMITS.maxTokens * 5} tokens`]: `{${' a'.repeat(GRAPHQL_LIMITS.maxTokens * 5)} }`,
};

async function timedQuery(baseUrl: string, query: string): Promise<{ ms: number; refused: boolean }> {
  const started = performance.now();
  const response = await fetch(baseUrl + GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [STOREFRONT_TOKEN_HEADER]: DEV_STOREFRONT_ACCESS_TOKEN },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  return { ms: Math.round(performance.now() - started), refused: (body.errors?.length ?? 0) > 0 };
}

export interface GraphqlCosts {
  /** Each hostile query's answer time, ms (slowest of three). */
  refusals: Record<string, number>;
  allRefused: boolean;
  /** ms for the articles' text once, and under every alias the limit lets through. */
  textOnceMs: number;
  textEveryAliasMs: number;
}

export async function benchGraphql(baseUrl: string): Promise<GraphqlCosts> {
  const refusals: Record<string, number> = {};
  let allRefused = true;
  for (const [name, query] of Object.entries(HOSTILE)) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await timedQuery(baseUrl, query));
    refusals[name] = Math.max(...runs.map((run) => run.ms));
    allRefused &&= runs.every((run) => run.refused);
  }
  const page = `first: ${GRAPHQL_LIMITS.maxPageSize}`;
  const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => `c${i}: content(truncateAt: ${i + 1})`);
  await timedQuery(baseUrl, `{ articles(${page}) { nodes { content } } }`); // warm
  const once = await timedQuery(baseUrl, `{ articles(${page}) { nodes { content excerpt } } }`);
  const every = await timedQuery(baseUrl, `{ articles(${page}) { nodes { ${aliases.join(' ')} } } }`);
  console.table(refusals);
  console.log(`article text: once ${once.ms} ms, under every alias ${every.ms} ms`);
  return { refusals, allRefused, textOnceMs: once.ms, textEveryAliasMs: every.ms };
}

/** The bench's targets for the figures above. */
export function graphqlTargets(costs: GraphqlCosts): Record<string, boolean> {
  return {
    'hostile GraphQL refused, each < 1 s': costs.allRefused && Object.values(costs.refusals).every((ms) => ms < 1000),
    'article text under every alias < 2.5 × once': costs.textEveryAliasMs < costs.textOnceMs * 2.5,
  };
}
