import type { catalog, content, RouteResponse } from '@wb/contract';

export type CategoryNode = RouteResponse<typeof catalog.categoriesRoute>['data'][number];
export type FaqItem = RouteResponse<typeof content.faqRoute>['data'][number];
