import { envelope } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { citiesResponse, faqQuery, faqResponse, globalSettings, popupsResponse } from '../schemas/content';

const tag = 'المحتوى والإعدادات';

export const popupsRoute = defineRoute(table.contentPopups, {
  tag,
  summary: 'Active marketing popups with their page, timing and closing rules.',
  response: popupsResponse,
});

export const globalSettingRoute = defineRoute(table.contentGlobalSetting, {
  tag,
  summary: 'Store-wide settings: contact, delivery thresholds, social links.',
  response: envelope(globalSettings),
  failures: [{ code: 'not_found', when: "The store's settings have not been set up." }],
});

export const faqRoute = defineRoute(table.contentFaq, {
  tag,
  summary: 'Frequently asked questions, 15 a page.',
  query: faqQuery,
  response: faqResponse,
});

export const citiesRoute = defineRoute(table.checkoutCities, {
  tag,
  summary: "Iraq's 19 governorates with their delivery fee (read from new_data).",
  response: citiesResponse,
});
