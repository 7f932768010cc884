import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Every call under the API base must carry a known `X-App-Key` (spec §6). Keys identify client apps, not people;
 * the comparison is still constant-time so a key cannot be guessed byte by byte.
 */
export function registerAppKeyCheck(app: FastifyInstance, keys: readonly string[], isExempt: (url: string) => boolean) {
  const known = keys.map(digest);
  app.addHook('onRequest', async (request) => {
    if (isExempt(request.url)) return;
    const header = request.headers['x-app-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) throw ApiError.of(401, 'appKeyMissing');
    const candidate = digest(key);
    if (!known.some((k) => timingSafeEqual(k, candidate))) throw ApiError.of(401, 'appKeyInvalid');
  });
}
