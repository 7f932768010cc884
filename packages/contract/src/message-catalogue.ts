/**
 * The Arabic message catalogue without zod (`@wb/contract/messages`): one export per message, for browser code
 * (`import * as messages from '@wb/contract/messages'`, then `messages.networkError`). A bundler keeps the modules
 * whose messages a bundle names, each with the messages the whole app uses from it; that is why the few messages
 * every page's first load shows (`messages-connection.ts`, `messages-input-rules.ts`) sit in small modules of their
 * own. `messages.ts` builds the keyed object the API looks messages up in from the same files.
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
