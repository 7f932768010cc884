import {
  formatMessage,
  type GuestCartLine,
  type MergeCartBody,
  type MergedCart,
  type MergeShortfall,
  messages,
} from '@wb/contract';
import { rowsOf } from '@wb/db';
import { sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx, lockCaller } from '../../context';
import type { CacheTags } from '../../lib/cache-tags';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../lib/cart-lines';
import { pgArray } from '../../lib/sql';
import type { LineVariant, VariantCatalog } from '../catalog/storefront/variants';

/**
 * A guest's cart (issue 24). It lives in her browser (`wb_cart`: variant ids and quantities, nothing else), so what it
 * shows is read here at today's prices for anyone who asks (the catalogue's public data, nothing personal); at sign-in
 * it is poured into her own cart once, line by line within the rules every add keeps.
 */
export class GuestCartService {
  constructor(
    private readonly variants: VariantCatalog,
    private readonly cacheTags: CacheTags,
  ) {}

  /**
   * The variants of `ids` as the drawer shows them, in the order asked; an id that is no variant, or whose product is
   * not on sale (a draft not yet launched, an archived one), is left out: this read is public, and walking the ids
   * must not show what the product page would answer 404 for.
   */
  async lines(ctx: Ctx, ids: readonly number[]): Promise<GuestCartLine[]> {
    const found = await this.variants.lineVariants(ctx.db, ids);
    return [...new Set(ids)].flatMap((id) => {
      const variant = found.get(id);
      return variant?.active ? [guestLineOf(variant)] : [];
    });
  }

  /**
   * Adds the guest's lines (newest first) to the caller's cart in one transaction, under the caller's exclusive lock
   * (the lock every add takes, so no add interleaves): the same variant adds to its line, each line within the stock
   * of the moment and 99 units, new lines while the cart has fewer than 50. Nothing is refused whole: what does not
   * fit is left out or reduced, and said in Arabic. The newest guest line ends up newest in the cart.
   */
  async merge(ctx: CallerCtx, body: MergeCartBody): Promise<MergedCart> {
    const wanted = new Map<number, number>();
    for (const item of body.items) wanted.set(item.variant_id, (wanted.get(item.variant_id) ?? 0) + item.quantity);
    return atomically(ctx, async (tx) => {
      await lockCaller(tx, 'exclusive');
      const [cart] = await rowsOf<{ id: number }>(
        tx.db,
        sql`insert into carts (owner_id, kind) values (${tx.caller.id}, 'customer')
          on conflict (owner_id) where kind = 'customer' do update set updated_at = now()
          returning id`,
      );
      if (!cart) throw new Error('the customer cart was neither found nor made');
      const existing = await rowsOf<{ variant_id: number; quantity: number }>(
        tx.db,
        sql`select variant_id, quantity from cart_items where cart_id = ${cart.id}`,
      );
      const variants = await this.variants.lineVariants(tx.db, [...wanted.keys()], { fresh: true });
      const plan = planMerge(wanted, new Map(existing.map((row) => [row.variant_id, row.quantity])), variants);
      if (plan.adds.length) {
        // Oldest guest line first, so ids (the cart's "newest first") keep her order.
        const adds = [...plan.adds].reverse();
        await rowsOf(
          tx.db,
          sql`insert into cart_items (cart_id, variant_id, quantity)
            select ${cart.id}, a.variant_id, a.quantity
            from unnest(${pgArray(adds.map((add) => add.variantId))}::int[], ${pgArray(adds.map((add) => add.quantity))}::int[])
              with ordinality as a(variant_id, quantity, ord)
            order by a.ord
            on conflict (cart_id, variant_id) do update
              set quantity = cart_items.quantity + excluded.quantity, updated_at = now()`,
        );
        await this.cacheTags.invalidate(tx.db, [`cart:${tx.caller.id}`]);
      }
      return {
        added_quantity: plan.adds.reduce((sum, add) => sum + add.quantity, 0),
        item_count: plan.itemCount,
        shortfalls: plan.shortfalls,
      };
    });
  }
}

function guestLineOf(variant: LineVariant): GuestCartLine {
  const stock = variant.active ? variant.stock : 0;
  return {
    shopify_variant_id: variant.variant_id,
    shopify_product_id: variant.product_id,
    title: variant.title,
    variant_title: variant.variant_title,
    price: variant.price,
    compare_at: variant.compare_at,
    image_path: variant.image_path,
    available: stock > 0,
    max_quantity: Math.max(0, Math.min(stock, MAX_LINE_QUANTITY)),
  };
}

interface MergePlan {
  adds: { variantId: number; quantity: number }[];
  shortfalls: MergeShortfall[];
  itemCount: number;
}

/** What each guest line adds to a cart holding `inCart`, in the order sent (newer lines have the room first). */
export function planMerge(
  wanted: ReadonlyMap<number, number>,
  inCart: Map<number, number>,
  variants: ReadonlyMap<number, LineVariant>,
): MergePlan {
  const adds: MergePlan['adds'] = [];
  const shortfalls: MergeShortfall[] = [];
  let lines = inCart.size;
  const short = (variantId: number, title: string, requested: number, added: number, message: string) =>
    shortfalls.push({ variant_id: variantId, title, requested, added, message });
  for (const [variantId, requested] of wanted) {
    const variant = variants.get(variantId);
    // A product no longer (or not yet) on sale is gone, unnamed: its title is not hers to learn from an id she sent.
    if (!variant?.active) {
      short(variantId, '', requested, 0, messages.mergeGone);
      continue;
    }
    const { title } = variant;
    const stock = variant.stock;
    const held = inCart.get(variantId) ?? 0;
    const ceiling = Math.min(stock, MAX_LINE_QUANTITY);
    if (stock <= 0) {
      short(variantId, title, requested, 0, formatMessage(messages.mergeStockOut, { title }));
      continue;
    }
    if (held >= ceiling) {
      short(variantId, title, requested, 0, formatMessage(messages.mergeAlreadyFull, { title }));
      continue;
    }
    if (held === 0 && lines >= MAX_CART_LINES) {
      short(variantId, title, requested, 0, formatMessage(messages.mergeNoRoom, { title, max: MAX_CART_LINES }));
      continue;
    }
    const added = Math.min(requested, ceiling - held);
    if (added < requested) {
      const byStock = stock < MAX_LINE_QUANTITY;
      const message = byStock
        ? formatMessage(messages.mergeReducedStock, { title, added, requested })
        : formatMessage(messages.mergeReducedLimit, { title, added, requested, max: MAX_LINE_QUANTITY });
      short(variantId, title, requested, added, message);
    }
    if (held === 0) lines += 1;
    inCart.set(variantId, held + added);
    adds.push({ variantId, quantity: added });
  }
  const itemCount = [...inCart.values()].reduce((sum, quantity) => sum + quantity, 0);
  return { adds, shortfalls, itemCount };
}
