/**
 * Seller accounts of the popup tests' own (the account tests use the seed's demo accounts): a number may get one code
 * a minute, so two test files signing in with one number would depend on which runs first. global-setup creates them.
 */
export const POPUP_SELLERS = [
  ['07701000013', 'pharmacist'],
  ['07701000012', 'influencer'],
] as const;

/** The seller browser tests' own accounts (sellers.e2e.ts), one per seller type; global-setup creates them. */
export const ORDERING_SELLERS = {
  influencer: '07701000041',
  pharmacist: '07701000042',
} as const;

/** The shared-cart test's influencer (sellers-share.e2e.ts), apart so the two files never wait for each other's code. */
export const SHARING_INFLUENCER = '07701000043';

/** The sellers' phone journey (sellers-journey.e2e.ts): a book searched by governorate, an order confirmed in view. */
export const JOURNEY_SELLERS = {
  influencer: '07701000044',
  pharmacist: '07701000045',
} as const;
