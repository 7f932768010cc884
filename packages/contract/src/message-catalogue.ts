/**
 * The Arabic message catalogue without zod and without the catalogue object: one export per message, so a browser
 * bundle keeps only the messages its code names (`import { networkError } from '@wb/contract/messages'`).
 * `messages.ts` builds the keyed object the API looks messages up in from the same files.
 */
export * from './messages-connection';
export * from './messages-content';
export * from './messages-general';
export * from './messages-input-rules';
export * from './messages-notices';
export * from './messages-partners';
export * from './messages-quiz';
export * from './messages-referrals';
export * from './messages-sellers';
export * from './messages-wishlist';
