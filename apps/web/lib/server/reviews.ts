import { reviews } from '@wb/contract';
import { cache } from 'react';
import { apiCall } from '../api';

/** Reviews shown on the product page's first load. */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * A page of a product's reviews as a guest reads them, for the product page. Not kept by Next's data cache: the API
 * keeps it until a review of the product is written, deleted or hidden (tag `reviews:<id>`), so a new review shows on
 * the next load. Null when the reviews cannot be read (the page still shows the product).
 */
export const getProductReviews = cache(async (productId: number, page: number) => {
  try {
    return await apiCall(reviews.productReviewsRoute, {
      query: { product_id: productId, page, limit: REVIEWS_PAGE_SIZE },
    });
  } catch {
    return null;
  }
});
