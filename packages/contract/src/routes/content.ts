import { envelope } from '../common';
import { defineRoute } from '../route';
import { citiesResponse, faqQuery, faqResponse, globalSettings, popupsResponse } from '../schemas/content';

const tag = 'المحتوى والإعدادات';

export const popupsRoute = defineRoute({
  id: 'content.popups',
  method: 'GET',
  path: '/app/popups',
  access: 'public',
  tag,
  summary: 'Active marketing popups with their page, timing and closing rules.',
  response: popupsResponse,
});

export const globalSettingRoute = defineRoute({
  id: 'content.globalSetting',
  method: 'GET',
  path: '/gui/globalSetting',
  access: 'public',
  tag,
  summary: 'Store-wide settings: contact, delivery thresholds, social links.',
  response: envelope(globalSettings),
  failures: [{ code: 'not_found', when: "The store's settings have not been set up." }],
});

export const faqRoute = defineRoute({
  id: 'content.faq',
  method: 'GET',
  path: '/gui/faq',
  access: 'public',
  tag,
  summary: 'Frequently asked questions, 15 a page.',
  query: faqQuery,
  response: faqResponse,
});

export const citiesRoute = defineRoute({
  id: 'checkout.cities',
  method: 'GET',
  path: '/app/cities',
  access: 'public',
  tag,
  summary: "Iraq's 19 governorates with their delivery fee (read from new_data).",
  response: citiesResponse,
});
