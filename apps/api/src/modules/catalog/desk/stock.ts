import type { AdminStockBody } from '@wb/contract';
import { stockMovements } from '@wb/db';
import { eq, max } from 'drizzle-orm';
import { atomically, type CallerCtx } from '../../../context';
import type { CacheTags } from '../../../lib/cache-tags';
import { ApiError } from '../../../lib/errors';
import type { AuditLog } from '../../audit/service';
import type { VariantCatalog } from '../storefront/variants';
import { dropProduct } from './rows';

/** A change of a variant's stock: by so many units, or to the level counted on the shelf. */
export type StockChange = { delta: number } | { count: number };

/**
 * Stock changed by hand or by an import (issue 12), as the order flow changes it: the variant locked FOR NO KEY
 * UPDATE (an order for it waits, or is waited for — never both read the same stock), the change checked against what
 * is there now (never below zero: 409 in Arabic), then written through the catalogue's one stock mover — the guarded
 * update, the ledger line (with who and why), the product's in-stock flag, the restock notice when it leaves 0, the
 * caches — and the audit entry, all in one transaction.
 */
export class StockDesk {
  constructor(
    private readonly variants: VariantCatalog,
    private readonly audit: AuditLog,
    private readonly cacheTags: CacheTags,
  ) {}

  /** The id of the ledger line written, or null when the change was nothing (a count equal to the stock). */
  change(
    ctx: CallerCtx,
    variantId: number,
    change: StockChange,
    why: { reason: 'staff' | 'import'; note: string },
  ): Promise<number | null> {
    return atomically(ctx, async (tx) => {
      const locked = (await this.variants.lockForOrder(tx.db, [variantId])).get(variantId);
      if (!locked) throw ApiError.of('variant.not_found');
      const delta = 'delta' in change ? change.delta : change.count - locked.stock;
      if (locked.stock + delta < 0) throw ApiError.of('stock.below_zero', { available: locked.stock });
      if (delta === 0) return null;
      await this.variants.move(tx, [{ variantId, quantity: delta }], { ...why, actorId: tx.caller.id });
      await dropProduct(this.cacheTags, tx, locked.product_id);
      const [movement] = await tx.db
        .select({ id: max(stockMovements.id) })
        .from(stockMovements)
        .where(eq(stockMovements.variantId, variantId));
      await this.audit.record(tx, {
        action: 'stock.adjust',
        entityType: 'variant',
        entityId: variantId,
        before: { stock: locked.stock },
        after: { stock: locked.stock + delta, delta, reason: why.reason, note: why.note },
      });
      return movement?.id ?? null;
    });
  }

  /** The desk's adjustment: the body's delta or count, its note, by hand. */
  adjust(ctx: CallerCtx, variantId: number, body: AdminStockBody): Promise<number | null> {
    const change: StockChange = body.count !== undefined ? { count: body.count } : { delta: body.delta ?? 0 };
    return this.change(ctx, variantId, change, { reason: 'staff', note: body.note });
  }
}
