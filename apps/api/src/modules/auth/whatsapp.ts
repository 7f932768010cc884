import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { longestPostMs, type Pause, postToGateway, realPause, SmsDeliveryError } from './gateway';
import { ConsoleSmsProvider, type DevOutbox, type SmsProvider, type SmsSendOptions } from './sms';

export type WhatsAppConfig = Extract<Config['whatsapp'], { provider: 'cloud' }>;

/**
 * One-time codes by WhatsApp through Meta's WhatsApp Cloud API (issue 24): POST `{apiUrl}/{phoneNumberId}/messages`
 * with the business's access token, sending the shop's approved *authentication template* — the only kind of
 * message WhatsApp lets a business open a conversation with to send a code. WhatsApp writes its words (in the
 * template's language) and shows a copy-code button; we send the code twice, for the body and for the button.
 * Only code messages go this way: any other text is refused, so no order notice is sent by WhatsApp by mistake.
 */
export class WhatsAppCloudProvider implements SmsProvider {
  readonly name = 'whatsapp-cloud';

  constructor(
    private readonly config: WhatsAppConfig,
    private readonly log: FastifyBaseLogger,
    private readonly pause: Pause = realPause,
  ) {}

  get longestSendMs(): number {
    return longestPostMs(this.config);
  }

  async send(to: string, _text: string, options: SmsSendOptions = {}): Promise<void> {
    const { code } = options;
    if (!code) throw new SmsDeliveryError('WhatsApp sends one-time codes only (an authentication template)');
    await postToGateway(
      {
        url: `${this.config.apiUrl}/${encodeURIComponent(this.config.phoneNumberId)}/messages`,
        headers: { authorization: `Bearer ${this.config.token}` },
        body: authenticationTemplate(to, code, this.config),
        tries: this.config,
        // The Cloud API takes no idempotency key: a timed-out try may have gone, and a second would be a second code.
        retryAfterTimeout: false,
      },
      this.log,
      { channel: 'whatsapp', to },
      this.pause,
    );
  }
}

/** The Cloud API's message for an authentication template with a copy-code button; `to` without its "+". */
export function authenticationTemplate(
  to: string,
  code: string,
  config: Pick<WhatsAppConfig, 'template' | 'language'>,
) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: config.template,
      language: { code: config.language },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ],
    },
  };
}

export function createWhatsAppProvider(
  config: Config['whatsapp'],
  log: FastifyBaseLogger,
  outbox: DevOutbox,
): SmsProvider {
  return config.provider === 'cloud'
    ? new WhatsAppCloudProvider(config, log)
    : new ConsoleSmsProvider(log, outbox, 'whatsapp');
}
