import { renderMedia } from '@wb/db/seed';
import { ApiError } from '../../http/errors';
import type { StoreModule } from '../../kernel';

/**
 * Catalogue images are drawn locally (SVG) from their path, so nothing is downloaded or stored per image. They
 * never change for a given path: browsers and a CDN may keep them for a year.
 */
export const mediaModule: StoreModule = {
  name: 'media',
  register(app) {
    app.get('/media/*', async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      const svg = renderMedia(path);
      if (!svg) throw ApiError.of('not_found');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    });
  },
};
