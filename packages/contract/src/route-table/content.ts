/** The route table's entries whose schemas `routes/content.ts` attaches. */
export const contentPopups = { id: 'content.popups', method: 'GET', path: '/app/popups', access: 'public' } as const;
export const contentGlobalSetting = {
  id: 'content.globalSetting',
  method: 'GET',
  path: '/gui/globalSetting',
  access: 'public',
} as const;
export const contentFaq = { id: 'content.faq', method: 'GET', path: '/gui/faq', access: 'public' } as const;
export const checkoutCities = { id: 'checkout.cities', method: 'GET', path: '/app/cities', access: 'public' } as const;
