import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseTrustedProxies } from '@wb/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../lib/server/client-headers';
import { stampClientAddress, trustOf } from './client-address';

let server: Server | undefined;
afterEach(() => server?.close());

/** A real server stamping as the storefront's does; answers with the headers Next would have seen. */
async function stampedHeaders(setting: string, sent: Record<string, string>): Promise<IncomingHttpHeaders> {
  const trust = trustOf(parseTrustedProxies(setting, 'WEB_TRUST_PROXY'));
  server = createServer((request, response) => {
    stampClientAddress(request, trust);
    response.end(JSON.stringify(request.headers));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, headers: sent }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve(JSON.parse(text)));
    });
    call.on('error', reject);
    call.end();
  });
}

const spoofed = {
  'X-Forwarded-For': '6.6.6.6, 7.7.7.7',
  'X-Real-IP': '8.8.8.8',
  Forwarded: 'for=9.9.9.9',
  'X-Forwarded-Host': 'evil.example',
  [CLIENT_ADDRESS_HEADER]: '5.5.5.5',
};

describe('the storefront server states the client address', () => {
  it('believes no header by default: the address is the socket peer, whatever the client wrote', async () => {
    const headers = await stampedHeaders('', spoofed);
    expect(headers[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1');
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-forwarded-host']).toBeUndefined();
  });

  it('behind one trusted proxy, takes the last address that proxy names, and keeps its host', async () => {
    const headers = await stampedHeaders('1', spoofed);
    expect(headers[CLIENT_ADDRESS_HEADER]).toBe('7.7.7.7');
    expect(headers['x-forwarded-for']).toBe('7.7.7.7');
    expect(headers['x-forwarded-host']).toBe('evil.example');
    // Only the address we stated goes on; the other spellings of it are dropped even from a trusted proxy.
    expect(headers['x-real-ip']).toBeUndefined();
  });

  it('trusts proxies by address only when the peer is one of them', async () => {
    expect((await stampedHeaders('10.0.0.0/8', spoofed))[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1');
    server?.close();
    const viaLoopback = await stampedHeaders('loopback', { 'X-Forwarded-For': '6.6.6.6, 10.1.1.1' });
    expect(viaLoopback[CLIENT_ADDRESS_HEADER]).toBe('10.1.1.1');
  });

  it('refuses to trust every hop', () => {
    expect(() => parseTrustedProxies('true', 'WEB_TRUST_PROXY')).toThrow(/WEB_TRUST_PROXY=true/);
    expect(() => parseTrustedProxies('everyone', 'WEB_TRUST_PROXY')).toThrow(/WEB_TRUST_PROXY/);
  });
});
