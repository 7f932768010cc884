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
  it('makes a signed link to a snapshot of the cart, with a message ready for WhatsApp', async () => {
    const seller = await newSeller(store);
    const serum = await stockedVariant(store, 10, 12_000);
    const cream = await stockedVariant(store, 10, 8_000);
    const cartId = await sellerCart(store, seller, [
      [serum, 2],
      [cream, 1],
    ]);
    const link = await shared(store, seller, { cart_id: cartId });

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
    expect(view).toMatchObject({ seller_name: 'نور البائعة', cart_name: 'سلة مريم', total: 32_000 });
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
  it('answers 404 to a forged token, an access token, an expired link and a revoked one', async () => {
    const seller = await newSeller(store);
    const cartId = await sellerCart(store, seller, [[await stockedVariant(store, 5), 1]]);
    const link = await shared(store, seller, { cart_id: cartId });
    expect((await open(link.token)).statusCode).toBe(200);

    const notFound = async (token: string) => {
      const response = await open(token);
      expectArabicError(response, 404);
      expect(response.json()).toMatchObject({ code: 'share.not_found', message: messages.shareNotFound });
    };
    const [head, payload, signature] = link.token.split('.');
    await notFound(`${head}.${payload}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`);
    // Another share's id in the claims, under the old signature.
    const forgedClaims = Buffer.from(JSON.stringify({ sub: String(link.id + 1), exp: 9_999_999_999 })).toString(
      'base64url',
    );
    await notFound(`${head}.${forgedClaims}.${signature}`);
    // Signed with another key (another shop's secret).
    await notFound(await new ShareTokens('x'.repeat(40)).sign(link.id, new Date(Date.now() + 60_000)));
    // An access token is no share token (too long for the link's path besides), and the reverse.
    const secret = store.kernel.config.auth.secret;
    const access = seller.headers['authorization-jwt']?.replace('jwt ', '') ?? '';
    expect(await new ShareTokens(secret).shareId(access, new Date())).toBeNull();
    const asAccess = await list(bearer(link.token));
    expectArabicError(asAccess, 401);
    // Expired: a token of ours whose time has passed, and a link whose row says it has.
    const past = new Date(Date.now() - 20 * 86_400_000);
    await notFound(await new ShareTokens(secret).sign(link.id, new Date(past.getTime() + 86_400_000)));
    const other = await shared(store, seller, { cart_id: cartId });
    await store.database.rows(
      sql`update cart_shares set expires_at = now() - interval '1 minute' where id = ${other.id}`,
    );
    await notFound(other.token);

    expect((await revoke(seller.headers, link.id)).statusCode).toBe(200);
    await notFound(link.token);
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
