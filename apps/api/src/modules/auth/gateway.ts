import type { FastifyBaseLogger } from 'fastify';

/** A message a gateway did not take after every try. */
export class SmsDeliveryError extends Error {}

/** How long one try may take and how many more follow a failed one. */
export interface GatewayTries {
  timeoutMs: number;
  retries: number;
}

export type Pause = (ms: number) => Promise<void>;
export const realPause: Pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every try timing out, with the pauses between them (250 ms, doubling). */
export const longestPostMs = ({ timeoutMs, retries }: GatewayTries): number =>
  timeoutMs * (retries + 1) + 250 * (2 ** retries - 1);

/**
 * POSTs one message as JSON to a gateway (the SMS gateway, WhatsApp's Cloud API), the same headers on every try. A
 * timeout or a 5xx/429 answer is retried after a short growing pause; any other 4xx is a request the gateway will
 * never accept, so it is not. Throws SmsDeliveryError when no try was taken.
 *
 * `retryAfterTimeout: false` is for a gateway that takes no idempotency key (WhatsApp's Cloud API): a try that timed
 * out may have been delivered, and another would send — and bill — the same message twice.
 */
export async function postToGateway(
  request: {
    url: string;
    headers: Record<string, string>;
    body: unknown;
    tries: GatewayTries;
    retryAfterTimeout?: boolean;
  },
  log: FastifyBaseLogger,
  label: { channel: string; to: string },
  pause: Pause = realPause,
): Promise<void> {
  const { tries } = request;
  let lastError = '';
  for (let attempt = 0; attempt <= tries.retries; attempt++) {
    if (attempt > 0) await pause(250 * 2 ** (attempt - 1));
    try {
      const response = await fetch(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...request.headers },
        body: JSON.stringify(request.body),
        signal: AbortSignal.timeout(tries.timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return;
      lastError = `gateway answered ${response.status}`;
      if (response.status < 500 && response.status !== 429) break;
    } catch (error) {
      lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      if (request.retryAfterTimeout === false && error instanceof Error && error.name === 'TimeoutError') break;
    }
    log.warn(
      { [label.channel]: { to: label.to, attempt: attempt + 1 } },
      `${label.channel} gateway failed: ${lastError}`,
    );
  }
  throw new SmsDeliveryError(`${label.channel} to ${label.to} not delivered: ${lastError}`);
}
