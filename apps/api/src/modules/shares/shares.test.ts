import { messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { newSeller } from '../../../test/kits/earnings';
import { setStock, stockedVariant } from '../../../test/kits/orders';
import { contactOf, sellerCart, shared } from '../../../test/kits/shares';
import { ShareTokens } from './tokens';

/** A seller's cart shared as a link (issue 14): made, listed, revoked, and opened by anyone holding it. */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => store?.close());

const open = (token: string) => store.call({ method: 'GET', url: `/api/v2/app/shared-carts/${token}` });
const share = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  store.call({ method: 'POST', url: '/api/v2/app/seller/share-cart', headers, payload });
const list = (headers: Record<string, string>) =>
  store.call({ method: 'GET', url: '/api/v2/app/seller/shares', headers });
const revoke = (headers: Record<string, string>, id: number) =>
  store.call({ method: 'DELETE', url: `/api/v2/app/seller/share-cart/${id}`, headers });

describe('POST /app/seller/share-cart', () => {
  it('makes a short link to a snapshot of the cart, with a message ready for WhatsApp', async () => {
    const seller = await newSeller(store);
    const serum = await stockedVariant(store, 10, 12_000);
    const cream = await stockedVariant(store, 10, 8_000);
    const cartId = await sellerCart(store, seller, [
      [serum, 2],
      [cream, 1],
    ]);
    const link = await shared(store, seller, { cart_id: cartId });

    // Eight characters a person can read back: no 0/O, 1/I/L.
    expect(link.token).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(link.url).toBe(`/shared-cart/${link.token}`);
    expect(link.share_text).toContain('منتجان');
    expect(link.share_text).toContain(`http://localhost:3000/shared-cart/${link.token}`);
    expect(link.whatsapp_url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(link.whatsapp_url.split('?text=')[1] ?? '')).toBe(link.share_text);
    const days = (new Date((link as unknown as { expires_at: string }).expires_at).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(14);

    // The seller empties her cart afterwards: the link shows what she shared, at today's prices.
    await store.database.rows(sql`delete from cart_items where cart_id = ${cartId}`);
    const page = await open(link.token);
    expect(page.statusCode, page.body).toBe(200);
    const view = page.json().data;
    // The seller's public name; the cart's own name («سلة مريم») is her note, never shown to the customer.
    expect(view).toMatchObject({ seller_name: 'نور البائعة', total: 32_000 });
    expect(JSON.stringify(view)).not.toContain('سلة مريم');
    type Item = {
      quantity: number;
      available: boolean;
      variant: { id: number; price: number; product: { id: number } };
    };
    const items = new Map(view.items.map((item: Item) => [item.variant.id, item]));
    expect(items.get(serum.variantId)).toMatchObject({
      quantity: 2,
      available: true,
      variant: { price: 12_000, product: { id: serum.productId } },
    });
    expect(items.get(cream.variantId)).toMatchObject({ quantity: 1, available: true, variant: { price: 8_000 } });
    expect(items.size).toBe(2);
  });

  it("names the contact it is for, and opens WhatsApp on the contact's number", async () => {
    const seller = await newSeller(store);
    const contact = await contactOf(store, seller, 'سارة', '+9647801112233');
    const cartId = await sellerCart(store, seller, [[await stockedVariant(store, 5), 1]]);
    const link = await shared(store, seller, { cart_id: cartId, contact_id: contact });
    expect(link.share_text.startsWith('مرحباً سارة،')).toBe(true);
    expect(link.share_text).toContain('منتج واحد');
    expect(link.whatsapp_url.startsWith('https://wa.me/9647801112233?text=')).toBe(true);
    const [mine] = (await list(seller.headers)).json().data;
    expect(mine).toMatchObject({ id: link.id, receiver_name: 'سارة', items_count: 1, revoked: false, orders: 0 });
  });

  it("refuses an empty cart, another seller's cart or contact, and customers", async () => {
    const seller = await newSeller(store);
    const other = await newSeller(store, 'pharmacist');
    const empty = await sellerCart(store, seller, []);
    const full = await sellerCart(store, seller, [[await stockedVariant(store, 5), 1]]);
    const theirs = await sellerCart(store, other, [[await stockedVariant(store, 5), 1]]);
    const theirContact = await contactOf(store, other);

    const refusedEmpty = await share(seller.headers, { cart_id: empty });
    expectArabicError(refusedEmpty, 422);
    expect(refusedEmpty.json()).toMatchObject({ code: 'share.empty', message: messages.shareEmpty });
    const notHers = await share(seller.headers, { cart_id: theirs });
    expectArabicError(notHers, 404);
    expect(notHers.json().code).toBe('seller_cart.not_found');
    const notHerContact = await share(seller.headers, { cart_id: full, contact_id: theirContact });
    expectArabicError(notHerContact, 404);
    expect(notHerContact.json().code).toBe('contact.not_found');
    const customer = bearer((await store.signIn(DEMO.customer)).jwt_token);
    expectArabicError(await share(customer, { cart_id: full }), 403);
    expect((await list(seller.headers)).json().data).toEqual([]);
  });
});

describe('GET /app/shared-carts/{token}', () => {
  const refused = async (token: string, status: 404 | 410) => {
    const response = await open(token);
    expectArabicError(response, status);
    const [code, message] =
      status === 404 ? ['share.not_found', messages.shareNotFound] : ['share.gone', messages.shareGone];
    expect(response.json()).toMatchObject({ code, message });
  };

  it('opens a code as typed in either case; an unknown code is 404, an expired or revoked link 410', async () => {
    const seller = await newSeller(store);
    const cartId = await sellerCart(store, seller, [[await stockedVariant(store, 5), 1]]);
    const link = await shared(store, seller, { cart_id: cartId });
    expect((await open(link.token)).statusCode).toBe(200);
    expect((await open(link.token.toLowerCase())).statusCode).toBe(200);

    // A code of the right shape that no link has, and one that is no code at all.
    await refused(link.token === 'ABCDEFGH' ? 'ABCDEFGJ' : 'ABCDEFGH', 404);
    await refused('0O1IL0O1', 404);

    const expired = await shared(store, seller, { cart_id: cartId });
    await store.database.rows(
      sql`update cart_shares set expires_at = now() - interval '1 minute' where id = ${expired.id}`,
    );
    await refused(expired.token, 410);
    expect((await revoke(seller.headers, link.id)).statusCode).toBe(200);
    await refused(link.token, 410);
  });

  it('keeps opening a link shared before the codes with its signed token until it expires; a forged one is 404', async () => {
    const seller = await newSeller(store);
    const cartId = await sellerCart(store, seller, [[await stockedVariant(store, 5), 1]]);
    const link = await shared(store, seller, { cart_id: cartId });
    // As the links of before: no code, the signed token naming the row.
    const [row] = await store.database.rows<{ expires_at: string }>(
      sql`update cart_shares set code = null where id = ${link.id} returning expires_at`,
    );
    const secret = store.kernel.config.auth.secret;
    const token = await new ShareTokens(secret).sign(link.id, new Date(row?.expires_at ?? 0));
    expect((await open(token)).statusCode).toBe(200);
    const [listed] = (await list(seller.headers)).json().data;
    expect(listed).toMatchObject({ id: link.id, url: `/shared-cart/${token}` });

    const [head, payload, signature] = token.split('.');
    await refused(`${head}.${payload}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`, 404);
    // Another share's id in the claims, under the old signature.
    const forgedClaims = Buffer.from(JSON.stringify({ sub: String(link.id + 1), exp: 9_999_999_999 })).toString(
      'base64url',
    );
    await refused(`${head}.${forgedClaims}.${signature}`, 404);
    // Signed with another key (another shop's secret).
    await refused(await new ShareTokens('x'.repeat(40)).sign(link.id, new Date(Date.now() + 60_000)), 404);
    // An access token is no share token (too long for the link's path besides), and the reverse.
    const access = seller.headers['authorization-jwt']?.replace('jwt ', '') ?? '';
    expect(await new ShareTokens(secret).shareId(access, new Date())).toBeNull();
    expectArabicError(await list(bearer(token)), 401);
    // Its time passed.
    const past = new Date(Date.now() - 20 * 86_400_000);
    await refused(await new ShareTokens(secret).sign(link.id, new Date(past.getTime() + 86_400_000)), 404);
  });

  it('bounds guessing: past the per-network limit a minute, opening links is refused with 429', async () => {
    const limitedStore = await startTestStore({ SHARE_OPEN_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const guess = (code: string, remoteAddress = '203.0.113.7') =>
        limitedStore.call({ method: 'GET', url: `/api/v2/app/shared-carts/${code}`, remoteAddress });
      for (const code of ['AAAAAAA2', 'AAAAAAA3', 'AAAAAAA4', 'AAAAAAA5', 'AAAAAAA6']) {
        expect((await guess(code)).statusCode).toBe(404);
      }
      const stopped = await guess('AAAAAAA7');
      expectArabicError(stopped, 429);
      expect(stopped.json()).toMatchObject({ code: 'request.rate_limited', message: messages.rateLimited });
      // Another network is counted on its own.
      expect((await guess('AAAAAAA7', '198.51.100.9')).statusCode).toBe(404);
      // Adding a shared cart answers 404 for a wrong code just as opening does: it spends the same bound.
      const { jwt_token } = await limitedStore.signIn(DEMO.customer);
      const add = await limitedStore.call({
        method: 'POST',
        url: '/api/v2/app/shared-carts/AAAAAAA8/add',
        headers: bearer(jwt_token),
        remoteAddress: '203.0.113.7',
      });
      expectArabicError(add, 429);
    } finally {
      await limitedStore.close();
    }
  });

  it('shows a sold-out product as unavailable, outside the total', async () => {
    const seller = await newSeller(store);
    const kept = await stockedVariant(store, 5, 10_000);
    const gone = await stockedVariant(store, 5, 7_000);
    const link = await shared(store, seller, {
      cart_id: await sellerCart(store, seller, [
        [kept, 1],
        [gone, 3],
      ]),
    });
    await setStock(store, gone, 0);
    const view = (await open(link.token)).json().data;
    expect(view.total).toBe(10_000);
    const availability = view.items.map((item: { available: boolean; variant: { id: number } }) => [
      item.variant.id,
      item.available,
    ]);
    expect(Object.fromEntries(availability)).toEqual({ [kept.variantId]: true, [gone.variantId]: false });
  });
});

describe('the seller’s links', () => {
  it('lists them newest first; revoking is hers alone, and a revoked link says so', async () => {
    const seller = await newSeller(store);
    const other = await newSeller(store);
    const cartId = await sellerCart(store, seller, [[await stockedVariant(store, 5), 2]]);
    const first = await shared(store, seller, { cart_id: cartId });
    const second = await shared(store, seller, { cart_id: cartId });

    const refused = await revoke(other.headers, first.id);
    expectArabicError(refused, 404);
    expect(refused.json().code).toBe('share.not_found');
    const revoked = await revoke(seller.headers, first.id);
    expect(revoked.json()).toMatchObject({ message: messages.shareRevoked });

    const links = (await list(seller.headers)).json().data;
    expect(
      links.map((link: { id: number; revoked: boolean; url: string }) => [link.id, link.revoked, link.url]),
    ).toEqual([
      [second.id, false, second.url],
      [first.id, true, first.url],
    ]);
    expect((await list(other.headers)).json().data).toEqual([]);
  });

  it('go with the seller’s account: a deleted seller’s links open nothing', async () => {
    const seller = await newSeller(store);
    const link = await shared(store, seller, {
      cart_id: await sellerCart(store, seller, [[await stockedVariant(store, 5), 1]]),
    });
    await store.services.deleteAccount.run(seller.ctx);
    expectArabicError(await open(link.token), 404);
    const [left] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from cart_shares where seller_id = ${seller.id}`,
    );
    expect(left?.n).toBe(0);
  });
});
