import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayMessage {
  to: string;
  message: string;
  /** The Idempotency-Key the API sent: `order:<id>:placed` for an order's SMS. */
  key: string;
  at: number;
}

/**
 * An SMS gateway for the scale test, as the API's HTTP provider reaches one (SMS_PROVIDER=http): it takes every
 * message, honours Idempotency-Key as real gateways do (a repeat of a key is acknowledged and not sent again), and
 * remembers both what it was asked and what it delivered. `delayMs` makes it slow, so a worker can be killed while a
 * send is under way.
 */
export class SmsGateway {
  /** Every request, repeats included. */
  readonly requests: GatewayMessage[] = [];
  /** What reached a phone: one per key. */
  readonly delivered = new Map<string, GatewayMessage>();
  delayMs = 0;
  /** Requests taken and not yet answered. */
  private pending = 0;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const parsed = JSON.parse(body || '{}') as { to?: string; message?: string };
        const header = request.headers['idempotency-key'];
        const entry: GatewayMessage = {
          to: parsed.to ?? '',
          message: parsed.message ?? '',
          key: typeof header === 'string' ? header : '',
          at: Date.now(),
        };
        this.pending++;
        setTimeout(() => {
          this.pending--;
          this.requests.push(entry);
          if (!this.delivered.has(entry.key)) this.delivered.set(entry.key, entry);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"status":"queued"}');
        }, this.delayMs);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/sms`;
  }

  /** Resolves once a message is being sent (taken, not yet answered): a worker killed then dies mid-send. */
  async busy(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.pending === 0) {
      if (Date.now() > deadline) throw new Error('the gateway was sent nothing');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
