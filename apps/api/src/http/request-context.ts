import type { Access, RouteDef } from '@wb/contract';
import type { Database } from '@wb/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller, CallerCtx, Ctx } from '../context';
import { ApiError } from '../lib/errors';
import { storefrontOrigin } from '../lib/storefront-address';

/** What a handler knows of the request besides its validated input: the service context, and HTTP's own bits. */
export interface RequestCtx extends Ctx {
  language: string;
  /** The token of `Authorization-Jwt: jwt <token>` (or `bearer <token>`), as sent. */
  credential: string | undefined;
}
export interface CallerRequestCtx extends RequestCtx, CallerCtx {}

/**
 * Decides who may call a route (spec §6): resolves the caller of the credential, and throws 401 for a guest or a
 * dead session and 403 for a signed-in caller of the wrong role.
 */
export type AccessGuard = (
  ctx: Ctx,
  access: Exclude<Access, 'public'>,
  credential: string | undefined,
) => Promise<Caller>;

interface Scope {
  database: Database;
  guard: AccessGuard;
  /** The store's own hosts, which links written for a request may follow (config.storefrontHosts). */
  storefrontHosts: readonly string[];
}
const scopes = new WeakMap<FastifyInstance, Scope>();

/** Installs what every route of `app` needs: the database its contexts run on and the guard of non-public routes. */
export function setRequestScope(app: FastifyInstance, scope: Scope): void {
  scopes.set(app, scope);
}

export function scopeOf(app: FastifyInstance): Scope {
  const scope = scopes.get(app);
  if (!scope) throw new Error('routes bound before setRequestScope()');
  return scope;
}

/** `Authorization-Jwt: jwt <token>` or `bearer <token>` (spec §6), else a standard `Authorization: Bearer`. */
export function credentialOf(request: FastifyRequest): string | undefined {
  const header = request.headers['authorization-jwt'] ?? request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const match = value && /^(?:jwt|bearer)\s+(\S+)\s*$/i.exec(value);
  return match ? match[1] : undefined;
}

function language(request: FastifyRequest): string {
  // Arabic is the only language the store speaks today; the header is read so a second one can be added.
  const header = request.headers['accept-language'];
  return header?.toLowerCase().startsWith('en') ? 'en' : 'ar';
}

/** Requests whose body was read and whose route handler started (what failed before that was the body). */
export const reachedHandler = new WeakSet<FastifyRequest>();

/** The request's context; on a route that is not public, the guard's caller, or its 401/403. */
export async function contextOf(
  app: FastifyInstance,
  route: RouteDef,
  request: FastifyRequest,
): Promise<RequestCtx | CallerRequestCtx> {
  reachedHandler.add(request);
  const { database, guard, storefrontHosts } = scopeOf(app);
  const credential = credentialOf(request);
  const ctx: RequestCtx = {
    requestId: request.id,
    log: request.log,
    language: language(request),
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    storefront: storefrontOrigin(request, storefrontHosts),
    credential,
    now: () => new Date(),
    db: database.db,
  };
  if (route.access === 'public') return ctx;
  try {
    return { ...ctx, caller: await guard(ctx, route.access, credential) };
  } catch (error) {
    // A guest asking for something that needs an account may be told so in the call's own words (spec §8).
    if (route.guestCode && !credential && error instanceof ApiError && error.code === 'auth.unauthenticated') {
      throw ApiError.of(route.guestCode);
    }
    throw error;
  }
}
