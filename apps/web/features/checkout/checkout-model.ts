import type { GiftChoice, GiftProgram, Invoice, QuantityError } from '@wb/contract';
import { toWesternDigits } from '@wb/contract/normalize';

/**
 * The checkout page's state (spec §3 "Checkout state": addresses, invoice data, the discount code, the chosen gifts
 * as { id, program_id }, quantity errors) and the rules that need no network: which invoice to ask for, how the gift
 * selection changes, what falls away when the cart no longer reaches a program.
 */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** `GET app/invoice/details` for one combination of code, wallet and address. */
  invoice: (input: InvoiceInput) => ['checkout', 'invoice', input] as const,
  /** `GET app/prediction`: the gift programs and their products. */
  gifts: ['checkout', 'gifts'] as const,
};

/** What the shopper has chosen that changes the price: spec §3 invoice-preview inputs (code, wallet, address id). */
export interface InvoiceInput {
  /** The code as applied (upper case, trimmed); '' for none. */
  code: string;
  /** Dinars of the wallet to spend; spec §3: 0 by default. */
  wallet: number;
  /** The chosen address; null: the active one (the API's default). */
  addressId: number | null;
}

export const NO_CHOICES: InvoiceInput = { code: '', wallet: 0, addressId: null };

/** The query `GET app/invoice/details` takes for these choices (empty values left out, as the contract allows). */
export function invoiceParams(input: InvoiceInput): { code?: string; wallet: number; address_id?: number } {
  return {
    ...(input.code ? { code: input.code } : {}),
    wallet: input.wallet,
    ...(input.addressId ? { address_id: input.addressId } : {}),
  };
}

/** A wallet amount as typed (Arabic-Indic digits and separators welcome) → whole dinars, never negative. */
export function parseWalletAmount(typed: string): number {
  const digits = toWesternDigits(typed).replace(/[^0-9]/g, '');
  return digits ? Math.min(Number(digits), Number.MAX_SAFE_INTEGER) : 0;
}

/** The most of the wallet this invoice can take: the balance, and no more than what is left to pay. */
export function walletCeiling(invoice: Pick<Invoice, 'wallet_balance' | 'total' | 'wallet_used'>): number {
  return Math.max(0, Math.min(invoice.wallet_balance, invoice.total + invoice.wallet_used));
}

const sameGift = (a: GiftChoice, b: GiftChoice) => a.id === b.id && a.program_id === b.program_id;

/**
 * Spec §5: choosing a gift ignores a duplicate of the same id and program_id; choosing it again un-chooses it. A
 * program allows `max_gifts`: when it is full, the oldest choice of that program gives way to the new one (a single
 * gift program then behaves like radio buttons, which is what a shopper expects).
 */
export function toggleGift(selection: readonly GiftChoice[], choice: GiftChoice, maxGifts: number): GiftChoice[] {
  if (selection.some((chosen) => sameGift(chosen, choice))) {
    return selection.filter((chosen) => !sameGift(chosen, choice));
  }
  const ofProgram = selection.filter((chosen) => chosen.program_id === choice.program_id);
  const overflow = ofProgram.length + 1 - Math.max(1, maxGifts);
  const dropped = new Set(ofProgram.slice(0, Math.max(0, overflow)));
  return [...selection.filter((chosen) => !dropped.has(chosen)), choice];
}

export const isChosen = (selection: readonly GiftChoice[], choice: GiftChoice) =>
  selection.some((chosen) => sameGift(chosen, choice));

/**
 * Gifts stay chosen only while the invoice still offers them (the cart reaches their program and they are in stock).
 * `dropped` is non-empty when some fell away: the page says so (issue 11: "they fall away, with a message").
 */
export function keepOffered(
  selection: readonly GiftChoice[],
  offered: Invoice['gifts'],
): { kept: GiftChoice[]; dropped: GiftChoice[] } {
  const kept: GiftChoice[] = [];
  const dropped: GiftChoice[] = [];
  for (const chosen of selection) {
    (offered.some((gift) => sameGift(gift, chosen)) ? kept : dropped).push(chosen);
  }
  return { kept, dropped };
}

/** The programs worth showing: those with a product to give, unlocked ones first, then the nearest to unlocking. */
export function visiblePrograms(programs: readonly GiftProgram[]): GiftProgram[] {
  return programs
    .filter((program) => program.products.length > 0)
    .sort((a, b) => Number(b.unlocked) - Number(a.unlocked) || a.amount_to_unlock - b.amount_to_unlock);
}

/** The stock problems a failed order carries (409 `stock.insufficient`, spec §5), when it carries them. */
export function quantityProblemsOf(body: unknown): QuantityError[] {
  const quantity = (body as { errors?: { quantity?: unknown } } | null | undefined)?.errors?.quantity;
  return Array.isArray(quantity) ? (quantity as QuantityError[]) : [];
}
