import { errorBody, messages, type RouteDef } from '@wb/contract';
import { z } from 'zod';
import { API_BASE } from './bind';

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

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operation(route: RouteDef) {
  const planned = route.plannedIn !== undefined;
  const security: Array<Record<string, string[]>> =
    route.access === 'public' ? [{ appKey: [] }] : [{ appKey: [], userJwt: [] }];
  const roles = Array.isArray(route.access) ? ` Roles: ${route.access.join(', ')}.` : '';
  const plannedNote = planned ? ` Not built yet (issue ${route.plannedIn}): answers 501.` : '';
  return {
    operationId: route.id,
    summary: route.summary,
    description: `${route.summary}${roles}${plannedNote}`,
    tags: [route.tag],
    security,
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
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
      200: { description: 'OK', content: { 'application/json': { schema: toSchema(route.response, 'output') } } },
      401: errorResponse(messages.appKeyMissing),
      422: errorResponse(messages.validationFailed),
      ...(planned ? { 501: errorResponse(messages.notImplemented) } : {}),
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
        '`{ message, errors }`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        appKey: { type: 'apiKey', in: 'header', name: 'X-App-Key' },
        userJwt: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization-Jwt',
          description: 'jwt <token> or bearer <token>',
        },
      },
      schemas: { Error: toSchema(errorBody, 'output') },
    },
    paths,
  };
}
