import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { formatMessage, messages } from '@wb/contract';
import { type DocumentNode, GraphQLError, Kind, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * What one query to the content service may ask (issue 15; docs/decisions.md): hostile queries meet a limit while
 * they are parsed or validated — before anything runs — and get a GraphQL error, never a 500 or a stalled process.
 * - tokens: the parser stops at the 1,001st token (the standard introspection query has 163);
 * - depth: 15 levels, introspection included (the standard introspection query reaches 15; the store's own types
 *   nest 5 deep), with graphql-js's own rule against fan-out in introspection (`fields { type { fields … } }`);
 * - aliases: 15 (an alias is another copy of a field's work);
 * - cost: GraphQL Armor's estimate, which multiplies by a literal `first`/`last`: 50,000 lets one `articles(first:
 *   250)` with every field through, not several;
 * - page size: `first`/`last` at most 250, like Shopify, and 500 nodes in all per query — which also bounds what a
 *   page size given in variables (invisible to the cost estimate) can ask;
 * - time: 5 seconds for the whole execution.
 */
export const GRAPHQL_LIMITS = {
  maxTokens: 1_000,
  maxDepth: 15,
  maxAliases: 15,
  maxCost: 50_000,
  maxPageSize: 250,
  maxNodes: 500,
  timeoutMs: 5_000,
} as const;

/** A GraphQL error a client can branch on (`extensions.code`), with an Arabic message for people. */
export function storefrontError(code: string, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

const reporting =
  (code: string, message: string, limit: number) =>
  (context: ValidationContext | null): void => {
    context?.reportError(storefrontError(code, formatMessage(message, { max: limit }), { limit }));
  };

const rejected = (code: string, message: string, limit: number) => ({
  exposeLimits: false,
  propagateOnRejection: false,
  onReject: [reporting(code, message, limit)],
});

/** `first`/`last` written in the query over the page size: refused before anything runs (in variables: on execution). */
const literalPageSizeRule: ValidationRule = (context) => ({
  Argument(node) {
    if ((node.name.value === 'first' || node.name.value === 'last') && node.value.kind === Kind.INT) {
      const max = GRAPHQL_LIMITS.maxPageSize;
      if (Number(node.value.value) > max) {
        context.reportError(
          storefrontError('MAX_PAGE_SIZE_EXCEEDED', formatMessage(messages.graphqlPageTooLarge, { max }), {
            limit: max,
          }),
        );
      }
    }
  },
});

/** GraphQL Armor's rules with the store's limits, reporting Arabic errors with stable codes; and the page size. */
export const armorRules: readonly ValidationRule[] = [
  literalPageSizeRule,
  maxDepthRule({
    n: GRAPHQL_LIMITS.maxDepth,
    ignoreIntrospection: false,
    flattenFragments: true,
    ...rejected('MAX_DEPTH_EXCEEDED', messages.graphqlTooDeep, GRAPHQL_LIMITS.maxDepth),
  }) as ValidationRule,
  maxAliasesRule({
    n: GRAPHQL_LIMITS.maxAliases,
    ...rejected('MAX_ALIASES_EXCEEDED', messages.graphqlTooManyAliases, GRAPHQL_LIMITS.maxAliases),
  }) as ValidationRule,
  costLimitRule({
    maxCost: GRAPHQL_LIMITS.maxCost,
    flattenFragments: true,
    ...rejected('MAX_COST_EXCEEDED', messages.graphqlTooCostly, GRAPHQL_LIMITS.maxCost),
  }) as ValidationRule,
];

/**
 * Parses with the token limit (GraphQL Armor's lexer counts tokens as it reads, so a 50,000-token query costs no
 * more than its first thousand). A syntax error or the limit is a GraphQL error to answer, not an exception.
 */
export function parseLimited(query: string): DocumentNode | GraphQLError {
  let overLimit = false;
  try {
    const parser = new MaxTokensParserWLexer(query, {
      n: GRAPHQL_LIMITS.maxTokens,
      exposeLimits: false,
      onReject: [() => (overLimit = true)],
    } as ConstructorParameters<typeof MaxTokensParserWLexer>[1]);
    return parser.parseDocument();
  } catch (error) {
    if (overLimit) {
      return storefrontError(
        'MAX_TOKENS_EXCEEDED',
        formatMessage(messages.graphqlTooManyTokens, { max: GRAPHQL_LIMITS.maxTokens }),
        { limit: GRAPHQL_LIMITS.maxTokens },
      );
    }
    // By name: GraphQL Armor's parser may raise the error class of another copy of graphql-js (its CommonJS build).
    if (error instanceof Error && error.name === 'GraphQLError') {
      const { source, positions } = error as GraphQLError;
      return new GraphQLError(error.message, {
        ...(source && positions ? { source, positions } : {}),
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      });
    }
    throw error;
  }
}
