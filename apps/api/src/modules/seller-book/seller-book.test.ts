import { messages } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { startTestStore, type TestStore } from '../../../test/harness';
import {
  expectStatus,
  newReceiver,
  newSeller,
  receiverBody,
  type Seller,
  sellerCall,
} from '../../../test/kits/seller-carts';

/**
 * Sellers' delivery books (spec §7: influencer contacts, pharmacist addresses; issue 14): create with the checks of a
 * saved address, search by Arabic name however typed, by mobile in any form and by area, delete, and ownership.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const searchPath = (seller: Seller) => (seller.role === 'influencer' ? '/contacts' : '/search/addresses');
async function search(seller: Seller, text: string, limit?: number): Promise<string[]> {
  const query = new URLSearchParams({ search: text, ...(limit ? { limit: String(limit) } : {}) });
  const body = await expectStatus(sellerCall(store, seller, 'GET', `${searchPath(seller)}?${query}`));
  return body.data.map((entry: { name: string }) => entry.name);
}

describe.each(['influencer', 'pharmacist'] as const)('the %s’s book', (role) => {
  it('saves a delivery point: the mobile in international form, the governorate named', async () => {
    const seller = await newSeller(store, role);
    const path = role === 'influencer' ? '/contacts' : '/addresses';
    const body = await expectStatus(sellerCall(store, seller, 'POST', path, receiverBody()));
    expect(body.message).toBe(role === 'influencer' ? messages.contactSaved : messages.addressSaved);
    expect(body.data).toMatchObject({
      name: 'أسماء حسين',
      mobile: '+9647901234567',
      city: { id: 1, name: 'بغداد' },
      region: 'المنصور',
      landmark: 'قرب مطعم الساعة',
    });
  });

  it('finds entries by a name typed without hamza, by a mobile in any form, by area and landmark', async () => {
    const seller = await newSeller(store, role);
    await newReceiver(store, seller, { name: 'أحمد الكبيسي', mobile: '07712223344', region: 'الأعظمية' });
    await newReceiver(store, seller, { name: 'فاطمة جاسم', mobile: '07801112233', region: 'زيونة' });
    await newReceiver(store, seller, {
      name: 'صيدلية الرحمة',
      mobile: '07509998877',
      landmark: 'مقابل مستشفى ابن النفيس',
    });
    expect(await search(seller, 'احمد')).toEqual(['أحمد الكبيسي']);
    expect(await search(seller, 'فاطمه')).toEqual(['فاطمة جاسم']);
    expect(await search(seller, '0771 222')).toEqual(['أحمد الكبيسي']);
    expect(await search(seller, '+9647801112233')).toEqual(['فاطمة جاسم']);
    expect(await search(seller, '٠٧٥٠٩٩٩٨٨٧٧')).toEqual(['صيدلية الرحمة']);
    expect(await search(seller, 'الاعظميه')).toEqual(['أحمد الكبيسي']);
    expect(await search(seller, 'ابن النفيس')).toEqual(['صيدلية الرحمة']);
    expect(await search(seller, '')).toEqual(['صيدلية الرحمة', 'فاطمة جاسم', 'أحمد الكبيسي']);
    expect(await search(seller, '', 2)).toEqual(['صيدلية الرحمة', 'فاطمة جاسم']);
    expect(await search(seller, 'لا أحد بهذا الاسم')).toEqual([]);
  });

  it('finds entries by their governorate (Arabic however typed, or English) and by several words at once', async () => {
    const seller = await newSeller(store, role);
    await newReceiver(store, seller, { name: 'مريم عبد الله', region: 'الكرادة', city_id: 1 });
    await newReceiver(store, seller, { name: 'هدى كاظم', region: 'العشار', city_id: 2 });
    await newReceiver(store, seller, { name: 'سارة محمود', region: 'المنصور', city_id: 1 });
    expect(await search(seller, 'بغداد')).toEqual(['سارة محمود', 'مريم عبد الله']);
    expect(await search(seller, 'البصره')).toEqual(['هدى كاظم']);
    expect(await search(seller, 'بصرة')).toEqual(['هدى كاظم']);
    expect(await search(seller, 'baghdad')).toEqual(['سارة محمود', 'مريم عبد الله']);
    expect(await search(seller, 'مريم، بغداد')).toEqual(['مريم عبد الله']);
    expect(await search(seller, 'بغداد الكراده')).toEqual(['مريم عبد الله']);
    expect(await search(seller, 'كرادة')).toEqual(['مريم عبد الله']);
    expect(await search(seller, 'مريم البصرة')).toEqual([]);
  });

  it('refuses a wrong mobile and an unknown governorate together, in Arabic (422)', async () => {
    const seller = await newSeller(store, role);
    const path = role === 'influencer' ? '/contacts' : '/addresses';
    const response = await sellerCall(store, seller, 'POST', path, receiverBody({ mobile: '12345', city_id: 999 }));
    expectArabicError(response, 422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['city_id', 'mobile']);
  });

  it('a seller never finds another seller’s entries; a limit above 100 is refused', async () => {
    const owner = await newSeller(store, role);
    const stranger = await newSeller(store, role);
    await newReceiver(store, owner, { name: 'زبونة سرية' });
    expect(await search(stranger, 'سرية')).toEqual([]);
    expect(await search(stranger, '')).toEqual([]);
    expectArabicError(await sellerCall(store, owner, 'GET', `${searchPath(owner)}?limit=101`), 422);
  });
});

describe('DELETE app/contacts/{id}', () => {
  it('deletes the influencer’s contact; another influencer’s id is a 404 and the contact stays', async () => {
    const owner = await newSeller(store, 'influencer');
    const stranger = await newSeller(store, 'influencer');
    const id = await newReceiver(store, owner, { name: 'رنا' });
    const refused = await sellerCall(store, stranger, 'DELETE', `/contacts/${id}`);
    expectArabicError(refused, 404);
    expect(refused.json().code).toBe('contact.not_found');
    expect(await search(owner, 'رنا')).toEqual(['رنا']);
    const body = await expectStatus(sellerCall(store, owner, 'DELETE', `/contacts/${id}`));
    expect(body.message).toBe(messages.contactDeleted);
    expect(await search(owner, 'رنا')).toEqual([]);
    expectArabicError(await sellerCall(store, owner, 'DELETE', `/contacts/${id}`), 404);
  });
});
