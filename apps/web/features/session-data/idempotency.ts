import { ApiError } from '@/lib/api';

/**
 * Writes that a double tap or a retry could repeat (add to cart, later: place an order, share a cart) carry an
 * `Idempotency-Key` (DESIGN, "Idempotency"): the API stores the first answer under the key for 24 h and replays it
 * for a repeat, so repeating the same request is always safe, and a retry here is never blind.
 *
 * One user action gets one fresh key (`newIdempotencyKey`); every retry of that action sends the same key:
 * - no answer came back (status 0: the request may or may not have arrived): once more, with the same key;
 * - `server.busy` (503): the write met another head-on and was undone whole; wait what `Retry-After` says (1 s when
 *   it does not say), then once more with the same key.
 * (A repeat sent while the first is still running waits for it on the server and replays its answer.)
 * Anything else is the answer.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long to wait before sending a write undone in a conflict again, when the server did not say. */
export const DEFAULT_BUSY_WAIT_S = 1;
/** A server asking for longer than this is not waited for: the shopper gets its message instead. */
const MAX_WAIT_S = 10;

export interface IdempotentOptions {
  key: string;
  /** Waits (injectable for tests). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 32 hex digits: the API takes 8–200 letters and digits, so the UUID's dashes are left out. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `send` makes the request with the headers given; it is called again, with the same key, only as described above. */
export async function idempotentWrite<T>(
  send: (headers: Record<string, string>) => Promise<T>,
  { key, sleep = wait }: IdempotentOptions,
): Promise<T> {
  const headers = { [IDEMPOTENCY_HEADER]: key };
  let networkRetried = false;
  let busyRetried = false;
  for (;;) {
    try {
      return await send(headers);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.isNetworkError && !networkRetried) {
        networkRetried = true;
        continue;
      }
      if (error.code === 'server.busy' && !busyRetried) {
        const seconds = error.retryAfter ?? DEFAULT_BUSY_WAIT_S;
        if (seconds > MAX_WAIT_S) throw error;
        busyRetried = true;
        await sleep(seconds * 1000);
        continue;
      }
      throw error;
    }
  }
}
