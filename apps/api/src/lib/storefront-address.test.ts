import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../test/harness';
import { newSeller } from '../../test/kits/earnings';
import { stockedVariant } from '../../test/kits/orders';
import { newReferrer } from '../../test/kits/referrals';
import { sellerCart } from '../../test/kits/shares';

/**
 * Links sent to other people open where the sender is (issue 24): `npm start` on PORT=3850 put the storefront at
 * localhost:3850 while the shared cart's WhatsApp text and the referral link said localhost:3000.
 */
let behindStorefront: TestStore;
let direct: TestStore;
beforeAll(async () => {
  // As `npm start` runs the API: the storefront on this machine is the one proxy in front; no WEB_URL given.
  behindStorefront = await startTestStore({
    TRUST_PROXY: 'loopback',
    WEB_URL: '',
    STOREFRONT_HOSTS: 'wonder-beauty.iq, www.wonder-beauty.iq',
    WRITE_RATE_LIMIT_PER_MINUTE: '1000',
  });
  // An API that trusts no proxy: what a client writes in X-Forwarded-Host is nobody's word.
  direct = await startTestStore({
    TRUST_PROXY: 'false',
    WEB_URL: 'https://shop.example',
    WRITE_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await behindStorefront?.close();
  await direct?.close();
});

/** A seller shares a cart through the storefront at `host` (as the storefront forwards the call), or directly. */
async function shareText(store: TestStore, headers: Record<string, string>): Promise<string> {
  const seller = await newSeller(store);
  const cartId = await sellerCart(store, seller, [[await stockedVariant(store, 5), 1]]);
  const response = await store.call({
    method: 'POST',
    url: '/api/v2/app/seller/share-cart',
    headers: { ...seller.headers, ...headers },
    payload: { cart_id: cartId },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { share_text, url } = response.json().data;
  expect(share_text).toContain(url);
  return share_text;
}

async function referralLink(store: TestStore, headers: Record<string, string>): Promise<string> {
  const referrer = await newReferrer(store);
  const response = await store.call({
    method: 'GET',
    url: '/api/v2/app/referrals',
    headers: { ...referrer.headers, ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.link;
}

describe('the address in links the API writes', () => {
  it('is the storefront the seller is using, port included, when the trusted storefront names it', async () => {
    const forwarded = { 'x-forwarded-host': 'localhost:3850' };
    expect(await shareText(behindStorefront, forwarded)).toMatch(/http:\/\/localhost:3850\/shared-cart\/[2-9A-Z]{8}/);
    expect(await referralLink(behindStorefront, forwarded)).toMatch(/^http:\/\/localhost:3850\/auth\?ref=/);
  });

  it('is https behind a load balancer that says so, on the real domain', async () => {
    const forwarded = { 'x-forwarded-host': 'wonder-beauty.iq', 'x-forwarded-proto': 'https' };
    expect(await shareText(behindStorefront, forwarded)).toContain('https://wonder-beauty.iq/shared-cart/');
  });

  it('falls back to WEB_URL when no storefront names it, and ignores a peer it does not trust', async () => {
    expect(await shareText(behindStorefront, {})).toContain('http://localhost:3000/shared-cart/');
    const spoofed = { 'x-forwarded-host': 'evil.example' };
    expect(await shareText(direct, spoofed)).toContain('https://shop.example/shared-cart/');
    expect(await referralLink(direct, spoofed)).toMatch(/^https:\/\/shop\.example\/auth\?ref=/);
  });

  it('never takes a host that is not one', async () => {
    const text = await shareText(behindStorefront, { 'x-forwarded-host': 'evil.example/phish?x=' });
    expect(text).toContain('http://localhost:3000/shared-cart/');
  });

  it('is not a host the client wrote: the storefront passes any Host header on, so only the store’s own are followed', async () => {
    // What `curl -H 'Host: evil.example'` against the shop reaches the API as: the trusted storefront forwarding it.
    const spoofed = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    expect(await shareText(behindStorefront, spoofed)).toContain('http://localhost:3000/shared-cart/');
    expect(await referralLink(behindStorefront, spoofed)).toMatch(/^http:\/\/localhost:3000\/auth\?ref=/);
    const other = { 'x-forwarded-host': 'www.wonder-beauty.iq', 'x-forwarded-proto': 'https' };
    expect(await shareText(behindStorefront, other)).toContain('https://www.wonder-beauty.iq/shared-cart/');
  });
});
