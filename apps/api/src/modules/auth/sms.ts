import { randomUUID } from 'node:crypto';
import { messages } from '@wb/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

/** Sends one text message. Implementations throw when the message could not be handed over. */
export interface SmsProvider {
  readonly name: string;
  /** The longest one `send` may take before it gives up (its timeouts, retries and pauses), in milliseconds. */
  readonly longestSendMs: number;
  send(to: string, text: string, options?: SmsSendOptions): Promise<void>;
}

export interface SmsSendOptions {
  /**
   * Names the message for good (`order:12:shipped`): a gateway that honours idempotency keys delivers one message
   * per key however often it is handed over — a job run again because its worker died after the hand-over and
   * before its commit sends the same key, and the customer gets one text. Without one, each `send` has a key of its
   * own, so at least its own retries (a timeout after the gateway accepted) are not delivered twice.
   */
  key?: string;
}

export interface OutboxEntry {
  to: string;
  text: string;
  /** The one-time code the text carries, for the browser tests and a developer at the console. */
  code: string | null;
  sent_at: string;
}

const OUTBOX_PER_NUMBER = 20;

/**
 * A one-time code message (the spec's `otpSmsText`) and the code in it. Only that message yields a code: an order's
 * text carries its number (WB-100306), which a bare six-digit search took for one.
 */
const CODE_MESSAGE = new RegExp(
  `^${messages.otpSmsText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{code\\}', '(\\d{6})')}$`,
);

/** The code a text carries when it is a one-time code message, else null. */
export function codeOf(text: string): string | null {
  return CODE_MESSAGE.exec(text)?.[1] ?? null;
}

/**
 * Development provider: prints each message in the API log and keeps the last few per number in memory, readable at
 * GET /api/v2/dev/sms-outbox (never served in production, and the config refuses this provider there).
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  readonly longestSendMs = 0;
  private readonly outbox = new Map<string, OutboxEntry[]>();

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(to: string, text: string): Promise<void> {
    const entry: OutboxEntry = {
      to,
      text,
      code: codeOf(text),
      sent_at: new Date().toISOString(),
    };
    const list = [entry, ...(this.outbox.get(to) ?? [])].slice(0, OUTBOX_PER_NUMBER);
    this.outbox.set(to, list);
    this.log.info({ sms: { to, code: entry.code } }, `SMS to ${to}: ${text}`);
  }

  /** Newest first. */
  messagesTo(to: string): OutboxEntry[] {
    return this.outbox.get(to) ?? [];
  }
}

export class SmsDeliveryError extends Error {}

/**
 * An SMS gateway over HTTP: POSTs `{ to, message }` as JSON with a bearer token and an `Idempotency-Key` (the same
 * for every try of one message). A timeout or a 5xx/429 answer is retried (with a short growing pause); a 4xx other
 * than 429 is a request the gateway will never accept, so it is not.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';

  constructor(
    private readonly options: { url: string; token: string | undefined; timeoutMs: number; retries: number },
    private readonly log: FastifyBaseLogger,
    private readonly pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Every try timing out, with the pauses between them (250 ms, doubling). */
  get longestSendMs(): number {
    return this.options.timeoutMs * (this.options.retries + 1) + 250 * (2 ** this.options.retries - 1);
  }

  async send(to: string, text: string, options: SmsSendOptions = {}): Promise<void> {
    const key = options.key ?? randomUUID();
    let lastError = '';
    for (let attempt = 0; attempt <= this.options.retries; attempt++) {
      if (attempt > 0) await this.pause(250 * 2 ** (attempt - 1));
      try {
        const response = await fetch(this.options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': key,
            ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
          },
          body: JSON.stringify({ to, message: text }),
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return;
        lastError = `gateway answered ${response.status}`;
        if (response.status < 500 && response.status !== 429) break;
      } catch (error) {
        lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      this.log.warn({ sms: { to, attempt: attempt + 1 } }, `SMS gateway failed: ${lastError}`);
    }
    throw new SmsDeliveryError(`SMS to ${to} not delivered: ${lastError}`);
  }
}

export function createSmsProvider(config: Config['sms'], log: FastifyBaseLogger): SmsProvider {
  return config.provider === 'http' ? new HttpSmsProvider(config, log) : new ConsoleSmsProvider(log);
}
