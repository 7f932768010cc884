import type { Socket } from 'node:net';
import { messages } from '@wb/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reachedHandler } from './bind';
import { ApiError } from './errors';

/** Fastify's own 4xx errors, in the store's words. Unknown 4xx codes fall back to a generic Arabic 400. */
const fastifyCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.badRequest },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.payloadTooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.invalidJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.invalidJson },
  FST_ERR_BAD_URL: { status: 400, message: messages.invalidPath },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: messages.pathTooLong },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: messages.badRequest },
  // @fastify/multipart: no call takes files, and forms are small.
  FST_FILES_LIMIT: { status: 413, message: messages.payloadTooLarge },
  FST_PARTS_LIMIT: { status: 413, message: messages.payloadTooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: messages.payloadTooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: messages.payloadTooLarge },
  FST_PROTO_VIOLATION: { status: 400, message: messages.badRequest },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: messages.badRequest },
  FST_MULTIPART_INVALID_CONTENT_TYPE: { status: 400, message: messages.badRequest },
};

/**
 * Every failure the API answers, in the store's envelope and words: `{ message, errors?, request_id }`, Arabic, never
 * a stack trace, and never stored by a cache on the way (a 404 or a 503 kept by a CDN would outlive its cause).
 * Also Fastify's `frameworkErrors`: the errors its router raises before any hook runs (a bad percent-encoding in the
 * path, a path parameter over the length limit), which would otherwise answer Fastify's own English body.
 */
export function sendError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  const requestId = request.id;
  reply.header('cache-control', 'no-store');
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(error.status).send({ message: error.message, errors: error.errors, request_id: requestId });
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return reply.status(known.status).send({ message: known.message, request_id: requestId });
  // A malformed multipart body (no boundary, cut short) fails inside the form parser with a bare Error, before
  // the route runs: the client's fault, not ours.
  const malformedForm = !error.statusCode && request.isMultipart?.() && !reachedHandler.has(request);
  const status = malformedForm ? 400 : (error.statusCode ?? 500);
  if (status === 429) return reply.status(429).send({ message: messages.rateLimited, request_id: requestId });
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.status(status).send({ message: messages.badRequest, request_id: requestId });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ message: messages.serverError, request_id: requestId });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .header('cache-control', 'no-store')
      .send({ message: messages.routeNotFound, request_id: request.id }),
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
  const body = JSON.stringify({ message: tooLarge ? messages.requestTooLarge : messages.badRequest });
  const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
