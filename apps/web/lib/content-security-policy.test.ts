import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from './content-security-policy';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce, or when loaded by one that has it', () => {
    const scripts = directives(contentSecurityPolicy('abc123==')).get('script-src');
    expect(scripts).toEqual(["'nonce-abc123=='", "'strict-dynamic'", "'self'"]);
  });

  it('allows eval in development only', () => {
    expect(directives(contentSecurityPolicy('n', { development: true })).get('script-src')).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy('n')).not.toContain('unsafe-eval');
  });

  it('keeps everything else to this origin, and forbids framing, plugins and a foreign <base>', () => {
    const policy = directives(contentSecurityPolicy('n'));
    expect(Object.fromEntries([...policy].filter(([name]) => name !== 'script-src'))).toEqual({
      'default-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it("lets pictures come from the content service's CDN when one is configured (articles from Shopify)", () => {
    const policy = directives(contentSecurityPolicy('n', { imageOrigins: ['https://cdn.shopify.com'] }));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.shopify.com']);
  });
});

describe('contentSecurityPolicy with a tag manager container', () => {
  it("adds the tag manager's and Google Analytics 4's hosts to scripts, images and calls, and nothing else", () => {
    const plain = directives(contentSecurityPolicy('n'));
    const withTags = directives(contentSecurityPolicy('n', { tagManager: true }));
    expect(withTags.get('script-src')).toEqual([
      "'nonce-n'",
      "'strict-dynamic'",
      "'self'",
      'https://www.googletagmanager.com',
    ]);
    expect(withTags.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
    expect(withTags.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    for (const name of [
      'default-src',
      'style-src',
      'font-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]) {
      expect(withTags.get(name), name).toEqual(plain.get(name));
    }
  });

  it('allows no Google host without one', () => {
    expect(contentSecurityPolicy('n')).not.toMatch(/google/);
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
