import { randomUUID } from 'node:crypto';
import { messages, type OtpChannel } from '@wb/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { type GatewayTries, longestPostMs, type Pause, postToGateway, realPause } from './gateway';

export { SmsDeliveryError } from './gateway';

/**
 * Sends one message on one channel: a text (SMS), or a one-time code by WhatsApp (issue 24), behind the same
 * interface. Implementations throw when the message could not be handed over.
 */
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
  /**
   * The one-time code `text` carries, when it is a code message: a channel whose code messages are a template of its
   * own (WhatsApp's authentication template, whose words WhatsApp writes) sends the code alone.
   */
  code?: string;
}

export interface OutboxEntry {
  to: string;
  /** How the message went (issue 24): the browser tests read a WhatsApp code the way they read a texted one. */
  channel: OtpChannel;
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
 * What the development providers "sent", the last few messages per number over both channels, newest first: read at
 * GET /api/v2/dev/sms-outbox (never served in production, and the config refuses these providers there).
 */
export class DevOutbox {
  private readonly byNumber = new Map<string, OutboxEntry[]>();

  record(entry: OutboxEntry): void {
    this.byNumber.set(entry.to, [entry, ...(this.byNumber.get(entry.to) ?? [])].slice(0, OUTBOX_PER_NUMBER));
  }

  /** Newest first, both channels. */
  messagesTo(to: string): OutboxEntry[] {
    return this.byNumber.get(to) ?? [];
  }
}

/** Development provider of a channel: prints each message in the API log and keeps it in the outbox. */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  readonly longestSendMs = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    readonly outbox = new DevOutbox(),
    readonly channel: OtpChannel = 'sms',
  ) {}

  async send(to: string, text: string): Promise<void> {
    const entry: OutboxEntry = {
      to,
      channel: this.channel,
      text,
      code: codeOf(text),
      sent_at: new Date().toISOString(),
    };
    this.outbox.record(entry);
    this.log.info({ [this.channel]: { to, code: entry.code } }, `${this.channel} to ${to}: ${text}`);
  }

  /** What this channel sent to `to`, newest first. */
  messagesTo(to: string): OutboxEntry[] {
    return this.outbox.messagesTo(to).filter((entry) => entry.channel === this.channel);
  }
}

/**
 * An SMS gateway over HTTP: POSTs `{ to, message }` as JSON with a bearer token and an `Idempotency-Key` (the same
 * for every try of one message), retried as `postToGateway` says.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';

  constructor(
    private readonly options: { url: string; token: string | undefined } & GatewayTries,
    private readonly log: FastifyBaseLogger,
    private readonly pause: Pause = realPause,
  ) {}

  get longestSendMs(): number {
    return longestPostMs(this.options);
  }

  async send(to: string, text: string, options: SmsSendOptions = {}): Promise<void> {
    const headers: Record<string, string> = { 'idempotency-key': options.key ?? randomUUID() };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    await postToGateway(
      { url: this.options.url, headers, body: { to, message: text }, tries: this.options },
      this.log,
      { channel: 'sms', to },
      this.pause,
    );
  }
}

export function createSmsProvider(config: Config['sms'], log: FastifyBaseLogger, outbox: DevOutbox): SmsProvider {
  return config.provider === 'http' ? new HttpSmsProvider(config, log) : new ConsoleSmsProvider(log, outbox, 'sms');
}
