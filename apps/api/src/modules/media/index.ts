import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoreModule } from '../../http/store-module';
import { ApiError } from '../../lib/errors';
import { UPLOAD_NAME } from './store';

const UPLOAD_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Catalogue images are drawn locally (SVG) from their path, so nothing is downloaded or stored per image. They
 * never change for a given path: browsers and a CDN may keep them for a year. Pictures uploaded on the staff desk
 * (local storage, the default) are files named by their content, served from /media/uploads/ just as long. The
 * drawings come from `services.drawMedia` (wired in services.ts), so this route knows nothing of the seed.
 */
export const mediaModule: StoreModule = {
  name: 'media',
  register(app, { drawMedia }, kernel) {
    const media = kernel.config.media;
    if (media.storage === 'local') {
      app.get('/media/uploads/:name', async (request, reply) => {
        const { name } = request.params as { name: string };
        const match = UPLOAD_NAME.exec(name);
        if (!match) throw ApiError.of('not_found');
        const bytes = await readFile(join(media.dir, name)).catch(() => null);
        if (!bytes) throw ApiError.of('not_found');
        return reply
          .header('content-type', UPLOAD_TYPES[match[1] as string] as string)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'")
          .send(bytes);
      });
    }
    app.get('/media/*', async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      const svg = drawMedia(path);
      if (!svg) throw ApiError.of('not_found');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    });
  },
};
