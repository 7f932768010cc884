import { addresses, allRoutes, auth, catalog, formatMessage, messages, type RouteDef } from '@wb/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_BASE, bindRoute } from './bind';
import { buildOpenApiDocument } from './openapi';

type Json = Record<string, unknown>;
interface Document {
  paths: Record<string, Record<string, { security: Json[]; responses: Record<string, Json> }>>;
  components: {
    securitySchemes: Record<string, Json>;
    schemas: Record<string, { required?: string[]; properties: Json }>;
    responses: Record<string, Json>;
    headers: Record<string, Json>;
  };
}

const document = buildOpenApiDocument(allRoutes) as unknown as Document;

/** Follows a `$ref` inside the document (only local ones are written). */
function resolve(value: Json): Json {
  const target = value.$ref;
  if (typeof target !== 'string') return value;
  let node: unknown = document;
  for (const part of target.replace('#/', '').split('/')) node = (node as Json)[part];
  expect(node, target).toBeTruthy();
  return resolve(node as Json);
}

const operationOf = (route: RouteDef) => {
  const operation = document.paths[API_BASE + route.path]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${route.method} ${route.path} is not in the document`);
  return operation;
};
const statusesOf = (route: RouteDef) => Object.keys(operationOf(route).responses).map(Number);
const responseOf = (route: RouteDef, status: number) => resolve(operationOf(route).responses[status] ?? {});

/** The Arabic messages a documented status shows as examples. */
function exampleMessages(route: RouteDef, status: number): string[] {
  const content = responseOf(route, status).content as Record<string, { examples: Record<string, { value: Json }> }>;
  return Object.values(content['application/json']?.examples ?? {}).map((example) => String(example.value.message));
}

const byAccess = (test: (route: RouteDef) => boolean) => {
  const route = allRoutes.find(test);
  if (!route) throw new Error('no route of that kind');
  return route;
};

describe('OpenAPI: statuses derived from each route', () => {
  it('lists 403 for a route only one role may call, and not where any signed-in user may', () => {
    const customerOnly = byAccess(
      (r) => Array.isArray(r.access) && r.access.length === 1 && r.access[0] === 'customer',
    );
    expect(statusesOf(customerOnly)).toEqual(expect.arrayContaining([401, 403]));
    expect(exampleMessages(customerOnly, 403)).toEqual([messages.forbidden]);
    expect(exampleMessages(customerOnly, 401)).toEqual(
      expect.arrayContaining([messages.appKeyMissing, messages.unauthenticated]),
    );
    expect(statusesOf(auth.profileRoute)).toContain(401);
    expect(statusesOf(auth.profileRoute)).not.toContain(403);
    // Open to every shopper role, yet not to the shop's own people (issue 12): staff and admins are refused, so 403.
    const shoppers = byAccess(
      (r) =>
        Array.isArray(r.access) &&
        ['customer', 'influencer', 'pharmacist'].every((role) => (r.access as readonly string[]).includes(role)),
    );
    expect(shoppers.access).not.toContain('staff');
    expect(statusesOf(shoppers)).toContain(403);
  });

  it('lists exactly what a public read without path parameters can answer', () => {
    expect(statusesOf(catalog.categoriesRoute)).toEqual([200, 401, 422, 431, 500]);
    expect(exampleMessages(catalog.categoriesRoute, 401)).toEqual([messages.appKeyMissing, messages.appKeyInvalid]);
  });

  it('lists 400, 413 and 415 on every call whose body is read, and never on a GET', () => {
    const reads = allRoutes.filter((route) => route.method !== 'GET');
    expect(reads.length).toBeGreaterThan(0);
    for (const route of reads) expect(statusesOf(route), route.id).toEqual(expect.arrayContaining([400, 413, 415]));
    for (const route of allRoutes.filter((r) => r.method === 'GET')) {
      expect(statusesOf(route), route.id).not.toContain(413);
      expect(statusesOf(route), route.id).not.toContain(415);
    }
  });

  it('lists 400 and 414 for a route with a path parameter (bad encoding, a segment too long)', () => {
    expect(statusesOf(catalog.collectionProductsRoute)).toEqual(expect.arrayContaining([400, 414]));
  });

  it('lists 401, 422, 431 and 500 everywhere, and 501 exactly on planned calls', () => {
    for (const route of allRoutes) {
      const statuses = statusesOf(route);
      expect(statuses, route.id).toEqual(expect.arrayContaining([200, 401, 422, 431, 500]));
      expect(statuses.includes(501), route.id).toBe(route.plannedIn !== undefined);
    }
  });

  it('lists 429 with a required Retry-After header on the login call, with the code limits in Arabic', () => {
    const response = responseOf(auth.loginRoute, 429);
    const header = resolve((response.headers as Record<string, Json>)['Retry-After'] ?? {});
    expect(header.required).toBe(true);
    expect(header.schema).toEqual({ type: 'integer', minimum: 1 });
    expect(exampleMessages(auth.loginRoute, 429)).toEqual(
      expect.arrayContaining([
        messages.rateLimited,
        formatMessage(messages.otpResendTooSoon, { seconds: 60 }),
        messages.otpTooManyFromNetwork,
      ]),
    );
  });

  it("lists each account call's own failures: unknown number, number taken, a gateway down, limits down", () => {
    expect(exampleMessages(auth.loginRoute, 404)).toEqual([messages.mobileNotRegistered]);
    expect(exampleMessages(auth.registerRoute, 409)).toEqual([messages.mobileAlreadyRegistered]);
    for (const route of [auth.loginRoute, auth.registerRoute, auth.resendVerificationCodeRoute]) {
      expect(exampleMessages(route, 503), route.id).toEqual([
        messages.limitsUnavailable,
        messages.smsFailed,
        messages.whatsappFailed,
      ]);
      // A channel's lockout, and the number's: each says when to try again (issue 24).
      expect(exampleMessages(route, 429), route.id).toEqual(
        expect.arrayContaining([messages.otpTooManyForChannel, messages.otpTooManyForNumber]),
      );
    }
    for (const route of [auth.verificationCodeRoute, auth.refreshTokenRoute]) {
      expect(exampleMessages(route, 503), route.id).toEqual([messages.limitsUnavailable]);
    }
    expect(statusesOf(auth.verificationCodeRoute)).toContain(429);
    expect(exampleMessages(auth.verificationCodeRoute, 422)).toContain(messages.otpInvalid);
  });

  it('lists 404 for an unknown product, brand or collection', () => {
    expect(exampleMessages(catalog.productDetailsRoute, 404)).toEqual([messages.productNotFound]);
    expect(exampleMessages(catalog.relatedProductsRoute, 404)).toEqual([messages.productNotFound]);
    expect(exampleMessages(catalog.brandProductsRoute, 404)).toEqual([messages.brandNotFound]);
    expect(exampleMessages(catalog.collectionProductsRoute, 404)).toEqual([messages.collectionNotFound]);
  });

  it('documents Idempotency-Key on the calls that take one: the header, its 422s and its 409 with Retry-After', () => {
    const idempotent = allRoutes.filter((route) => route.idempotent);
    expect(idempotent.map((route) => route.id)).toEqual(expect.arrayContaining(['addresses.create']));
    for (const route of allRoutes) {
      const parameters = (operationOf(route) as unknown as { parameters: Array<{ name: string; in: string }> })
        .parameters;
      const header = parameters.some((p) => p.name === 'Idempotency-Key' && p.in === 'header');
      expect(header, route.id).toBe(route.idempotent === true);
    }
    const create = addresses.addressCreateRoute;
    expect(exampleMessages(create, 422)).toEqual(
      expect.arrayContaining([messages.idempotencyKeyInvalid, messages.idempotencyKeyReused]),
    );
    expect(exampleMessages(create, 409)).toEqual(
      expect.arrayContaining([formatMessage(messages.addressLimit, { max: 20 })]),
    );
    // A limit reached is an answer (no Retry-After); a write undone in a conflict is to be sent again (Retry-After).
    expect(responseOf(create, 409).headers).toBeUndefined();
    const busy = resolve((responseOf(create, 503).headers as Record<string, Json>)['Retry-After'] ?? {});
    expect(busy.required).toBe(true);
  });

  it("lists each address call's own failures", () => {
    expect(exampleMessages(addresses.addressCreateRoute, 422)).toEqual(
      expect.arrayContaining([messages.mobileInvalid, messages.cityUnknown]),
    );
    expect(exampleMessages(addresses.addressActivateRoute, 404)).toEqual([messages.addressNotFound]);
    expect(exampleMessages(addresses.addressDeleteRoute, 404)).toEqual([messages.addressNotFound]);
    expect(statusesOf(addresses.addressesRoute)).not.toContain(409);
  });

  it("documents the refresh call's Authorization-Jwt: the refresh token, and its 401", () => {
    const operation = operationOf(auth.refreshTokenRoute);
    expect(operation.security).toEqual([{ appKey: [], refreshJwt: [] }]);
    const scheme = document.components.securitySchemes.refreshJwt;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization-Jwt' });
    expect(String(scheme?.description)).toMatch(/refresh token/);
    expect(exampleMessages(auth.refreshTokenRoute, 401)).toEqual(
      expect.arrayContaining([messages.appKeyMissing, messages.sessionExpired]),
    );
    expect(statusesOf(auth.refreshTokenRoute)).toContain(429);
  });

  it('asks for the app key everywhere and the access token exactly on calls that are not public', () => {
    expect(document.components.securitySchemes.appKey).toMatchObject({ in: 'header', name: 'X-App-Key' });
    expect(document.components.securitySchemes.userJwt).toMatchObject({ in: 'header', name: 'Authorization-Jwt' });
    for (const route of allRoutes.filter((r) => r.credential === undefined)) {
      const wanted = route.access === 'public' ? { appKey: [] } : { appKey: [], userJwt: [] };
      expect(operationOf(route).security, route.id).toEqual([wanted]);
    }
  });

  it('describes the failure bodies actually sent, and every reference resolves', () => {
    const { ErrorBody, ValidationErrorBody } = document.components.schemas;
    expect(ErrorBody?.required).toEqual(['message', 'code']);
    expect(Object.keys(ErrorBody?.properties ?? {}).sort()).toEqual(['code', 'errors', 'message', 'request_id']);
    expect(ValidationErrorBody?.required?.sort()).toEqual(['code', 'errors', 'message']);
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const found of new Set(refs)) resolve({ $ref: found.slice(8, -1) });
    const validation = responseOf(catalog.searchRoute, 422);
    expect(JSON.stringify(validation.content)).toContain('#/components/schemas/ValidationErrorBody');
  });
});

describe('rate limits and the contract', () => {
  it('refuse to start when a route gets a rate limit its contract entry does not declare (its 429 would be undocumented)', async () => {
    const app = Fastify();
    expect(catalog.categoriesRoute.rateLimited).toBeUndefined();
    expect(() =>
      bindRoute(app, catalog.categoriesRoute, async () => ({ data: [], message: '' }), { rateLimit: async () => {} }),
    ).toThrow(/rateLimited/);
    await app.close();
  });
});
