import type { GiftChoice, GiftProduct, GiftProgram } from '@wb/contract';
import { type giftPrograms, products, type RawRow, rowsOf, variants } from '@wb/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { ValueCache } from '../../lib/cache';
import type { CacheTags } from '../../lib/cache-tags';
import { ApiError } from '../../lib/errors';
import type { CatalogService } from '../catalog/storefront/service';
import type { GiftLine, Gifts } from '../checkout/ports';

type ProgramRow = RawRow<typeof giftPrograms, 'id' | 'name' | 'description' | 'min_total' | 'max_gifts'> & {
  /** Its products for sale, in the program's order. */
  product_ids: number[];
};

/**
 * Gift programs (ports.ts `Gifts`): spend at least a program's minimum to choose up to its max_gifts of its products,
 * free. What a cart unlocks is judged on the spend the caller passes (the cart's total); the gift cards are the
 * catalogue's own (CatalogService.cards), with the program they come from.
 */
export class GiftService implements Gifts {
  /** The running programs and their cards, as every cart's prediction and invoice shows them. */
  private readonly shown: ValueCache;

  constructor(
    private readonly catalog: CatalogService,
    cacheTtlMs: number,
    cacheTags: CacheTags,
  ) {
    this.shown = cacheTags.register(
      new ValueCache({ max: 4, ttlMs: cacheTtlMs, tags: ['catalog', 'listings', 'gift-programs'] }),
    );
  }

  async programs(ctx: Ctx, spend: number): Promise<GiftProgram[]> {
    return (await this.shownPrograms(ctx)).map(({ row, products }) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      min_total: row.min_total,
      max_gifts: row.max_gifts,
      unlocked: spend >= row.min_total,
      amount_to_unlock: Math.max(0, row.min_total - spend),
      products,
    }));
  }

  async unlocked(ctx: Ctx, spend: number): Promise<GiftProduct[]> {
    return (await this.shownPrograms(ctx)).flatMap(({ row, products }) => (spend >= row.min_total ? products : []));
  }

  /**
   * The running programs with their gift cards, made once a load, not once a request (every checkout preview shows
   * them: issue 25). Shown from a cache; what an order chooses is checked fresh (`choose`). Answers share the cards,
   * which nobody changes.
   */
  private shownPrograms(ctx: Ctx): Promise<Array<{ row: ProgramRow; products: GiftProduct[] }>> {
    return this.shown.get('running', async () => {
      const running = await this.running(ctx);
      const cards = await this.cardsOf(ctx, running);
      return running.map((row) => ({
        row,
        products: row.product_ids.flatMap((id) => {
          const card = cards.get(id);
          return card ? [{ ...card, program_id: row.id }] : [];
        }),
      }));
    });
  }

  async choose(ctx: Ctx, choices: readonly GiftChoice[], spend: number): Promise<GiftLine[]> {
    // Spec §5: the same gift of the same program chosen twice (a double tap) counts once.
    const seen = new Set<string>();
    const unique = choices.filter((choice) => {
      const key = `${choice.id}:${choice.program_id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (unique.length === 0) return [];

    const programs = new Map((await this.running(ctx)).map((row) => [row.id, row]));
    const chosen = unique.map((choice) => {
      const program = programs.get(choice.program_id);
      if (!program?.product_ids.includes(choice.id)) throw ApiError.field('gifts', 'gift.unknown');
      return { choice, program };
    });
    for (const { program } of chosen) {
      if (spend < program.min_total) throw ApiError.field('gifts', 'gift.not_unlocked');
    }
    for (const program of new Set(chosen.map((c) => c.program))) {
      const count = chosen.filter((c) => c.program === program).length;
      if (count > program.max_gifts) throw ApiError.field('gifts', 'gift.too_many', { max: program.max_gifts });
    }

    const variants = await this.firstVariants(ctx, [...new Set(unique.map((choice) => choice.id))]);
    // One product may be a gift of two programs: both ship from its first variant, so its stock must cover both.
    const wanted = new Map<number, number>();
    for (const choice of unique) wanted.set(choice.id, (wanted.get(choice.id) ?? 0) + 1);
    return unique.map((choice) => {
      const variant = variants.get(choice.id);
      if (!variant || variant.stock < (wanted.get(choice.id) ?? 1)) throw ApiError.field('gifts', 'gift.out_of_stock');
      return { programId: choice.program_id, productId: choice.id, variantId: variant.id, stock: variant.stock };
    });
  }

  async variantIds(ctx: Ctx, choices: readonly GiftChoice[]): Promise<number[]> {
    const variants = await this.firstVariants(ctx, [...new Set(choices.map((choice) => choice.id))]);
    return [...variants.values()].map((variant) => variant.id);
  }

  /** Programs running now (active, within their dates), in the order shoppers see them, with their products for sale. */
  private running(ctx: Ctx): Promise<ProgramRow[]> {
    const now = ctx.now().toISOString();
    return rowsOf<ProgramRow>(
      ctx.db,
      sql`
      select g.id, g.name, g.description, g.min_total, g.max_gifts,
        coalesce(array_agg(gp.product_id order by gp.position, gp.product_id)
          filter (where gp.product_id is not null), '{}'::int[]) as product_ids
      from gift_programs g
      left join gift_program_products gp on gp.program_id = g.id
        and exists (select 1 from products p where p.id = gp.product_id and p.status = 'active')
      where g.active
        and (g.starts_at is null or g.starts_at <= ${now}::timestamptz)
        and (g.ends_at is null or g.ends_at > ${now}::timestamptz)
      group by g.id
      order by g.sort_order, g.min_total, g.id`,
    );
  }

  private async cardsOf(ctx: Ctx, rows: readonly ProgramRow[]) {
    const ids = [...new Set(rows.flatMap((row) => row.product_ids))];
    return new Map((await this.catalog.cards(ctx, ids)).map((card) => [card.id, card]));
  }

  /** The variant each product ships as a gift (its first, as its card shows it) and that variant's stock now. */
  private async firstVariants(ctx: Ctx, productIds: readonly number[]) {
    const rows = await ctx.db
      .selectDistinctOn([variants.productId], {
        product_id: variants.productId,
        id: variants.id,
        stock: variants.stock,
      })
      .from(variants)
      .innerJoin(products, and(eq(products.id, variants.productId), eq(products.status, 'active')))
      .where(inArray(variants.productId, [...productIds]))
      .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id));
    return new Map(rows.map((row) => [row.product_id, { id: row.id, stock: row.stock }]));
  }
}
