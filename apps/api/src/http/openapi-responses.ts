import {
  type ErrorCode,
  errorCodes,
  fieldLabels,
  formatMessage,
  type MessageKey,
  messages,
  type RouteDef,
  roles,
} from '@wb/contract';

/**
 * Which failures a call can answer, derived from its route definition the way the API's plumbing behaves (app.ts,
 * bind.ts, parsers.ts, error-handler.ts), plus the failures the route declares for its own rules. Deriving them
 * means a new route is documented right without anyone listing 401s and 415s by hand; the cross-check test in
 * openapi-reality.test.ts holds the derivation to what the running app answers.
 */

/** One reason a call fails with a status: when it happens and the codes (and so the messages) it answers with. */
export interface Reason {
  status: number;
  when: string;
  codes: readonly ErrorCode[];
  /** The message shown in the example, when not the code's own (validation: the first field's message). */
  example?: MessageKey;
  /** The body carries `errors`, filed under this field in the examples (validation failures). */
  field?: string;
  /** The answer carries Retry-After. */
  retryAfter?: boolean;
}

/** Reasons many calls share. Each is a `components.responses` entry under its key, which operations reference. */
export const sharedReasons = {
  BadBody: {
    status: 400,
    when: 'The body could not be read: broken JSON, JSON nested over 32 levels, bytes that are not UTF-8, a malformed form or Content-Length.',
    codes: ['request.invalid_json', 'request.json_too_deep', 'request.invalid_encoding', 'request.bad'],
  },
  BadUrl: { status: 400, when: 'A path segment is not valid percent-encoding.', codes: ['request.invalid_path'] },
  AppKeyRefused: {
    status: 401,
    when: 'X-App-Key is missing or not a known key.',
    codes: ['app_key.missing', 'app_key.invalid'],
  },
  StorefrontTokenRefused: {
    status: 401,
    when: 'X-Shopify-Storefront-Access-Token is missing or not the store’s storefront token (this call takes no X-App-Key). The body also carries GraphQL `errors`.',
    codes: ['storefront.token_missing', 'storefront.token_invalid'],
  },
  Unauthenticated: {
    status: 401,
    when: 'Authorization-Jwt is missing, or its access token is bad or expired, or its session has ended: refresh once, then sign in.',
    codes: ['auth.unauthenticated'],
  },
  RefreshRefused: {
    status: 401,
    when: 'The refresh token in Authorization-Jwt is missing, expired or revoked, or was already used (which ends its session).',
    codes: ['auth.session_expired'],
  },
  Forbidden: {
    status: 403,
    when: "Signed in, but the caller's role may not make this call.",
    codes: ['auth.forbidden'],
  },
  PayloadTooLarge: {
    status: 413,
    when: 'The body is over 1 MB, or a multipart form has over 20 fields or parts, or any file.',
    codes: ['request.too_large'],
  },
  UriTooLong: { status: 414, when: 'A path segment is over 200 characters.', codes: ['request.path_too_long'] },
  UnsupportedMediaType: {
    status: 415,
    when: 'Content-Type is none of application/json, application/x-www-form-urlencoded, multipart/form-data.',
    codes: ['request.unsupported_media_type'],
  },
  ValidationFailed: {
    status: 422,
    when: "The input failed validation, or a text value anywhere in the path, query or body held a NUL character: `message` is the first field's message, `errors` has every field's.",
    codes: ['request.invalid'],
    example: 'fieldRequired',
    field: 'mobile',
  },
  IdempotencyKeyRefused: {
    status: 422,
    when: 'Idempotency-Key is malformed, or this caller sent it in the last 24 hours with another request.',
    codes: ['idempotency.key_invalid', 'idempotency.key_reused'],
    field: 'Idempotency-Key',
  },
  ServerBusy: {
    status: 503,
    when: 'The write met another head-on and was undone whole (a deadlock): send it again after Retry-After, with the same Idempotency-Key.',
    codes: ['server.busy'],
    retryAfter: true,
  },
  RateLimited: {
    status: 429,
    when: 'Too many calls from this client address in the last minute.',
    codes: ['request.rate_limited'],
    retryAfter: true,
  },
  HeadersTooLarge: {
    status: 431,
    when: "The URL or headers exceed the HTTP parser's limit (a very long query string); refused before routing, so without request_id.",
    codes: ['request.headers_too_large'],
  },
  ServerError: {
    status: 500,
    when: 'An unexpected failure on our side. The body never carries its details; the log has them under request_id.',
    codes: ['server.error'],
  },
  NotImplemented: { status: 501, when: 'The call is not built yet.', codes: ['route.not_implemented'] },
} satisfies Record<string, Reason>;

const sharedName = new Map<Reason, string>(Object.entries(sharedReasons).map(([name, reason]) => [reason, name]));

