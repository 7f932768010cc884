import type { ErrorCode, GiftChoice, GiftProduct, GiftProgram, OpenCode, WalletEntry, WalletPage } from '@wb/contract';
import type { CallerCtx, Ctx } from '../../context';

/**
 * What checkout (pricing, the invoice, placing and cancelling orders) needs from the promotions and wallet modules.
 * Every method runs on `ctx.db`: inside an order's transaction when the order flow calls it, so what it checks and
 * what it writes commit with the order or not at all.
 */

/** A discount code's rule, as pricing applies it. */
export interface CodeRule {
  id: number;
  code: string;
  description: string;
  kind: 'percentage' | 'fixed' | 'free_delivery';
  /** Percent (1–100), or dinars; 0 for free delivery. */
  value: number;
  minSubtotal: number;
  maxDiscount: number | null;
  /** Non-empty: only lines of these brands / categories / products count and get the discount. */
  brandIds: number[];
  categoryIds: number[];
  productIds: number[];
}

export type CodeCheck =
  | { ok: true; rule: CodeRule }
  | { ok: false; code: ErrorCode; params?: Record<string, string | number> };

export interface Codes {
  /**
   * Whether the caller may use `text` now on a cart of `subtotal` dinars: known and active, within its dates, uses
   * left overall and for the caller, first order only when that applies, the minimum subtotal. Reads only.
   */
  check(ctx: CallerCtx, text: string, subtotal: number): Promise<CodeCheck>;
  /**
   * Counts a use by `orderId` (in the order's transaction): locks the code's row, checks its limits again and adds
   * the use; throws the ApiError of the limit reached (`code.exhausted`, `code.customer_limit`, …).
   */
  redeem(ctx: CallerCtx, rule: CodeRule, orderId: number, discount: number): Promise<void>;
  /**
   * A pending order's lines were edited by staff (issue 24): the code it uses (none: null), locked and judged again
   * for its customer on the new `subtotal` — still active and within its dates, the minimum, the limits counted
   * without this order's own use — as it was when the order was placed. Reads only, under the code's lock.
   */
  recheckForOrder(ctx: Ctx, order: { id: number; userId: number }, subtotal: number): Promise<CodeCheck | null>;
  /** The edited order's use of its code now takes `discount` off (the use's record follows the order). */
  repriceUse(ctx: Ctx, orderId: number, discount: number): Promise<void>;
  /** The order was cancelled: its use of a code (if any) no longer counts. */
  release(ctx: Ctx, orderId: number): Promise<void>;
  /** Codes the caller may use now (for /profile/codes). */
  open(ctx: CallerCtx): Promise<OpenCode[]>;
}

export interface Wallet {
  /** The caller's balance: read fresh, or with `fresh: false` (a preview) from a copy every change of it drops. */
  balance(ctx: CallerCtx, options?: { fresh: boolean }): Promise<number>;
  page(ctx: CallerCtx, page: number, limit: number): Promise<WalletPage>;
  /** A spend for an order, in its transaction: never below zero (`wallet.insufficient` with the balance). */
  debit(ctx: CallerCtx, amount: number, orderId: number): Promise<void>;
  /** A credit (an order's wallet part back on cancel, staff, welcome credit). */
  credit(
    ctx: Ctx,
    userId: number,
    amount: number,
    reason: Exclude<WalletEntry['reason'], 'order'>,
    ref?: { orderId?: number; note?: string; actorId?: number },
  ): Promise<void>;
}

/** A chosen gift, checked: the variant that ships (the product's first variant) and its stock now. */
export interface GiftLine {
  programId: number;
  productId: number;
  variantId: number;
  stock: number;
}

export interface Gifts {
  /** Every active program with its products, unlocked or not, for a cart that spends `spend` (spec §7 prediction). */
  programs(ctx: Ctx, spend: number): Promise<GiftProgram[]>;
  /** The gift products of the programs `spend` unlocks (the invoice's `gifts`). */
  unlocked(ctx: Ctx, spend: number): Promise<GiftProduct[]>;
  /**
   * The variants the chosen gift products would ship as (each product's first), before they are checked: the order
   * locks them with the cart's, all in one id order.
   */
  variantIds(ctx: Ctx, choices: readonly GiftChoice[]): Promise<number[]>;
  /**
   * The chosen gifts, duplicates of the same id and program_id ignored (spec §5): each must be in its program, the
   * program unlocked by `spend`, at most its max_gifts, and in stock. Throws `gift.*`.
   */
  choose(ctx: Ctx, choices: readonly GiftChoice[], spend: number): Promise<GiftLine[]>;
}
