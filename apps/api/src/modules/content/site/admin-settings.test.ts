import { adminSettings, checkout, content, messages } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../../test/arabic';
import { auditCount, auditOf, type Desk, deskOf } from '../../../../test/desk';
import { startTestStore, type TestStore } from '../../../../test/harness';
import { fillCart, newShopper, type Shopper, stockedVariant } from '../../../../test/kits/orders';

/**
 * Delivery fees and the global settings at the staff desk (issue 12). The storefront's calls (GET app/cities, GET
 * gui/globalSetting) and checkout's pricing read them from caches kept an hour here: a desk write reaches the next
 * read, and the next invoice, as soon as it commits.
 */
let store: TestStore;
let desk: Desk;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000', CACHE_TTL_SECONDS: '3600' });
  desk = await deskOf(store);
});
afterAll(() => store?.close());

// Long before the cache would expire of itself (an hour): a change seen within it was pushed, on a busy machine too.
const soon = { timeout: 15_000 };
const BAGHDAD = 1;

async function publicSettings() {
  const response = await store.call({ method: 'GET', url: '/api/v2/gui/globalSetting' });
  return content.globalSettingRoute.response.parse(response.json()).data;
}

async function publicFee(cityId: number) {
  const response = await store.call({ method: 'GET', url: '/api/v2/app/cities' });
  return content.citiesRoute.response.parse(response.json()).new_data.find((city) => city.id === cityId)?.delivery_fee;
}

async function deliveryFeeCharged(shopper: Shopper) {
  const response = await store.call({ method: 'GET', url: '/api/v2/app/invoice/details', headers: shopper.headers });
  return checkout.invoiceDetailsRoute.response.parse(response.json()).data.delivery_fee;
}

