import type { Cart, GiftProgram, Invoice, Order } from '@wb/contract';
import { normalizeCode } from '@wb/contract/normalize';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { cartKeys } from '../cart/cart-model';
import { orderKeys } from '../orders/order-queries';
import { createSessionQueryClient } from '../session-data/query-client';
import { apiFailure, fakeCall } from '../session-data/session-call.fixture';
import { codeKeys, walletKeys } from '../wallet/wallet-queries';
import {
  checkoutKeys,
  invoiceParams,
  keepOffered,
  NO_CHOICES,
  parseWalletAmount,
  toggleGift,
  visiblePrograms,
  walletCeiling,
} from './checkout-model';
import { type PlaceOrderInput, placeOrder } from './checkout-queries';

const ORDER = { id: 41, number: 'WB-100041', total: 39_000 } as Order;
const INPUT: PlaceOrderInput = {
  code: 'WELCOME10',
  wallet: 5_000,
  addressId: 7,
  gifts: [{ id: 3, program_id: 1 }],
  note: '  اتصل قبل الوصول  ',
  expectedTotal: 39_000,
};
const noWait = async () => {};

function setup(handler: (input: unknown, attempt: number) => unknown) {
  const client = createSessionQueryClient();
  client.setQueryData<Cart>(cartKeys.lines, {
    cart_items: [],
    total_quantity: 3,
    total_price: 45_000,
    card_quantity: 2,
  });
  client.setQueryData(cartKeys.count, { item_count: 3 });
  client.setQueryData(checkoutKeys.invoice(NO_CHOICES), { total: 45_000 } as Invoice);
  client.setQueryData(orderKeys.list(1), { data: [] });
  client.setQueryData(walletKeys.page(1), { balance: 10_000 });
  client.setQueryData(codeKeys.all, []);
  const fake = fakeCall({ 'orders.create': handler });
  return { client, fake, deps: { client, call: fake.call, key: 'k'.repeat(32), sleep: noWait } };
}

describe('placing an order', () => {
  it('sends the choices with the total shown and the key, then empties the cart and marks orders, wallet and codes stale', async () => {
    const { client, fake, deps } = setup(() => ({ data: ORDER, message: 'تم استلام طلبك بنجاح' }));
    const outcome = await placeOrder(INPUT, deps);
    expect(outcome).toEqual({ kind: 'placed', order: ORDER, message: 'تم استلام طلبك بنجاح' });
    expect(fake.calls[0]?.input).toEqual({
      body: {
        code: 'WELCOME10',
        wallet: 5_000,
        address_id: 7,
        gifts: [{ id: 3, program_id: 1 }],
        note: 'اتصل قبل الوصول',
        payment_method: 'cod',
        expected_total: 39_000,
      },
    });
    expect(fake.calls[0]?.options.headers).toEqual({ 'Idempotency-Key': deps.key });
    expect(client.getQueryData<Cart>(cartKeys.lines)?.cart_items).toEqual([]);
    expect(client.getQueryData(cartKeys.count)).toEqual({ item_count: 0 });
    expect(client.getQueryState(orderKeys.list(1))?.isInvalidated).toBe(true);
    expect(client.getQueryState(walletKeys.page(1))?.isInvalidated).toBe(true);
    expect(client.getQueryState(codeKeys.all)?.isInvalidated).toBe(true);
    expect(client.getQueryState(checkoutKeys.invoice(NO_CHOICES))?.isInvalidated).toBe(true);
  });

  it('repeats a request that got no answer with the same key, so the order is placed once', async () => {
    const { fake, deps } = setup((_input, attempt) => {
      if (attempt === 1) throw apiFailure(0, null, 'خطأ في الاتصال بالخادم. تحقق من اتصالك بالإنترنت.');
      return { data: ORDER, message: 'ok' };
    });
    expect((await placeOrder(INPUT, deps)).kind).toBe('placed');
    expect(fake.calls.map((call) => call.options.headers?.['Idempotency-Key'])).toEqual([deps.key, deps.key]);
  });

  it('opens the quantity popup (not a toast) when the stock ran out, with each line the API names', async () => {
    const problem = { variant_id: 9, title: 'سيروم', requested: 4, available: 1, message: 'المتوفر 1 فقط' };
    const { client, deps } = setup(() => {
      throw new ApiError(409, 'الكمية غير متوفرة', {
        message: 'الكمية غير متوفرة',
        code: 'stock.insufficient',
        errors: { quantity: [problem] },
      });
    });
    const outcome = await placeOrder(INPUT, deps);
    expect(outcome).toEqual({ kind: 'quantity', problems: [problem], message: 'الكمية غير متوفرة' });
    expect(client.getQueryState(checkoutKeys.invoice(NO_CHOICES))?.isInvalidated).toBe(true);
    expect(client.getQueryData(cartKeys.count)).toEqual({ item_count: 3 });
  });

  it('reads the invoice again when the total changed since it was shown', async () => {
    const { client, deps } = setup(() => {
      throw apiFailure(409, 'order.total_changed', 'تغيّر مجموع طلبك إلى 41,000 د.ع. راجع الفاتورة ثم أكّد الطلب.');
    });
    expect(await placeOrder(INPUT, deps)).toEqual({
      kind: 'total-changed',
      message: 'تغيّر مجموع طلبك إلى 41,000 د.ع. راجع الفاتورة ثم أكّد الطلب.',
    });
    expect(client.getQueryState(checkoutKeys.invoice(NO_CHOICES))?.isInvalidated).toBe(true);
  });

  it('puts a refused code under the code field', async () => {
    const { deps } = setup(() => {
      const failure = apiFailure(422, 'code.expired', 'انتهت صلاحية كود الخصم.');
      Object.assign(failure.body as object, { errors: { code: ['انتهت صلاحية كود الخصم.'] } });
      throw failure;
    });
    expect(await placeOrder(INPUT, deps)).toEqual({ kind: 'field', field: 'code', message: 'انتهت صلاحية كود الخصم.' });
  });

  it('says a server failure may be tried again, and an empty cart may not', async () => {
    const busy = setup(() => {
      throw apiFailure(500, 'server.error', 'حدث خطأ غير متوقع في الخادم، يرجى المحاولة لاحقاً.');
    });
    expect(await placeOrder(INPUT, busy.deps)).toMatchObject({ kind: 'failed', retryable: true });
    const empty = setup(() => {
      throw apiFailure(409, 'cart.empty', 'سلتك فارغة.');
    });
    expect(await placeOrder(INPUT, empty.deps)).toEqual({
      kind: 'failed',
      message: 'سلتك فارغة.',
      code: 'cart.empty',
      retryable: false,
    });
    expect(empty.client.getQueryData(cartKeys.count)).toEqual({ item_count: 0 });
  });
});

