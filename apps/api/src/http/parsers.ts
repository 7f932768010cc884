import querystring from 'node:querystring';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { ApiError } from '../lib/errors';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(body: Buffer): string {
  try {
    return strictUtf8.decode(body);
  } catch {
    throw ApiError.of('request.invalid_encoding');
  }
}

/**
 * The deepest JSON body a call accepts. The store's payloads nest a few levels; a body nested thousands deep is an
 * attack on every recursive walk after parsing (validation, logging, caching), refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether brackets outside strings nest deeper than `max`: one pass over the text, no recursion. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character, an escaped quote included
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/**
 * Query strings and form bodies: `items[0][variant_id]=5` becomes nested objects, with bounded depth and size.
 * Flat query strings (nearly all of them) take Node's faster parser; only bracket syntax needs qs.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  if (!text.includes('[') && !/%5b/i.test(text)) return { ...querystring.parse(text) };
  return qs.parse(text, { depth: 4, arrayLimit: 100, parameterLimit: 200, allowPrototypes: false });
}

/**
 * JSON, urlencoded forms and multipart forms (spec §7 sends the login's mobile as multipart) are accepted. Bodies are
 * decoded as strict UTF-8 so invalid bytes get a clear 400 rather than silently becoming U+FFFD in stored text.
 * Multipart carries text fields only: no call takes a file, so any file part is refused (413) unread.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text.trim() === '') return done(null, {});
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(ApiError.of('request.json_too_deep'), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(ApiError.of('request.invalid_json'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, parseQueryString(decodeUtf8(body as Buffer)));
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 20, fieldSize: 8 * 1024, files: 0, parts: 20, headerPairs: 100 },
  });
}
