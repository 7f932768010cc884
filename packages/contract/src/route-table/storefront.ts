/** The route table's entries whose schemas `routes/storefront.ts` attaches. */
export const storefrontGraphql = {
  id: 'storefront.graphql',
  method: 'POST',
  path: '/storefront/graphql.json',
  access: 'public',
} as const;
export const contentLanding = {
  id: 'content.landing',
  method: 'GET',
  path: '/gui/landing/{slug}',
  access: 'public',
} as const;
