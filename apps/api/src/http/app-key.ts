import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Every call under the API base must carry a known `X-App-Key` (spec §6). Keys identify client apps, not people;
 * the comparison is still constant-time so a key cannot be guessed byte by byte.
 *
 * What is checked is the route the router matched (`/api/v2/dev/sms-outbox`), not the URL as sent: the router
 * decodes the path, so `/%61pi/v2/…` reaches the same route as `/api/v2/…` and must meet the same check. A request
 * that matched no route is judged by its URL as sent (it can only reach the not-found answer).
 */
export function registerAppKeyCheck(
  app: FastifyInstance,
  keys: readonly string[],
  isExempt: (routePattern: string) => boolean,
) {
  const known = keys.map(digest);
  // A callback hook rather than an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (isExempt((request.is404 ? undefined : request.routeOptions.url) ?? request.url)) return done();
    const header = request.headers['x-app-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) return done(ApiError.of('app_key.missing'));
    const candidate = digest(key);
    done(known.some((k) => timingSafeEqual(k, candidate)) ? undefined : ApiError.of('app_key.invalid'));
  });
}
