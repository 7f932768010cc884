import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustedProxies } from '@wb/contract';
import { CLIENT_ADDRESS_HEADER } from '../lib/server/client-headers';

/** Whether the hop at `address`, `hop` steps from this server (0 = the socket's peer), may name the one before it. */
export type Trust = (address: string, hop: number) => boolean;

export function trustOf(setting: TrustedProxies): Trust {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** Headers through which a client could describe itself or the address it came from. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'x-client-ip',
  CLIENT_ADDRESS_HEADER,
];

/**
 * Works out who is asking before Next sees the request, and says so in one header nobody else can write: the
 * socket's peer, or — when that peer is a trusted proxy (WEB_TRUST_PROXY) — the address it names, hop by hop. A
 * request from anyone else loses every forwarding header it brought, so `X-Forwarded-For: 1.2.3.4` sent to this
 * server is simply dropped and can never reach the API's per-address limits.
 */
export function stampClientAddress(request: IncomingMessage, trust: Trust): string {
  const peer = request.socket.remoteAddress ?? '';
  const viaTrustedProxy = peer !== '' && trust(peer, 0);
  const address = proxyAddr(request, trust);
  for (const name of FORWARDING_HEADERS) {
    // A trusted proxy's own description of the request (host, protocol) stays; the address is ours to state.
    if (!viaTrustedProxy || name === CLIENT_ADDRESS_HEADER || name === 'forwarded' || name === 'x-real-ip') {
      delete request.headers[name];
    }
  }
  request.headers['x-forwarded-for'] = address;
  request.headers[CLIENT_ADDRESS_HEADER] = address;
  return address;
}
