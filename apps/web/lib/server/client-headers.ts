/**
 * The shopper's address and browser, passed on with every call the web makes to the API for them (forwarded calls
 * in `proxy.ts`, the session calls of `app/api/session/*`): the API's per-address limits and its session list must
 * count shoppers, not this server. The API believes `X-Forwarded-For` from the web (TRUST_PROXY).
 *
 * The address is the one the web's own server (`server/main.ts`) worked out from the socket and stamped on the
 * request under CLIENT_ADDRESS_HEADER, overwriting anything the client sent; never the client's own
 * `X-Forwarded-For`, which anyone can write. Without the stamp (`next dev`) no address is passed on and the API
 * sees the web's.
 */
export const CLIENT_ADDRESS_HEADER = 'x-wb-client-address';

export type ClientHeaders = Record<string, string>;

export function clientHeaders(incoming: Headers): ClientHeaders {
  const headers: ClientHeaders = {};
  const address = incoming.get(CLIENT_ADDRESS_HEADER);
  const userAgent = incoming.get('user-agent');
  if (address) headers['X-Forwarded-For'] = address;
  if (userAgent) headers['User-Agent'] = userAgent;
  return headers;
}
