import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context';

/** A host as a browser writes one: a name or an IPv4 address, or a bracketed IPv6 one, with an optional port. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A loopback name: a link to it opens only on the machine it is opened on, so it can send nobody elsewhere. */
const LOOPBACK = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?::\d{1,5})?$/;

/**
 * The storefront's address as the person asking reached it (issue 24), when the request came through a proxy the API
 * trusts (TRUST_PROXY): the storefront forwards /api/v2 with the host the browser used in X-Forwarded-Host (and a
 * load balancer's X-Forwarded-Proto passes through it). Fastify reads those headers only from a trusted peer, so the
 * host it reports equals the forwarded one exactly when the peer was trusted; from anyone else there is no address
 * here and the configured WEB_URL is used. With a hop count for TRUST_PROXY Fastify trusts no host at all: WEB_URL.
 *
 * Trusting the peer is not enough: the storefront passes on whatever Host header its client wrote. So the host must
 * also be one of the store's own (`allowed`: WEB_URL's and STOREFRONT_HOSTS) or a loopback name (`npm start` on any
 * PORT); `Host: evil.example` gets WEB_URL's links.
 */
export function storefrontOrigin(request: FastifyRequest, allowed: readonly string[]): string | undefined {
  const forwarded = request.headers['x-forwarded-host'];
  const named = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').at(-1)?.trim().toLowerCase();
  if (!named || request.host.toLowerCase() !== named || !HOST.test(named)) return undefined;
  if (!allowed.includes(named) && !LOOPBACK.test(named)) return undefined;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${named}`;
}

/**
 * Where a link written for this request points: the storefront it came through, else WEB_URL (jobs and the CLI,
 * which answer nobody's request, always use WEB_URL). So `npm start` on any PORT and a store behind a real domain
 * both send links that open where the sender is.
 */
export function storefrontUrl(ctx: Ctx, configured: string): string {
  return ctx.storefront ?? configured;
}
