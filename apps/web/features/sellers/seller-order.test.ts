import type { SellerInvoice } from '@wb/contract';
import { describe, expect, it } from 'vitest';
import { createSessionQueryClient } from '../session-data/query-client';
import { apiFailure, fakeCall } from '../session-data/session-call.fixture';
import { sellerKeys } from './seller-model';
import { placeSellerOrder, type SellerPlaceInput } from './seller-order';

const INPUT: SellerPlaceInput = {
  role: 'influencer',
  cartId: 4,
  receiverId: 9,
  pricing: { wallet: 15_000 },
  expectedTotal: 37_000,
};
const noWait = async () => {};

function setup(handler: () => unknown) {
  const client = createSessionQueryClient();
  client.setQueryData(sellerKeys.invoice(4, INPUT.pricing), { total: 37_000 } as SellerInvoice);
  const fake = fakeCall({ 'orders.influencer': handler });
  return { client, fake, deps: { client, call: fake.call, key: 'k'.repeat(32), sleep: noWait } };
}

describe("a seller's «تأكيد الطلب» (issue 24)", () => {
  it('sends the total on screen, so a wallet spent meanwhile can never change it silently', async () => {
    const { fake, deps } = setup(() => {
      throw apiFailure(409, 'order.total_changed');
    });
    await placeSellerOrder(INPUT, deps);
    expect(fake.calls[0]?.input).toEqual({
      body: { cart_id: 4, contact_id: 9, wallet: 15_000, expected_total: 37_000 },
    });
  });

  it('refused with the new total: says so and reads the invoice again, with nothing to retry', async () => {
    const message = 'تغيّر مجموع طلبك إلى 47,000 د.ع. راجع الفاتورة ثم أكّد الطلب.';
    const { client, deps } = setup(() => {
      throw apiFailure(409, 'order.total_changed', message);
    });
    const outcome = await placeSellerOrder(INPUT, deps);
    expect(outcome).toMatchObject({ kind: 'refused', message, retryable: false });
    expect(client.getQueryState(sellerKeys.invoice(4, INPUT.pricing))?.isInvalidated).toBe(true);
  });
});
