import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake gateway was sent: the path, the headers that matter and the JSON body. */
export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the body its gateway expects
  body: any;
}

/** How the gateway answers each request in turn (the last one repeats); 'hang' never answers. */
export type GatewayAnswer = number | 'hang';

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

/**
 * A local HTTP server standing in for a message gateway (an SMS gateway, WhatsApp's Cloud API) in tests: it records
 * every request and answers as its script says.
 */
export async function startFakeGateway() {
  const gateway = {
    url: '',
    received: [] as ReceivedRequest[],
    script: [200] as GatewayAnswer[],
    reset() {
      gateway.received = [];
      gateway.script = [200];
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
  const server = createServer(async (request, response) => {
    gateway.received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      body: JSON.parse(await readBody(request)),
    });
    const answer = gateway.script[Math.min(gateway.received.length - 1, gateway.script.length - 1)];
    if (answer === 'hang') return;
    response.writeHead(answer as number, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return gateway;
}
