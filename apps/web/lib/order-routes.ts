import type { checkout, orders, wallet } from '@wb/contract';
import { clientRoute } from './api';

/**
 * The calls of checkout, orders, the wallet and the codes page, as typed references (see `clientRoute`). Apart from
 * `cart-routes.ts` and `client-routes.ts` so only the pages that place or show orders carry them.
 */
export const checkoutRoutes = {
  invoice: clientRoute<typeof checkout.invoiceDetailsRoute>('checkout.invoiceDetails', 'GET', '/app/invoice/details'),
  gifts: clientRoute<typeof checkout.predictionRoute>('checkout.prediction', 'GET', '/app/prediction'),
  place: clientRoute<typeof orders.createOrderRoute>('orders.create', 'POST', '/app/orders'),
};

export const orderRoutes = {
  list: clientRoute<typeof orders.ordersListRoute>('orders.list', 'GET', '/app/orders'),
  details: clientRoute<typeof orders.orderDetailsRoute>('orders.details', 'GET', '/app/orders/{id}'),
  cancel: clientRoute<typeof orders.deleteOrderRoute>('orders.delete', 'DELETE', '/app/orders'),
  reorderPreview: clientRoute<typeof orders.reorderPreviewRoute>('orders.reorderPreview', 'GET', '/app/re-order/{id}'),
  reorder: clientRoute<typeof orders.reorderRoute>('orders.reorder', 'PUT', '/app/re-order/{id}'),
};

export const walletRoutes = {
  get: clientRoute<typeof wallet.walletRoute>('wallet.get', 'GET', '/app/wallet'),
  codes: clientRoute<typeof wallet.openCodesRoute>('codes.open', 'GET', '/app/codes'),
};
