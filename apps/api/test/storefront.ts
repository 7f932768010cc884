import { STOREFRONT_TOKEN_HEADER } from '@wb/contract';
import type { LightMyRequestResponse } from 'fastify';
import { DEV_STOREFRONT_ACCESS_TOKEN } from '../src/config';
import type { TestStore } from './harness';

/** What the content service's tests share: a query as a Shopify client sends it (the token, no app key). */

export const GRAPHQL_URL = '/api/v2/storefront/graphql.json';
export const tokenHeader = { [STOREFRONT_TOKEN_HEADER]: DEV_STOREFRONT_ACCESS_TOKEN };

export interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } & Record<string, unknown> }>;
}

/** POSTs a query with the storefront token (and no X-App-Key, which a Shopify client never sends). */
export function graphqlCall(
  store: TestStore,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = tokenHeader,
): Promise<LightMyRequestResponse> {
  return store.app.inject({
    method: 'POST',
    url: GRAPHQL_URL,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(variables ? { query, variables } : { query }),
  });
}

/** The `data` of a query that must succeed. */
export async function graphqlData<T = Record<string, unknown>>(
  store: TestStore,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await graphqlCall(store, query, variables);
  const body = response.json() as GraphqlBody;
  if (response.statusCode !== 200 || body.errors) throw new Error(`query failed: ${response.body}`);
  return body.data as T;
}

/** The codes of a GraphQL answer's errors. */
export const errorCodesOf = (response: LightMyRequestResponse) =>
  ((response.json() as GraphqlBody).errors ?? []).map((error) => error.extensions?.code);
