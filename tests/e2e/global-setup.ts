import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DESK_ADMINS } from './desk-accounts';
import { JOURNEY_SELLERS, ORDERING_SELLERS, POPUP_SELLERS, SHARING_INFLUENCER } from './sellers';
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

/** The accounts the browser tests sign in with, made before the API starts (sellers.ts, desk-accounts.ts, shoppers.ts). */
const ACCOUNTS: Array<{ mobile: string; type: string; name?: string; credit?: number }> = [
  ...POPUP_SELLERS.map(([mobile, type]) => ({ mobile, type })),
  ...Object.entries(ORDERING_SELLERS).map(([type, mobile]) => ({ mobile, type })),
  { mobile: SHARING_INFLUENCER, type: 'influencer' },
  ...Object.entries(JOURNEY_SELLERS).map(([type, mobile]) => ({ mobile, type })),
  ...Object.values(DESK_ADMINS).map((mobile) => ({ mobile, type: 'admin' })),
  // The checkout journey's shopper (shoppers.ts), with a wallet credit to spend.
  { mobile: CHECKOUT_SHOPPER.mobile, type: 'customer', credit: CHECKOUT_SHOPPER.credit },
  // The referral journey's referrer (shoppers.ts); her friend registers during the test.
  { mobile: REFERRER, type: 'customer', name: 'سارة أحمد' },
  { mobile: ANALYTICS_SHOPPER.mobile, type: 'customer' },
  // The partner programme's applicant and the shopper who rates the store (shoppers.ts).
  { mobile: PARTNER_APPLICANT, type: 'customer' },
  { mobile: FEEDBACK_SHOPPER, type: 'customer' },
  { mobile: QUIZ_SHOPPER, type: 'customer' },
];

export default async function setup(project: TestProject) {
  assertDistinctMobiles(ACCOUNTS.map(({ mobile }) => mobile));
  const store = await startStore({
    apiPort: API_PORT,
    webPort: WEB_PORT,
    // Every browser test comes from this machine: the per-minute limit on account calls is for real networks.
    apiEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    // A tag manager container, as a store in production has one: it loads only with consent, and the browser tests
    // stub Google's hosts (tag-manager.ts), so nothing leaves the machine.
    webEnv: { GTM_ID: GTM_TEST_ID },
    prepare: (dataDir) => {
      // All of them in one run of the staff command (`npm run user -- --from`): one opening of the database.
      const listed = join(mkdtempSync(join(tmpdir(), 'wb-e2e-accounts-')), 'accounts.json');
      writeFileSync(listed, JSON.stringify(ACCOUNTS));
      execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/user.ts', '--from', listed], {
        env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    },
  });
  project.provide('baseUrl', store.webUrl);
  project.provide('sparePorts', { api: API_PORT + 1, web: WEB_PORT + 1 });
  return store.stop;
}
