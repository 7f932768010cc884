import type { Socket } from 'node:net';
import { type ErrorCode, errorCodes, messages } from '@wb/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type FailureErrors } from '../lib/errors';
import { reachedHandler } from './request-context';

/** Fastify's own 4xx errors, by the store's codes. Unknown 4xx codes fall back to a generic Arabic 400. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.bad',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_json',
  FST_ERR_BAD_URL: 'request.invalid_path',
  FST_ERR_MAX_PARAM_LENGTH: 'request.path_too_long',
  FST_ERR_ASYNC_CONSTRAINT: 'request.bad',
  // @fastify/multipart: no call takes files, and forms are small.
  FST_FILES_LIMIT: 'request.too_large',
  FST_PARTS_LIMIT: 'request.too_large',
  FST_FIELDS_LIMIT: 'request.too_large',
  FST_REQ_FILE_TOO_LARGE: 'request.too_large',
  FST_PROTO_VIOLATION: 'request.bad',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'request.bad',
  FST_MULTIPART_INVALID_CONTENT_TYPE: 'request.bad',
};

/** The body of every failure: the Arabic message, the stable code, field errors when there are any. */
export function failureBody(code: ErrorCode, requestId: string, message?: string, errors?: FailureErrors) {
  return {
    message: message ?? messages[errorCodes[code].message],
    code,
    ...(errors ? { errors } : {}),
    request_id: requestId,
  };
}

/**
 * Every failure the API answers, in the store's envelope and words: `{ message, code, errors?, request_id }`, Arabic,
 * never a stack trace, and never stored by a cache on the way (a 404 or a 503 kept by a CDN would outlive its cause).
 * Also Fastify's `frameworkErrors`: the errors its router raises before any hook runs (a bad percent-encoding in the
 * path, a path parameter over the length limit), which would otherwise answer Fastify's own English body.
 */
export function sendError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  const requestId = request.id;
  reply.header('cache-control', 'no-store');
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(error.status).send(failureBody(error.code, requestId, error.message, error.errors));
  }
  if (isContention(error)) {
    // Two transactions met head-on (a deadlock, a serialisation failure): PostgreSQL undid one of them whole. Trying
    // again in a moment succeeds; idempotent writes make that safe.
    request.log.warn({ err: error }, 'transaction conflict');
    reply.header('retry-after', '1');
    return reply.status(503).send(failureBody('server.busy', requestId));
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return reply.status(errorCodes[known].status).send(failureBody(known, requestId));
  // A malformed multipart body (no boundary, cut short) fails inside the form parser with a bare Error, before
  // the route runs: the client's fault, not ours.
  const malformedForm = !error.statusCode && request.isMultipart?.() && !reachedHandler.has(request);
  const status = malformedForm ? 400 : (error.statusCode ?? 500);
  if (status === 429) return reply.status(429).send(failureBody('request.rate_limited', requestId));
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.status(status).send(failureBody('request.bad', requestId));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(failureBody('server.error', requestId));
}

/**
 * PostgreSQL's deadlock (40P01), serialisation failure (40001) and lock wait past `lock_timeout` (55P03), and the
 * pool's wait for a connection running out, as the driver raises them or Drizzle wraps them: the store is busy, and
 * the same request a moment later succeeds.
 */
function isContention(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (code === '40P01' || code === '40001' || code === '55P03') return true;
    // node-postgres says so in words only (pg-pool: connectionTimeoutMillis).
    if ((current as { message?: unknown }).message === 'timeout exceeded when trying to connect') return true;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).header('cache-control', 'no-store').send(failureBody('route.not_found', request.id)),
  );
}

/**
 * Errors Fastify's router raises before any hook runs (a path segment that is not valid percent-encoding, or longer
 * than maxParamLength): answered like every other failure, with the headers the onRequest hook would have set.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id).header('content-language', 'ar');
  return sendError(error, request, reply);
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a 100 KB query string exceeds the header
 * limit): answer them in Arabic JSON too, instead of a bare status line.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const code: ErrorCode = tooLarge ? 'request.headers_too_large' : 'request.bad';
  const body = JSON.stringify({ message: messages[errorCodes[code].message], code });
  const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
