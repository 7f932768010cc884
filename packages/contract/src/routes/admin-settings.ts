import { z } from 'zod';
import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import {
  adminDelivery,
  adminDeliveryBody,
  adminFaq,
  adminFaqBody,
  adminFaqOrderBody,
  adminPopup,
  adminPopupBody,
  adminSettingsBody,
} from '../schemas/admin-settings';
import { globalSettings } from '../schemas/content';
import { idParams } from '../schemas/fields';

/**
 * The staff desk's store settings (issue 12): delivery fees, popups, FAQ and the global settings. Admins only. Every
 * write is in the audit log and reaches the storefront's next read of the public call (its cached answers dropped).
 */
const tag = 'مكتب الموظفين: الإعدادات';
const access = ['admin'] as const;
const write = { rateLimited: true, idempotent: true, access, tag } as const;

export const adminDeliveryRoute = defineRoute(table.adminDeliveryGet, {
  tag,
  summary: 'Delivery fee of every governorate, the free-delivery threshold and where it applies, the default fee.',
  response: envelope(adminDelivery),
});

export const adminDeliveryUpdateRoute = defineRoute(table.adminDeliveryUpdate, {
  ...write,
  summary: 'Change any of: governorates’ fees, the free-delivery threshold, its governorates, the default fee.',
  body: adminDeliveryBody,
  response: envelope(adminDelivery),
  successMessage: 'saved',
  failures: [
    { code: 'city.unknown', field: 'fees', when: 'A city_id is not a governorate of GET app/cities.' },
    {
      code: 'reference.unknown',
      field: 'free_delivery_cities',
      when: 'An ISO code is not one of the governorates’.',
    },
  ],
});

const popupNotFound = { code: 'popup.not_found', when: 'No popup with this id.' } as const;
const unknownCollection = {
  code: 'reference.unknown',
  field: 'collection_id',
  when: 'collection_id is not a collection.',
} as const;

export const adminPopupsRoute = defineRoute(table.adminPopupsList, {
  tag,
  summary: 'Every marketing popup, shown or not, exactly as the storefront receives them; newest first.',
  response: envelope(z.array(adminPopup)),
});

export const adminPopupCreateRoute = defineRoute(table.adminPopupsCreate, {
  ...write,
  summary: 'Create a marketing popup (every spec §3 field).',
  body: adminPopupBody,
  response: envelope(adminPopup),
  successMessage: 'popupCreated',
  failures: [unknownCollection],
});

export const adminPopupUpdateRoute = defineRoute(table.adminPopupsUpdate, {
  ...write,
  summary: 'Change a marketing popup (every field, as on create).',
  params: idParams,
  body: adminPopupBody,
  response: envelope(adminPopup),
  successMessage: 'saved',
  failures: [popupNotFound, unknownCollection],
});

export const adminPopupDeleteRoute = defineRoute(table.adminPopupsDelete, {
  ...write,
  summary: 'Delete a marketing popup (the audit log keeps what it was).',
  params: idParams,
  response: messageOnly,
  successMessage: 'popupDeleted',
  failures: [popupNotFound],
});

const faqNotFound = { code: 'faq.not_found', when: 'No question with this id.' } as const;

export const adminFaqsRoute = defineRoute(table.adminFaqList, {
  tag,
  summary: 'Every question of the FAQ, in the order shoppers read them.',
  response: envelope(z.array(adminFaq)),
});

export const adminFaqCreateRoute = defineRoute(table.adminFaqCreate, {
  ...write,
  summary: 'Add a question at the end of the FAQ.',
  body: adminFaqBody,
  response: envelope(adminFaq),
  successMessage: 'faqCreated',
});

export const adminFaqUpdateRoute = defineRoute(table.adminFaqUpdate, {
  ...write,
  summary: 'Change a question and its answer.',
  params: idParams,
  body: adminFaqBody,
  response: envelope(adminFaq),
  successMessage: 'saved',
  failures: [faqNotFound],
});

export const adminFaqDeleteRoute = defineRoute(table.adminFaqDelete, {
  ...write,
  summary: 'Delete a question.',
  params: idParams,
  response: messageOnly,
  successMessage: 'faqDeleted',
  failures: [faqNotFound],
});

export const adminFaqOrderRoute = defineRoute(table.adminFaqOrder, {
  ...write,
  summary: 'Put the questions in a new order: every question once, first to last.',
  body: adminFaqOrderBody,
  response: envelope(z.array(adminFaq)),
  successMessage: 'saved',
  failures: [{ code: 'faq.order_mismatch', field: 'ids', when: 'ids is not every question exactly once.' }],
});

export const adminSettingsRoute = defineRoute(table.adminSettingsGet, {
  tag,
  summary: 'The global settings document, as GET gui/globalSetting sends it.',
  response: envelope(globalSettings),
  failures: [{ code: 'not_found', when: "The store's settings have not been set up." }],
});

export const adminSettingsUpdateRoute = defineRoute(table.adminSettingsUpdate, {
  ...write,
  summary:
    'Change the global settings (store name, support contacts, working hours, announcement, minimum order, links). Delivery settings are changed at PUT /admin/delivery.',
  body: adminSettingsBody,
  response: envelope(globalSettings),
  successMessage: 'saved',
  failures: [
    { code: 'mobile.invalid', field: 'support_phone', when: 'support_phone is not an Iraqi mobile number.' },
    { code: 'not_found', when: "The store's settings have not been set up." },
  ],
});
