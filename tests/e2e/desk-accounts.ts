/**
 * Admin accounts of the desk test files' own, one a file (global-setup creates them). A number gets one code a
 * minute and a few an hour, so files signing in with the same number — the demo admin — would refuse each other by
 * the order they run in. desk.e2e.ts alone signs in the seed's demo staff and admin: it is the test that they work.
 */
export const DESK_ADMINS = {
  catalogue: '07701000026',
  people: '07701000022',
  promotions: '07701000023',
  reviews: '07701000025',
  // desk-sellers.e2e.ts: the sellers' terms.
  sellers: '07701000027',
  // notify.e2e.ts: restocks a sold-out product through the desk API.
  notices: '07701000024',
  // referrals.e2e.ts: delivers the referred friend's order through the desk API.
  referrals: '07701000031',
  // partners.e2e.ts: approves a partner application and reads the store's feedback.
  partners: '07701000030',
  // desk-content.e2e.ts: writes and publishes an article.
  content: '07701000028',
  // quiz.e2e.ts: the skin quiz's questions and rules.
  quiz: '07701000029',
  // articles.e2e.ts: publishes articles on the desk and watches the storefront's list change.
  articles: '07701000151',
  // desk-dates.e2e.ts: the desk's Arabic date field, on the orders list and a code's form.
  dates: '07701000152',
  // desk-orders-bulk.e2e.ts: bulk moves, slips and export, and a pending order's lines edited.
  orders: '07701000153',
} as const;
