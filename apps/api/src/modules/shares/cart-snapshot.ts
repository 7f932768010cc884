import { rowsOf } from '@wb/db';
import { sql } from 'drizzle-orm';
import type { CallerCtx } from '../../context';
import { ApiError } from '../../http/errors';
import type { CartsForShare } from './service';

/**
 * The lines of one of the caller's seller carts, as a share snapshots them (another's cart, or a customer cart: 404).
 * A stand-in for the seller-carts module's `cartForShare` until that module is wired in its place.
 */
export class SellerCartSnapshots implements CartsForShare {
  async cartForShare(ctx: CallerCtx, cartId: number) {
    const [cart] = await rowsOf<{ id: number; name: string }>(
      ctx.db,
      sql`select id, name from carts where id = ${cartId} and owner_id = ${ctx.caller.id} and kind = 'seller'`,
    );
    if (!cart) throw ApiError.of('seller_cart.not_found');
    const lines = await rowsOf<{ variant_id: number; quantity: number }>(
      ctx.db,
      sql`select variant_id, quantity from cart_items where cart_id = ${cart.id} order by id`,
    );
    return { cart, lines };
  }
}
