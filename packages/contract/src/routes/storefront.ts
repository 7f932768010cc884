import { defineRoute } from '../route';
import { graphqlRequest, graphqlResponse } from '../schemas/storefront';

export const storefrontGraphqlRoute = defineRoute({
  id: 'storefront.graphql',
  method: 'POST',
  path: '/storefront/graphql.json',
  // Public like the Storefront API it stands in for; the storefront access token header is checked by the API.
  access: 'public',
  tag: 'محتوى المتجر',
  summary: 'Storefront GraphQL: blog articles (first 10), article by id, page by id (Shopify Storefront API shapes).',
  body: graphqlRequest,
  response: graphqlResponse,
  plannedIn: 'later',
});
