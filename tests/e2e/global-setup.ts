import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { DESK_ADMINS } from './desk-accounts';
import { ORDERING_SELLERS, POPUP_SELLERS, SHARING_INFLUENCER } from './sellers';
import { startStore } from './servers';
import {
  ANALYTICS_SHOPPER,
  CHECKOUT_SHOPPER,
  FEEDBACK_SHOPPER,
  PARTNER_APPLICANT,
  QUIZ_SHOPPER,
  REFERRER,
} from './shoppers';
import { GTM_TEST_ID } from './tag-manager';

/**
 * Starts the real system for the browser tests — the built API over a fresh embedded database and the built
 * storefront in front of it — on ports of their own, and stops both afterwards. `npm run test:e2e` builds first.
 */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4810);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3810);

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Ports a test may use for a store of its own. */
    sparePorts: { api: number; web: number };
  }
}

/** Each prepared account is created with its own type; two files naming one number would get one account. */
function assertDistinctMobiles(mobiles: readonly string[]): void {
  const repeated = mobiles.filter((mobile, index) => mobiles.indexOf(mobile) !== index);
  if (repeated.length) throw new Error(`Browser-test accounts share a mobile: ${repeated.join(', ')}`);
}

export default async function setup(project: TestProject) {
  assertDistinctMobiles([
    ...POPUP_SELLERS.map(([mobile]) => mobile),
    ...Object.values(ORDERING_SELLERS),
    SHARING_INFLUENCER,
    ...Object.values(DESK_ADMINS),
    CHECKOUT_SHOPPER.mobile,
    REFERRER,
    ANALYTICS_SHOPPER.mobile,
    PARTNER_APPLICANT,
    FEEDBACK_SHOPPER,
    QUIZ_SHOPPER,
  ]);
  const store = await startStore({
    apiPort: API_PORT,
    webPort: WEB_PORT,
    // Every browser test comes from this machine: the per-minute limit on account calls is for real networks.
    apiEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    // A tag manager container, as a store in production has one: it loads only with consent, and the browser tests
    // stub Google's hosts (tag-manager.ts), so nothing leaves the machine.
    webEnv: { GTM_ID: GTM_TEST_ID },
    // The popup tests' seller accounts (sellers.ts), the desk files' admins (desk-accounts.ts) and the checkout shopper.
    prepare: (dataDir) => {
      const user = (...args: string[]) =>
        execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/user.ts', ...args], {
          env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' },
          stdio: 'ignore',
        });
      for (const [mobile, type] of POPUP_SELLERS) user('--mobile', mobile, '--type', type);
      for (const [type, mobile] of Object.entries(ORDERING_SELLERS)) user('--mobile', mobile, '--type', type);
      user('--mobile', SHARING_INFLUENCER, '--type', 'influencer');
      for (const mobile of Object.values(DESK_ADMINS)) user('--mobile', mobile, '--type', 'admin');
      // The checkout journey's shopper (shoppers.ts), with a wallet credit to spend.
      user('--mobile', CHECKOUT_SHOPPER.mobile, '--type', 'customer', '--credit', String(CHECKOUT_SHOPPER.credit));
      // The referral journey's referrer (shoppers.ts); her friend registers during the test.
      user('--mobile', REFERRER, '--type', 'customer', '--name', 'سارة أحمد');
      user('--mobile', ANALYTICS_SHOPPER.mobile, '--type', 'customer');
      // The partner programme's applicant and the shopper who rates the store (shoppers.ts).
      for (const mobile of [PARTNER_APPLICANT, FEEDBACK_SHOPPER]) user('--mobile', mobile, '--type', 'customer');
      user('--mobile', QUIZ_SHOPPER, '--type', 'customer');
    },
  });
  project.provide('baseUrl', store.webUrl);
  project.provide('sparePorts', { api: API_PORT + 1, web: WEB_PORT + 1 });
  return store.stop;
}
