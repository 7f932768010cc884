import { errorBody, type RouteDef, STOREFRONT_TOKEN_HEADER } from '@wb/contract';
import { z } from 'zod';
import { IDEMPOTENCY_WINDOW_HOURS } from '../lib/idempotency-keys';
import { API_BASE } from './bind';
import { IDEMPOTENCY_KEY } from './idempotency';
import { failureResponses, sharedResponses } from './openapi-responses';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;

/** Query and path parameters from an object schema, one OpenAPI parameter per property. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
    ...(property.description ? { description: property.description } : {}),
  }));
}

/** The `Idempotency-Key` header of a write a double tap or a retry repeats (http/idempotency.ts). */
function idempotencyHeader(route: RouteDef) {
  if (!route.idempotent) return [];
  return [
    {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source },
      description:
        `A key the client makes for one intended write (a UUID): sent again within ${IDEMPOTENCY_WINDOW_HOURS} hours ` +
        'with the same request, the first answer is replayed (header `Idempotent-Replayed: true`) and nothing is ' +
        'written twice.',
    },
  ];
}

/** Who must prove what: the app key (the content service: its storefront token instead); the access token on calls for signed-in users; the refresh token on the refresh call. */
function securityOf(route: RouteDef): Array<Record<string, string[]>> {
  if (route.credential === 'refresh-token') return [{ appKey: [], refreshJwt: [] }];
  if (route.credential === 'storefront-token') return [{ storefrontToken: [] }];
  return route.access === 'public' ? [{ appKey: [] }] : [{ appKey: [], userJwt: [] }];
}

/** The success answer: the JSON envelope, or for a file route the file itself and the name to save it under. */
function success(route: RouteDef) {
  if (!route.file) {
    return { description: 'OK', content: { 'application/json': { schema: toSchema(route.response, 'output') } } };
  }
  return {
    description: 'The file, to save.',
    headers: {
      'Content-Disposition': {
        description: `attachment; filename="${route.file.name}-YYYY-MM-DD.csv" (the Baghdad day it was made)`,
        required: true,
        schema: { type: 'string' },
      },
    },
    content: { [route.file.mediaType]: { schema: toSchema(route.response, 'output') } },
  };
}

function operation(route: RouteDef) {
  const planned = route.plannedIn !== undefined;
  const roles = Array.isArray(route.access) ? ` Roles: ${route.access.join(', ')}.` : '';
  const plannedNote = planned ? ` Not built yet (issue ${route.plannedIn}): answers 501.` : '';
  return {
    operationId: route.id,
    summary: route.summary,
    description: `${route.summary}${roles}${plannedNote}`,
    tags: [route.tag],
    security: securityOf(route),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query'), ...idempotencyHeader(route)],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              [route.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: {
                schema: toSchema(route.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses: {
      200: success(route),
      ...failureResponses(route),
    },
  };
}

/** The OpenAPI 3.1 document of the API, generated from the contract's route table. */
export function buildOpenApiDocument(routes: readonly RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = API_BASE + route.path;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wonder Beauty store API v2',
      version: '2.0.0',
      description:
        'The Arabic beauty and pharmacy store API. Every call needs the X-App-Key header; messages are Arabic. ' +
        'Success bodies are `{ data, message }` (lists: `{ data, page, limit, total, total_pages }`), failures ' +
        '`{ message, errors, request_id }` (`errors` on 422 only). Each call lists every status it can answer. ' +
        'Not listed per call: 404 for a path or method the API does not have, and a bare 400 for a request the ' +
        'HTTP parser cannot read at all.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        appKey: { type: 'apiKey', in: 'header', name: 'X-App-Key', description: 'The fixed key of the client app.' },
        userJwt: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization-Jwt',
          description:
            '`jwt <access token>` or `bearer <access token>` (a standard `Authorization: Bearer` works too).',
        },
        storefrontToken: {
          type: 'apiKey',
          in: 'header',
          name: STOREFRONT_TOKEN_HEADER,
          description: 'The storefront content service’s public access token (as the Shopify Storefront API takes it).',
        },
        refreshJwt: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization-Jwt',
          description:
            "`jwt <refresh token>` or `bearer <refresh token>`: the session's refresh token, on the refresh call only.",
        },
      },
      schemas: {
        ErrorBody: toSchema(errorBody, 'output'),
        ValidationErrorBody: toSchema(errorBody.required({ errors: true }), 'output'),
      },
      responses: sharedResponses(),
      headers: {
        'Retry-After': {
          description: 'Seconds to wait before trying again.',
          required: true,
          schema: { type: 'integer', minimum: 1 },
        },
      },
    },
    paths,
  };
}
