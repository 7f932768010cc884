/**
 * Customer accounts the browser tests prepare before the store opens (global-setup.ts, through `npm run user`): the
 * checkout journey's shopper starts with a staff wallet credit, as the demo customer does, without sharing the demo
 * customer's one-code-a-minute limit with the account tests.
 */
export const CHECKOUT_SHOPPER = { mobile: '07701000021', credit: 20_000 } as const;

/** quiz.e2e.ts: answers the skin quiz as a guest, signs in from the result, and fills her (empty) cart with it. */
export const QUIZ_SHOPPER = '07701000061';
