import type { NotifyRequest } from '@wb/contract';
import { products, restockSubscriptions, rowsOf, variants } from '@wb/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CallerCtx } from '../../context';
import { ApiError } from '../../lib/errors';
import type { CatalogService } from '../catalog/storefront/service';

export interface NotifyMeInput {
  fcm_token?: string | undefined;
  variant_id: number;
  product_id: number;
  title?: string | undefined;
  image_path?: string | null | undefined;
}

/**
 * Notify-me (spec §7 app/notifyMe, issue 13): a person asks to be told when an out-of-stock variant is back. One
 * subscription per person and variant; asking again re-arms it (a spent one waits again, from now). Only while the
 * variant is out of stock. The restock job (restock-notices.ts) tells the armed ones. Someone else's subscription
 * answers as a missing one does.
 */
export class NotifyService {
  constructor(private readonly catalog: CatalogService) {}

  async subscribe(ctx: CallerCtx, body: NotifyMeInput): Promise<NotifyRequest> {
    const [variant] = await ctx.db
      .select({ product_id: variants.productId, stock: variants.stock })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(eq(variants.id, body.variant_id), eq(products.status, 'active')));
    if (!variant) throw ApiError.of('variant.not_found');
    if (variant.product_id !== body.product_id) throw ApiError.of('notify.variant_mismatch');
    if (variant.stock > 0) throw ApiError.of('notify.in_stock');
    const token = body.fcm_token?.trim() || null;
    // One statement: two taps at once meet on the unique key, and the second re-arms what the first wrote.
    await rowsOf(
      ctx.db,
      sql`insert into restock_subscriptions (user_id, variant_id, product_id, title, image_path, fcm_token, created_at)
        values (${ctx.caller.id}, ${body.variant_id}, ${body.product_id}, ${body.title ?? ''},
          ${body.image_path || null}, ${token}, now())
        on conflict (user_id, variant_id) do update set
          notified_at = null, created_at = now(), title = excluded.title, image_path = excluded.image_path,
          fcm_token = coalesce(excluded.fcm_token, restock_subscriptions.fcm_token)`,
    );
    const [mine] = await this.rows(ctx, body.variant_id);
    if (!mine) throw new Error('the subscription just written is gone');
    return mine;
  }

  /** Stops waiting for a variant (spec §3: the delete payload names shopify_variant_id). */
  async remove(ctx: CallerCtx, variantId: number): Promise<void> {
    const deleted = await ctx.db
      .delete(restockSubscriptions)
      .where(and(eq(restockSubscriptions.userId, ctx.caller.id), eq(restockSubscriptions.variantId, variantId)))
      .returning({ id: restockSubscriptions.id });
    if (deleted.length === 0) throw ApiError.of('notify.not_found');
  }

  /** The caller's subscriptions, newest first, each with its state and the product's card as it is now. */
  list(ctx: CallerCtx): Promise<NotifyRequest[]> {
    return this.rows(ctx);
  }

  private async rows(ctx: CallerCtx, variantId?: number): Promise<NotifyRequest[]> {
    const rows = await ctx.db
      .select({
        id: restockSubscriptions.id,
        variant_id: restockSubscriptions.variantId,
        product_id: restockSubscriptions.productId,
        title: restockSubscriptions.title,
        image_path: restockSubscriptions.imagePath,
        notified_at: restockSubscriptions.notifiedAt,
        created_at: restockSubscriptions.createdAt,
        stock: variants.stock,
      })
      .from(restockSubscriptions)
      .innerJoin(variants, eq(variants.id, restockSubscriptions.variantId))
      .where(
        and(
          eq(restockSubscriptions.userId, ctx.caller.id),
          variantId === undefined ? undefined : eq(restockSubscriptions.variantId, variantId),
        ),
      )
      .orderBy(desc(restockSubscriptions.createdAt), desc(restockSubscriptions.id));
    const cards = new Map(
      (await this.catalog.cards(ctx, [...new Set(rows.map((row) => row.product_id))])).map((card) => [card.id, card]),
    );
    return rows.flatMap((row) => {
      const product = cards.get(row.product_id);
      if (!product) return [];
      return [
        {
          id: row.id,
          variant_id: row.variant_id,
          product_id: row.product_id,
          title: row.title,
          image_path: row.image_path,
          notified_at: row.notified_at?.toISOString() ?? null,
          created_at: row.created_at.toISOString(),
          state: row.notified_at ? 'notified' : row.stock > 0 ? 'in_stock' : 'waiting',
          product,
        } satisfies NotifyRequest,
      ];
    });
  }

  /** Account deletion: her subscriptions go. */
  async erase(ctx: CallerCtx): Promise<void> {
    await ctx.db.delete(restockSubscriptions).where(eq(restockSubscriptions.userId, ctx.caller.id));
  }
}
