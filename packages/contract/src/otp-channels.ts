/**
 * The ways a one-time code reaches a shopper's phone (issue 24): a text message, or WhatsApp — the channel most
 * Iraqi shoppers read first, and the way in when texts do not arrive. Zod-free, for the database schema as well.
 */
export const otpChannels = ['sms', 'whatsapp'] as const;
export type OtpChannel = (typeof otpChannels)[number];

/** The channel a shopper locked out of one is offered. */
export const otherChannel = (channel: OtpChannel): OtpChannel => (channel === 'sms' ? 'whatsapp' : 'sms');
