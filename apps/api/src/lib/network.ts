import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/**
 * The network a request came from, as per-network limits and counts see it (the code cap, the most-searched list):
 * an IPv4 address, or the /64 prefix of an IPv6 one (a single subscriber is given a whole /64, as
 * @fastify/rate-limit also assumes).
 */
export function networkOf(ip: string): string {
  const unwrapped = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(unwrapped)) return unwrapped;
  return new Address6(`${unwrapped}/64`).startAddress().correctForm();
}
