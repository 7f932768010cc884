import { messages } from '@wb/contract';
import type { FastifyBaseLogger } from 'fastify';
import {
  buildSchema,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLFormattedError,
  specifiedRules,
  validate,
} from 'graphql';
import { armorRules, GRAPHQL_LIMITS, parseLimited, storefrontError } from './limits';
import { STOREFRONT_SDL } from './sdl';

const schema = buildSchema(STOREFRONT_SDL);
const rules = [...specifiedRules, ...armorRules];

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown> | null | undefined;
  operationName?: string | null | undefined;
}

/** The answer's body, as GraphQL over HTTP sends it: `data` once execution started, `errors` when there are any. */
export interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: GraphQLFormattedError[];
}

const failed = (...errors: GraphQLError[]): GraphqlAnswer => ({ errors: errors.map((error) => error.toJSON()) });

function validationErrors(errors: readonly GraphQLError[]): GraphQLError[] {
  // Armor's errors carry their own code; graphql-js's own rules' errors are plain validation failures.
  return errors.map((error) =>
    error.extensions.code
      ? error
      : new GraphQLError(error.message, {
          nodes: error.nodes ?? null,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
  );
}

/** Rejects after `ms` unless the work settles first (its result is then dropped, its queries finish on their own). */
function within<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs one query of the content service: parsed under the token limit, validated by graphql-js's rules and GraphQL
 * Armor's (depth, aliases, cost), executed with `rootValue` within the time limit. Every failure is a GraphQL error
 * in the answer (graphql-js already turns a resolver's throw into one), never an exception.
 */
export async function runStorefrontQuery(
  request: GraphqlRequest,
  rootValue: unknown,
  log?: FastifyBaseLogger,
): Promise<GraphqlAnswer> {
  const document = parseLimited(request.query);
  if (document instanceof GraphQLError) return failed(document);
  const errors = validate(schema, document, rules, { maxErrors: 25 });
  if (errors.length > 0) return failed(...validationErrors(errors));
  const result = await within(
    Promise.resolve(
      execute({
        schema,
        document,
        rootValue,
        variableValues: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
      }),
    ),
    GRAPHQL_LIMITS.timeoutMs,
  );
  if (result === 'timeout') return failed(storefrontError('TIMEOUT', messages.graphqlTimeout));
  return formatted(result, log);
}

function formatted(result: ExecutionResult, log?: FastifyBaseLogger): GraphqlAnswer {
  const answer: GraphqlAnswer = { data: (result.data as Record<string, unknown> | null | undefined) ?? null };
  if (result.errors?.length) {
    answer.errors = result.errors.map((error) => {
      // A resolver's own failure (a database error) is reported without its details, which the log keeps.
      if (error.originalError && error.originalError.name !== 'GraphQLError') {
        log?.error({ err: error.originalError, path: error.path }, 'storefront query failed');
        return { ...storefrontError('INTERNAL_SERVER_ERROR', messages.graphqlFailed).toJSON(), path: error.path };
      }
      return error.toJSON();
    });
  }
  return answer;
}
