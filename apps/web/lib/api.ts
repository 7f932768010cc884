import type { ErrorCode, RouteById, RouteRequest, RouteResponse, TableRoute } from '@wb/contract';
import { isErrorCode } from '@wb/contract/errors';
import * as messages from '@wb/contract/messages';

/**
 * The typed API client, built on the contract's route definitions: `apiCall(route, { query, body, params })`
 * resolves to the route's response type.
 *
 * - On the server it calls `API_URL` directly with the app key (`APP_KEY`, default `wb-dev-key`) and
 *   `Accept-Language: ar`; catalogue reads may be cached by Next's data cache (`revalidate`).
 * - In the browser it calls the same origin (`/api/v2/...`); `proxy.ts` adds the app key and the rewrite in
 *   `next.config.ts` forwards the call, so no key ships in client code and no CORS is involved.
 * - Spec §7: 30 s timeout. Spec §8: a failure becomes an `ApiError` carrying the server's `message`, or the
 *   network-error text when no answer came back.
 */
export const API_TIMEOUT_MS = 30_000;
export const API_BASE_PATH = '/api/v2';

/**
 * What a call names: an entry of the contract's route table (`import * as routes from '@wb/contract/routes'`, zod-free,
 * so browser code takes it as it is), or on the server the full definition (the same entry with its schemas). The
 * request and response types come from the definition of the entry's id, so a call cannot name one route while
 * typed as another, nor carry a method or path of its own.
 */
export type DefinitionOf<E extends TableRoute> = RouteById[E['id']];
export type CallInput<E extends TableRoute> = Partial<RouteRequest<DefinitionOf<E>>>;
export type CallResult<E extends TableRoute> = RouteResponse<DefinitionOf<E>>;

export interface CallOptions {
  /** Server only: seconds Next's data cache keeps the answer (GET and POST reads); false or absent: not cached. */
  revalidate?: number | false;
  /** Server only, with `revalidate`: cache tags that drop the answer when revalidated (content, issue 15). */
  tags?: string[];
  /** Cancels the call (a newer search replaced it, the component unmounted). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra headers, e.g. `Authorization-Jwt` for the server's session calls. */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status, or 0 when no answer came back (network down, timeout). */
    readonly status: number,
    message: string,
    /** The response body, parsed when it was JSON (spec §8: "the rejected value is the response body"). */
    readonly body: unknown = undefined,
    /** Seconds the server asked to wait before trying again (Retry-After), when it said. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The failure's stable code (`stock.insufficient`, `otp.resend_too_soon` …): what code branches on, never the words. */
  get code(): ErrorCode | null {
    const code = (this.body as { code?: unknown } | null | undefined)?.code;
    return isErrorCode(code) ? code : null;
  }

  /** Field errors of a 422 (Laravel shape), when present. */
  get fieldErrors(): Record<string, string[]> | undefined {
    const errors = (this.body as { errors?: unknown } | undefined)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : undefined;
  }
}

const isServer = typeof window === 'undefined';

function apiBase(): string {
  if (!isServer) return API_BASE_PATH;
  return `${(process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '')}${API_BASE_PATH}`;
}

/** `/app/collections/{id}` + `{ id: 5 }` → `/app/collections/5`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** Query strings in the API's bracket syntax (qs): arrays as `a[0]=1`, objects as `a[b]=1`; empty values left out. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) add(`${key}[${index}]`, item);
    } else if (typeof value === 'object')
      for (const [inner, item] of Object.entries(value as Record<string, unknown>)) add(`${key}[${inner}]`, item);
    else search.append(key, String(value));
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Form fields from a flat body; empty values left out, as a form would. */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    // A file (the desk's picture and CSV uploads) goes as itself; anything else as text.
    if (value instanceof Blob) form.append(key, value);
    else if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export async function apiCall<E extends TableRoute>(
  route: E,
  input: CallInput<E> = {},
  options: CallOptions = {},
): Promise<CallResult<E>> {
  const url = `${apiBase()}${fillPath(route.path, input.params as Record<string, unknown> | undefined)}${toQueryString(
    input.query as Record<string, unknown> | undefined,
  )}`;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'ar', ...options.headers };
  if (isServer) headers['X-App-Key'] = process.env.APP_KEY ?? 'wb-dev-key';
  const hasBody = input.body !== undefined && route.method !== 'GET';
  const multipart = hasBody && 'bodyType' in route && route.bodyType === 'multipart';
  // A multipart body's Content-Type (with its boundary) is written by fetch itself.
  if (hasBody && !multipart) headers['Content-Type'] = 'application/json';

  const init: RequestInit & { next?: { revalidate?: number; tags?: string[] } } = {
    method: route.method,
    headers,
    body: multipart ? toFormData(input.body) : hasBody ? JSON.stringify(input.body) : undefined,
  };
  if (isServer) {
    if (typeof options.revalidate === 'number') {
      init.cache = 'force-cache';
      init.next = options.tags
        ? { revalidate: options.revalidate, tags: options.tags }
        : { revalidate: options.revalidate };
    } else {
      init.cache = 'no-store';
    }
  }
  return fetchJson<CallResult<E>>(url, init, options);
}

/**
 * One JSON request with the client's rules: the timeout (spec §7: 30 s), the caller's abort, and failures as an
 * `ApiError` with the server's message or the network-error text. `apiCall` is built on it; so are the browser's
 * calls to the web's own session endpoints (`/api/session/*`), which are not API routes.
 */
export async function fetchJson<T>(
  url: string,
  init: RequestInit & { next?: { revalidate?: number; tags?: string[] } },
  options: Pick<CallOptions, 'signal' | 'timeoutMs'> = {},
): Promise<T> {
  // A timeout of our own, joined to the caller's signal (AbortSignal.any is missing on older phone browsers).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    // The caller gave up (navigation, newer request): not a failure to show.
    if (options.signal?.aborted && !timedOut) throw error;
    throw new ApiError(0, messages.networkError);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  let body: unknown;
  try {
    body = response.status === 204 ? undefined : await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
    throw new ApiError(response.status, messageOf(body) ?? messages.serverError, body, wait);
  }
  return body as T;
}

/**
 * Whether a call failed with one of these codes: the web branches on the API's stable `code` (DESIGN, "Expected
 * failures are typed"), not on the HTTP status, which several codes share (404 is a missing product and a missing
 * route alike).
 */
export function failedWith(error: unknown, ...codes: readonly ErrorCode[]): boolean {
  return error instanceof ApiError && error.code !== null && codes.includes(error.code);
}

/**
 * The message a toast shows for a failed call (spec §8): the server's `message` when it sent one, the network-error
 * text when no answer came back, else the context's own failure message (e.g. 'حدث خطأ أثناء البحث').
 */
export function errorMessage(error: unknown, fallback: string = messages.serverError): string {
  if (error instanceof ApiError) return error.isNetworkError ? error.message : (messageOf(error.body) ?? fallback);
  if (error instanceof TypeError) return messages.networkError;
  return fallback;
}