describe('checkout choices', () => {
  it('asks for the invoice with only what was chosen', () => {
    expect(invoiceParams(NO_CHOICES)).toEqual({ wallet: 0 });
    expect(invoiceParams({ code: 'SAVE5000', wallet: 2_000, addressId: 3 })).toEqual({
      code: 'SAVE5000',
      wallet: 2_000,
      address_id: 3,
    });
  });

  it('reads codes and amounts typed with Arabic-Indic digits', () => {
    expect(normalizeCode(' save٥٠٠٠ ')).toBe('SAVE5000');
    expect(parseWalletAmount('١٠,٠٠٠')).toBe(10_000);
    expect(parseWalletAmount('-500')).toBe(500);
    expect(parseWalletAmount('')).toBe(0);
  });

  it('lets the wallet take no more than the balance and what is left to pay', () => {
    expect(walletCeiling({ wallet_balance: 15_000, total: 40_000, wallet_used: 0 })).toBe(15_000);
    expect(walletCeiling({ wallet_balance: 15_000, total: 0, wallet_used: 9_000 })).toBe(9_000);
  });
});

describe('gift selection', () => {
  it('ignores a duplicate of the same id and program, and un-chooses on a second press (spec §5)', () => {
    const once = toggleGift([], { id: 1, program_id: 1 }, 2);
    expect(toggleGift(once, { id: 1, program_id: 1 }, 2)).toEqual([]);
    expect(toggleGift(once, { id: 1, program_id: 2 }, 1)).toEqual([
      { id: 1, program_id: 1 },
      { id: 1, program_id: 2 },
    ]);
  });

  it('keeps a program within its number of gifts: the oldest choice gives way', () => {
    let selection = toggleGift([], { id: 1, program_id: 1 }, 2);
    selection = toggleGift(selection, { id: 2, program_id: 1 }, 2);
    selection = toggleGift(selection, { id: 3, program_id: 1 }, 2);
    expect(selection).toEqual([
      { id: 2, program_id: 1 },
      { id: 3, program_id: 1 },
    ]);
  });

  it('drops gifts the invoice no longer offers', () => {
    const offered = [{ id: 2, program_id: 1 }] as Invoice['gifts'];
    expect(
      keepOffered(
        [
          { id: 2, program_id: 1 },
          { id: 5, program_id: 2 },
        ],
        offered,
      ),
    ).toEqual({
      kept: [{ id: 2, program_id: 1 }],
      dropped: [{ id: 5, program_id: 2 }],
    });
  });

  it('shows unlocked programs first, then the nearest to unlock, and hides one with nothing to give', () => {
    const program = (id: number, unlocked: boolean, missing: number, products = 1) =>
      ({ id, unlocked, amount_to_unlock: missing, products: Array(products).fill({}) }) as GiftProgram;
    expect(
      visiblePrograms([
        program(1, false, 20_000),
        program(2, true, 0),
        program(3, false, 5_000),
        program(4, true, 0, 0),
      ]).map((p) => p.id),
    ).toEqual([2, 3, 1]);
  });
});
