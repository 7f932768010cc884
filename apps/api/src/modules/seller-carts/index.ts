import { influencer, messages, pharmacist, sellerCarts } from '@wb/contract';
import type { CallerCtx } from '../../context';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';
import { addedMessage } from './service';

/** Sellers' carts, their invoice and their orders for others (spec §7 Seller carts, Influencer, Pharmacist; issue 14). */
export const sellerCartsModule: StoreModule = {
  name: 'seller-carts',
  register(app, { sellerCarts: carts, sellerCheckout, placeSellerOrder }, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    bindRoute(app, sellerCarts.sellerCartsRoute, async (_input, ctx) => ({
      data: await carts.list(ctx),
      message: messages.ok,
    }));
    bindRoute(
      app,
      sellerCarts.sellerCartCreateRoute,
      async ({ body }, ctx) => ({ data: await carts.create(ctx, body), message: messages.sellerCartCreated }),
      limited,
    );
    bindRoute(app, sellerCarts.sellerCartRoute, async ({ params, query }, ctx) => ({
      data: await carts.get(ctx, params.id, { invoice: query.page === 'invoice' }),
      message: messages.ok,
    }));
    bindRoute(
      app,
      sellerCarts.sellerCartDeleteRoute,
      async ({ params }, ctx) => {
        await carts.delete(ctx, params.id);
        return { message: messages.cartDeleted };
      },
      limited,
    );
    bindRoute(
      app,
      sellerCarts.sellerCartRenameRoute,
      async ({ params, body }, ctx) => ({
        data: await carts.rename(ctx, params.id, body),
        message: messages.updatedSuccessfully,
      }),
      limited,
    );
    bindRoute(
      app,
      sellerCarts.sellerCartActivateRoute,
      async ({ params }, ctx) => ({
        data: await carts.activate(ctx, params.id),
        message: messages.sellerCartActivated,
      }),
      limited,
    );
    bindRoute(
      app,
      sellerCarts.sellerCartAddItemRoute,
      async ({ body }, ctx) => {
        const added = await carts.addItem(ctx, {
          cartId: body.cart_id,
          variantId: body.variant_id,
          quantity: body.quantity,
        });
        return { data: added.item, message: addedMessage(added.cartName) };
      },
      limited,
    );
    bindRoute(
      app,
      sellerCarts.sellerCartUpdateItemRoute,
      async ({ params, body }, ctx) => ({
        data: await carts.setQuantity(ctx, params.id, body.quantity),
        message: messages.updatedSuccessfully,
      }),
      limited,
    );
    bindRoute(
      app,
      sellerCarts.sellerCartRemoveItemRoute,
      async ({ params }, ctx) => {
        await carts.removeItem(ctx, params.id);
        return { message: messages.cartItemRemoved };
      },
      limited,
    );
    bindRoute(
      app,
      sellerCarts.sellerCartEmptyRoute,
      async ({ params }, ctx) => {
        await carts.empty(ctx, params.cartId);
        return { message: messages.cartEmptied };
      },
      limited,
    );
    bindRoute(app, sellerCarts.sellerInvoiceDetailsRoute, async ({ params, query }, ctx) => ({
      data: await sellerCheckout.invoice(ctx, params.cartId, {
        ...query,
        receiverId: receiverOf(ctx, query.contact, query.address_id),
      }),
      message: messages.ok,
    }));
    bindRoute(
      app,
      influencer.influencerOrderRoute,
      async ({ body }, ctx) => ({
        data: await placeSellerOrder.run(ctx, {
          ...body,
          cartId: body.cart_id,
          receiverId: body.contact_id,
          expectedTotal: body.expected_total,
        }),
        message: messages.sellerOrderPlaced,
      }),
      limited,
    );
    bindRoute(
      app,
      pharmacist.pharmacistOrderRoute,
      async ({ body }, ctx) => ({
        data: await placeSellerOrder.run(ctx, {
          ...body,
          cartId: body.cart_id,
          receiverId: body.address_id,
          expectedTotal: body.expected_total,
        }),
        message: messages.sellerOrderPlaced,
      }),
      limited,
    );
  },
};

/** The receiver as each seller names it on the invoice: an influencer's contact, a pharmacist's address. */
function receiverOf(ctx: CallerCtx, contact: number | undefined, addressId: number | undefined): number | undefined {
  return ctx.caller.role === 'influencer' ? (contact ?? addressId) : (addressId ?? contact);
}
