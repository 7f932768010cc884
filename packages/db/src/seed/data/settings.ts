import type { GlobalSettings } from '@wb/contract';

/** The globalSetting document (GET gui/globalSetting), stored in `settings` under the key 'global'. */
export const globalSettingsData: GlobalSettings = {
  store_name: 'وندر بيوتي',
  store_name_en: 'Wonder Beauty',
  currency: 'IQD',
  language: 'ar',
  locale: 'ar_IQ',
  support_phone: '+9647701234567',
  support_email: 'support@wonderbeauty.iq',
  working_hours: 'يومياً من 10 صباحاً إلى 10 مساءً',
  announcement: 'توصيل مجاني داخل بغداد للطلبات فوق 50,000 د.ع',
  free_delivery_threshold: 50_000,
  free_delivery_cities: ['IQ-BG'],
  default_delivery_fee: 5_000,
  min_order_total: 10_000,
  social: {
    instagram: 'https://www.instagram.com/wonderbeauty.iq',
    facebook: 'https://www.facebook.com/wonderbeauty.iq',
    tiktok: 'https://www.tiktok.com/@wonderbeauty.iq',
    whatsapp: 'https://wa.me/9647701234567',
  },
  app_links: { android: null, ios: null },
};
