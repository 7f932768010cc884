import type { z } from 'zod';
import type { ErrorCode } from './errors';
import type { MessageKey } from './messages';
import type * as table from './route-table';
import type { Access, RouteEntry } from './route-table';

export type { Access, HttpMethod, RouteEntry } from './route-table';

/** Any entry of the route table, with its literal id, method and path. */
export type TableRoute = (typeof table)[keyof typeof table];
export type RouteId = TableRoute['id'];

/**
 * A failure only the call itself knows of (an unknown product, a number already registered), declared so the
 * OpenAPI document lists it: its code (which gives the status and the message), and when, in a few words.
 */
export interface RouteFailure {
  code: ErrorCode;
  when: string;
  /** For a 422: the field whose `errors` entry carries the message. */
  field?: string;
}

/**
 * What the zod contract adds to a route-table entry (`route-table/`): its schemas and what the docs say of it.
 * `plannedIn` marks calls a later issue builds: the API answers them with 501 and an Arabic message until then, and
 * the README lists them.
 */
export interface RouteSpec<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  summary: string;
  tag: string;
  query?: Query;
  body?: Body;
  params?: Params;
  response: Response;
  /** Set while the call is not built yet: the issue number that builds it, or 'later' when none is filed. */
  plannedIn?: number | 'later';
  /** Message key of the `message` field on success, where the call has a natural one. */
  successMessage?: MessageKey;
  /**
   * Set when the call takes a credential other than a signed-in caller's access token. `refresh-token`: the refresh
   * call is public (its access token may have expired) yet takes the session's refresh token from `Authorization-Jwt`.
   * `storefront-token`: the storefront content service takes the storefront access token header
   * (STOREFRONT_TOKEN_HEADER) instead of `X-App-Key`, as a Shopify Storefront API client sends it.
   */
  credential?: 'refresh-token' | 'storefront-token';
  /** The API refuses a client past a limit on this call with 429 and `Retry-After` (the API checks this at start-up). */
  rateLimited?: boolean;
  /** Failures of the call's own rules, beyond those its access, input, limits and plan already imply. */
  failures?: readonly RouteFailure[];
  /**
   * A write a double tap or a retry repeats: an `Idempotency-Key` header (8–200 letters, digits, `-_:.`) makes a
   * repeat replay the first answer for 24 hours; the same key with another request is a 422, a repeat while the first
   * is still running a 409 with Retry-After.
   */
  idempotent?: boolean;
  /** The code a guest is refused with instead of `auth.unauthenticated` (spec §8: adding to the cart asks to sign in). */
  guestCode?: ErrorCode;
  /**
   * A call that answers with a file to save rather than a JSON envelope (the desk's CSV export): its media type, and
   * the file's name without the date and extension the API adds (`orders` → `orders-2026-05-01.csv`, a Baghdad day).
   * `response` then describes the file's text. Failures are JSON like everywhere else.
   */
  file?: { mediaType: 'text/csv'; name: string };
}

/** One call of the API, as the spec names it: its route-table entry with the schemas attached. */
export interface RouteDef<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
> extends RouteSpec<Query, Body, Params, Response>,
    RouteEntry<A> {}

/** A route's definition: its table entry (id, method, path, access) with the schemas and docs attached. */
export function defineRoute<
  E extends TableRoute,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(entry: E, spec: RouteSpec<Query, Body, Params, Response>): RouteDef<Query, Body, Params, Response, E['access']> & E {
  // The spread is both; TypeScript cannot see that a spread of E and a spec is a RouteDef whose access is E's.
  return { ...entry, ...spec } as RouteDef<Query, Body, Params, Response, E['access']> & E;
}

/** Whether a route is public, from its definition's type: a guarded route's handler always has a caller. */
export type IsPublic<R> =
  R extends RouteDef<Part, Part, Part, z.ZodType, infer A> ? (A extends 'public' ? true : false) : false;

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type InferIn<T> = T extends z.ZodType ? z.input<T> : undefined;
type Part = z.ZodType | undefined;
type QueryOf<R> = R extends RouteDef<infer Q, Part, Part, z.ZodType, Access> ? Q : undefined;
type BodyOf<R> = R extends RouteDef<Part, infer B, Part, z.ZodType, Access> ? B : undefined;
type ParamsOf<R> = R extends RouteDef<Part, Part, infer P, z.ZodType, Access> ? P : undefined;

/** The validated input a handler receives. */
export type RouteInput<R extends RouteDef> = {
  query: Infer<QueryOf<R>>;
  body: Infer<BodyOf<R>>;
  params: Infer<ParamsOf<R>>;
};
/** What a client sends. */
export type RouteRequest<R extends RouteDef> = {
  query: InferIn<QueryOf<R>>;
  body: InferIn<BodyOf<R>>;
  params: InferIn<ParamsOf<R>>;
};
export type RouteResponse<R extends RouteDef> = z.output<R['response']>;
