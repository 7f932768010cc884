import { envelope } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { graphqlRequest, graphqlResponse, landingPage, landingParams } from '../schemas/storefront';

export const storefrontGraphqlRoute = defineRoute(table.storefrontGraphql, {
  // Public like the Storefront API it stands in for: its credential is the storefront access token header, not the
  // app key (a Shopify client sends only that header). GraphQL errors answer 200 with `errors`; a request that is not
  // GraphQL at all, or without the token, answers its status with `errors` too (docs/decisions.md, content service).
  credential: 'storefront-token',
  tag: 'محتوى المتجر',
  summary: 'Storefront GraphQL: blog articles (first 10), article by id, page by id (Shopify Storefront API shapes).',
  body: graphqlRequest,
  response: graphqlResponse,
});

export const landingRoute = defineRoute(table.contentLanding, {
  tag: 'محتوى المتجر',
  summary: 'A published campaign page: hero, the collection of products shown and the code it offers.',
  params: landingParams,
  response: envelope(landingPage),
  failures: [{ code: 'not_found', when: 'No published campaign has this address, or it has ended.' }],
});
