import type { adminPromotions, adminSettings, catalog } from '@wb/contract';
import { clientRoute } from '@/lib/api';

/**
 * The desk's writes for promotions and store settings (issue 12, admins), as typed references (`clientRoute`: the
 * route objects would ship the contract's schemas). Reads happen on the server (`deskRead`).
 */
type P = typeof adminPromotions;
type S = typeof adminSettings;

export const deskPromotionRoutes = {
  createCode: clientRoute<P['adminCodeCreateRoute']>('admin.codes.create', 'POST', '/admin/codes'),
  updateCode: clientRoute<P['adminCodeUpdateRoute']>('admin.codes.update', 'PUT', '/admin/codes/{id}'),
  codeActive: clientRoute<P['adminCodeActiveRoute']>('admin.codes.active', 'POST', '/admin/codes/{id}/active'),
  createGift: clientRoute<P['adminGiftProgramCreateRoute']>('admin.gifts.create', 'POST', '/admin/gift-programs'),
  updateGift: clientRoute<P['adminGiftProgramUpdateRoute']>('admin.gifts.update', 'PUT', '/admin/gift-programs/{id}'),
  /** The store's filtered listing (not the keyword search, whose first pages are counted as shoppers' searches). */
  findProducts: clientRoute<typeof catalog.searchFilterRoute>('search.filter', 'POST', '/app/search/filter'),
  giftActive: clientRoute<P['adminGiftProgramActiveRoute']>(
    'admin.gifts.active',
    'POST',
    '/admin/gift-programs/{id}/active',
  ),
};

export const deskSettingsRoutes = {
  delivery: clientRoute<S['adminDeliveryUpdateRoute']>('admin.delivery.update', 'PUT', '/admin/delivery'),
  createPopup: clientRoute<S['adminPopupCreateRoute']>('admin.popups.create', 'POST', '/admin/popups'),
  updatePopup: clientRoute<S['adminPopupUpdateRoute']>('admin.popups.update', 'PUT', '/admin/popups/{id}'),
  deletePopup: clientRoute<S['adminPopupDeleteRoute']>('admin.popups.delete', 'DELETE', '/admin/popups/{id}'),
  createFaq: clientRoute<S['adminFaqCreateRoute']>('admin.faq.create', 'POST', '/admin/faq'),
  updateFaq: clientRoute<S['adminFaqUpdateRoute']>('admin.faq.update', 'PUT', '/admin/faq/{id}'),
  deleteFaq: clientRoute<S['adminFaqDeleteRoute']>('admin.faq.delete', 'DELETE', '/admin/faq/{id}'),
  orderFaq: clientRoute<S['adminFaqOrderRoute']>('admin.faq.order', 'PUT', '/admin/faq/order'),
  settings: clientRoute<S['adminSettingsUpdateRoute']>('admin.settings.update', 'PUT', '/admin/settings'),
};