/** Every reason the call can fail for, in the order the request meets them. */
export function reasonsOf(route: RouteDef): Reason[] {
  const r = sharedReasons;
  // Fastify reads a body on every method but GET (and HEAD), whether or not the route declares one.
  const readsBody = route.method !== 'GET';
  const reasons: Reason[] = [];
  if (route.params) reasons.push(r.BadUrl, r.UriTooLong);
  reasons.push(route.credential === 'storefront-token' ? r.StorefrontTokenRefused : r.AppKeyRefused);
  if (route.rateLimited) reasons.push(r.RateLimited);
  if (readsBody) reasons.push(r.BadBody, r.PayloadTooLarge, r.UnsupportedMediaType);
  if (route.access !== 'public') reasons.push(r.Unauthenticated);
  // A role list that names every role turns nobody away.
  const access = route.access;
  if (Array.isArray(access) && roles.some((role) => !access.includes(role))) reasons.push(r.Forbidden);
  if (route.credential === 'refresh-token') reasons.push(r.RefreshRefused);
  reasons.push(r.ValidationFailed);
  // The key is read once the input is valid (bind.ts).
  if (route.idempotent) reasons.push(r.IdempotencyKeyRefused);
  if (route.plannedIn !== undefined) reasons.push(r.NotImplemented);
  for (const failure of route.failures ?? []) {
    const { status } = errorCodes[failure.code];
    reasons.push({
      status,
      when: failure.when,
      codes: [failure.code],
      ...(failure.field ? { field: failure.field } : {}),
      // Refusals for now (ApiError.tooMany) always send Retry-After.
      ...(status === 429 || status === 503 ? { retryAfter: true } : {}),
    });
  }
  reasons.push(r.HeadersTooLarge, r.ServerError);
  // A signed-in caller's write runs in a transaction that can meet another head-on (bind.ts, error-handler.ts).
  if (readsBody && route.access !== 'public') reasons.push(r.ServerBusy);
  return reasons;
}

/** The statuses a call can answer besides 200, ascending. */
export function failureStatuses(route: RouteDef): number[] {
  return [...new Set(reasonsOf(route).map((reason) => reason.status))].sort((a, b) => a - b);
}

const ref = (kind: 'schemas' | 'responses' | 'headers', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** A response object for one status: its reasons listed, the matching error body, and examples of each message. */
export function responseOf(reasons: readonly Reason[]) {
  const fields = reasons.some((reason) => reason.field);
  const examples: Record<string, { summary: string; value: Record<string, unknown> }> = {};
  for (const reason of reasons) {
    for (const code of reason.codes) {
      // Placeholders filled with sample values, so an example reads as a real answer.
      const label = reason.field ? (fieldLabels[reason.field] ?? reason.field) : '';
      const key = reason.example ?? errorCodes[code].message;
      const message = formatMessage(messages[key], { field: label, seconds: 60, available: 3, max: 20 });
      examples[code] ??= {
        summary: reason.when,
        value: { message, code, ...(reason.field ? { errors: { [reason.field]: [message] } } : {}) },
      };
    }
  }
  return {
    description: reasons.length === 1 ? reasons[0]?.when : reasons.map((reason) => `- ${reason.when}`).join('\n'),
    ...retryAfterOf(reasons),
    content: {
      'application/json': { schema: ref('schemas', fields ? 'ValidationErrorBody' : 'ErrorBody'), examples },
    },
  };
}

/**
 * Retry-After on a status: required when every reason of the status sends it; when only some do (a 409 for a key
 * still in use beside a 409 for a limit), optional, naming the codes that send it.
 */
function retryAfterOf(reasons: readonly Reason[]) {
  const waiting = reasons.filter((reason) => reason.retryAfter);
  if (waiting.length === 0) return {};
  if (waiting.length === reasons.length) return { headers: { 'Retry-After': ref('headers', 'Retry-After') } };
  const codes = waiting.flatMap((reason) => reason.codes).join(', ');
  return {
    headers: {
      'Retry-After': {
        description: `Seconds to wait before trying again; sent with ${codes} only.`,
        required: false,
        schema: { type: 'integer', minimum: 1 },
      },
    },
  };
}

/** The failure responses of an operation: a shared one by reference, a status with several reasons spelled out. */
export function failureResponses(route: RouteDef): Record<string, unknown> {
  const byStatus = new Map<number, Reason[]>();
  for (const reason of reasonsOf(route)) byStatus.set(reason.status, [...(byStatus.get(reason.status) ?? []), reason]);
  const responses: Record<string, unknown> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const reasons = byStatus.get(status) ?? [];
    const name = reasons.length === 1 && reasons[0] ? sharedName.get(reasons[0]) : undefined;
    responses[status] = name ? ref('responses', name) : responseOf(reasons);
  }
  return responses;
}

/** `components.responses`: one entry per shared reason. */
export function sharedResponses(): Record<string, unknown> {
  return Object.fromEntries(Object.entries(sharedReasons).map(([name, reason]) => [name, responseOf([reason])]));
}
