/**
 * Which proxies in front of a server may name the client in `X-Forwarded-For`: none (`false`, the default), the
 * number of hops in front (`1` for one load balancer), or their addresses and CIDR ranges (`10.0.0.0/8`, `loopback`).
 * The API (TRUST_PROXY) and the storefront's server (WEB_TRUST_PROXY) read it the same way.
 *
 * `true` (trust every hop) is refused: a client could then name any address it likes and walk around every
 * per-address limit.
 */
export type TrustedProxies = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const ADDRESS_OR_RANGE = /^[0-9a-f.:]+(\/\d{1,3})?$/;

export function parseTrustedProxies(value: string | undefined, variable: string): TrustedProxies {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      `${variable}=true would let clients choose their own address: give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8).`,
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!addresses.every((part) => NAMED_RANGES.has(part) || ADDRESS_OR_RANGE.test(part))) {
    throw new Error(`${variable} must be false, a number of proxies, or addresses/CIDR ranges (got ${value}).`);
  }
  return addresses;
}