describe('delivery', () => {
  it('reads every governorate’s fee, the threshold, where it applies and the default fee', async () => {
    const response = await desk.get('/admin/delivery');
    const delivery = adminSettings.adminDeliveryRoute.response.parse(response.json()).data;
    expect(delivery.cities).toHaveLength(19);
    expect(delivery).toMatchObject({
      free_delivery_threshold: 50_000,
      free_delivery_cities: ['IQ-BG'],
      default_delivery_fee: 5_000,
    });
  });

  it('a new fee and threshold reach GET app/cities, GET gui/globalSetting and the next invoice; audited', async () => {
    const shopper = await newShopper(store); // in Baghdad
    await fillCart(store, shopper, [[await stockedVariant(store, 10, 55_000), 1]]);
    // Before: free in Baghdad from 50,000; cached now, for an hour.
    expect(await deliveryFeeCharged(shopper)).toBe(0);
    expect(await publicFee(BAGHDAD)).toBe(5_000);
    expect((await publicSettings()).free_delivery_threshold).toBe(50_000);

    const response = await desk.send('PUT', '/admin/delivery', {
      fees: [
        { city_id: BAGHDAD, delivery_fee: 3_000 },
        { city_id: 2, delivery_fee: '٩٠٠٠' },
      ],
      free_delivery_threshold: 60_000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(messages.saved);
    const delivery = response.json().data;
    expect(delivery.cities.find((city: { id: number }) => city.id === 2).delivery_fee).toBe(9_000);
    expect(delivery).toMatchObject({ free_delivery_threshold: 60_000, free_delivery_cities: ['IQ-BG'] });

    await expect.poll(() => publicFee(BAGHDAD), soon).toBe(3_000);
    await expect.poll(async () => (await publicSettings()).free_delivery_threshold, soon).toBe(60_000);
    // 55,000 no longer reaches the threshold: the new Baghdad fee is charged.
    await expect.poll(() => deliveryFeeCharged(shopper), soon).toBe(3_000);

    const [entry] = await auditOf(store, 'settings', 'delivery');
    expect(entry).toMatchObject({
      actor_id: desk.adminId,
      action: 'delivery.update',
      before: { fees: { [BAGHDAD]: 5_000, 2: 7_000 }, free_delivery_threshold: 50_000 },
      after: { fees: { [BAGHDAD]: 3_000, 2: 9_000 }, free_delivery_threshold: 60_000 },
    });
  });

  it('free delivery in every governorate when none is listed', async () => {
    const response = await desk.send('PUT', '/admin/delivery', { free_delivery_cities: [] });
    expect(response.json().data.free_delivery_cities).toEqual([]);
    await expect.poll(async () => (await publicSettings()).free_delivery_cities, soon).toEqual([]);
  });

  it.each([
    ['nothing', {}, '_', messages.nothingToChange],
    [
      'a negative fee',
      { fees: [{ city_id: 1, delivery_fee: -1 }] },
      'fees.0.delivery_fee',
      'قيمة حقل أجور التوصيل يجب ألا تقل عن 0.',
    ],
    [
      'a fee in fils',
      { default_delivery_fee: 2_500.5 },
      'default_delivery_fee',
      'حقل أجور التوصيل الافتراضية يجب أن يكون عدداً صحيحاً.',
    ],
    [
      'a governorate twice',
      {
        fees: [
          { city_id: 1, delivery_fee: 1 },
          { city_id: 1, delivery_fee: 2 },
        ],
      },
      'fees',
      messages.listHasDuplicates,
    ],
  ])('refuses %s with 422 in Arabic', async (_label, body, field, message) => {
    const response = await desk.send('PUT', '/admin/delivery', body);
    expectArabicError(response, 422);
    expect(response.json().errors[field]).toContain(message);
  });

  it('refuses a governorate or an ISO code it does not know, and changes nothing', async () => {
    const entries = await auditCount(store);
    const city = await desk.send('PUT', '/admin/delivery', {
      fees: [{ city_id: 99, delivery_fee: 1_000 }],
      default_delivery_fee: 1,
    });
    expectArabicError(city, 422);
    expect(city.json()).toMatchObject({ code: 'city.unknown', errors: { fees: [messages.cityUnknown] } });
    const iso = await desk.send('PUT', '/admin/delivery', { free_delivery_cities: ['IQ-BG', 'IQ-XX'] });
    expectArabicError(iso, 422);
    expect(iso.json()).toMatchObject({
      code: 'reference.unknown',
      errors: { free_delivery_cities: [expect.stringContaining('IQ-XX')] },
    });
    expect((await desk.get('/admin/delivery')).json().data.default_delivery_fee).toBe(5_000);
    expect(await auditCount(store)).toBe(entries);
  });
});

describe('global settings', () => {
  const settingsBody = (fields: Record<string, unknown> = {}) => ({
    store_name: 'وندر بيوتي',
    store_name_en: 'Wonder Beauty',
    support_phone: '0770 123 4568',
    support_email: 'help@wonderbeauty.iq',
    working_hours: 'يومياً من 9 صباحاً إلى 11 مساءً',
    announcement: 'عروض العيد: خصم حتى 30%',
    min_order_total: 15_000,
    social: {
      instagram: 'https://www.instagram.com/wonderbeauty.iq',
      facebook: '',
      tiktok: null,
      whatsapp: 'https://wa.me/9647701234568',
    },
    app_links: { android: 'https://play.google.com/store/apps/details?id=iq.wonderbeauty', ios: '' },
    ...fields,
  });

  it('reads the document the storefront reads', async () => {
    const response = await desk.get('/admin/settings');
    expect(response.json().data).toEqual(await publicSettings());
  });

  it('a change reaches GET gui/globalSetting; the delivery half is left alone; audited before and after', async () => {
    const before = await publicSettings(); // cached now, for an hour
    // Delivery fields sent here are not this call's: they are ignored.
    const response = await desk.send('PUT', '/admin/settings', settingsBody({ free_delivery_threshold: 1 }));
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      ...before,
      support_phone: '+9647701234568',
      support_email: 'help@wonderbeauty.iq',
      working_hours: 'يومياً من 9 صباحاً إلى 11 مساءً',
      announcement: 'عروض العيد: خصم حتى 30%',
      min_order_total: 15_000,
      social: {
        instagram: 'https://www.instagram.com/wonderbeauty.iq',
        facebook: null,
        tiktok: null,
        whatsapp: 'https://wa.me/9647701234568',
      },
      app_links: { android: 'https://play.google.com/store/apps/details?id=iq.wonderbeauty', ios: null },
    };
    expect(response.json().data).toEqual(expected);
    await expect.poll(publicSettings, soon).toEqual(expected);

    const [entry] = await auditOf(store, 'settings', 'global');
    expect(entry).toMatchObject({ actor_id: desk.adminId, action: 'settings.update', before, after: expected });

    // No announcement: the strip goes.
    await desk.send('PUT', '/admin/settings', settingsBody({ announcement: '' }));
    await expect.poll(async () => (await publicSettings()).announcement, soon).toBeNull();
  });

  it.each([
    ['a mobile that is not Iraqi', { support_phone: '0912345678' }, 'support_phone', messages.mobileInvalid],
    ['an email that is not one', { support_email: 'help at shop' }, 'support_email', 'قيمة حقل بريد الدعم غير صالحة.'],
    [
      'a link that is not https',
      { social: { instagram: 'http://instagram.com/x' } },
      'social.instagram',
      messages.linkFormat,
    ],
    ['no store name', { store_name: '' }, 'store_name', 'حقل اسم المتجر مطلوب.'],
    ['a minimum in fils', { min_order_total: 999.5 }, 'min_order_total', 'حقل أقل مبلغ للطلب يجب أن يكون عدداً صحيحاً.'],
  ])('refuses %s with 422 in Arabic', async (_label, fields, field, message) => {
    const response = await desk.send('PUT', '/admin/settings', settingsBody(fields));
    expectArabicError(response, 422);
    expect(response.json().errors[field]).toContain(message);
  });
});
