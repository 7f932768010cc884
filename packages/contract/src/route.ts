import type { z } from 'zod';
import type { ErrorCode } from './errors';
import type { MessageKey } from './messages';
import type { Role } from './roles';

/** Who may call a route: anyone with the app key, any signed-in user, or only the listed roles. */
export type Access = 'public' | 'authenticated' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
 * One call of the API, as the spec names it. `path` is relative to the base `/api/v2` and uses `{param}` segments
 * (OpenAPI style); the API turns them into its router's syntax. `plannedIn` marks calls a later issue builds:
 * the API answers them with 501 and an Arabic message until then, and the README lists them.
 */
export interface RouteDef<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  id: string;
  method: HttpMethod;
  path: string;
  access: A;
  summary: string;
  tag: string;
  query?: Query;
  body?: Body;
  params?: Params;
  /** How the body is sent; multipart fields arrive as strings and are validated by the same schema. */
  bodyType?: 'json' | 'multipart';
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

export function defineRoute<
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(route: RouteDef<Query, Body, Params, Response, A>): RouteDef<Query, Body, Params, Response, A> {
  return route;
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
