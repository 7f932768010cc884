/**
 * Customer accounts the browser tests prepare before the store opens (global-setup.ts, through `npm run user`): the
 * checkout journey's shopper starts with a staff wallet credit, as the demo customer does, without sharing the demo
 * customer's one-code-a-minute limit with the account tests.
 */
export const CHECKOUT_SHOPPER = { mobile: '07701000021', credit: 20_000 } as const;

/**
 * The referral journey's customers (referrals.e2e.ts): the referrer, made by global-setup; the friend's number is
 * registered by the test itself through the referrer's link, so global-setup must never create it.
 */
export const REFERRER = '07701000081';
export const REFERRED_FRIEND = '07701000082';
/** The analytics journey's shopper (analytics.e2e.ts): a cart and an order of her own, no credit needed. */
export const ANALYTICS_SHOPPER = { mobile: '07701000051' } as const;
/** partners.e2e.ts (issue 15): a customer who applies to sell (07701000072 is kept for it too), and one who rates the store. */
export const PARTNER_APPLICANT = '07701000071';
export const FEEDBACK_SHOPPER = '07701000073';
/** quiz.e2e.ts: answers the skin quiz as a guest, signs in from the result, and fills her (empty) cart with it. */
export const QUIZ_SHOPPER = '07701000061';
