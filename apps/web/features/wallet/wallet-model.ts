import type { OpenCode, WalletEntry } from '@wb/contract';
import { formatDateTime, formatIqd } from '@/lib/format';

/**
 * How the wallet's ledger and the open codes read (issue 11; the spec shows no wording: docs/decisions.md). Pure, so
 * the wording rules are tested without a page.
 */

/** Why the wallet moved. A staff entry may go either way (a gift or a correction), so it says neither. */
export const reasonLabels: Record<WalletEntry['reason'], string> = {
  order: 'دفع من المحفظة لطلب',
  order_cancelled: 'استرجاع مبلغ طلب ملغي',
  order_edited: 'استرجاع فرق طلب عُدِّل',
  staff: 'تعديل من فريق وندر بيوتي',
  welcome: 'رصيد ترحيبي',
  referral: 'مكافأة دعوة صديق',
  commission: 'عمولة طلب تم توصيله',
  commission_reversed: 'إلغاء عمولة طلب مرتجع',
  referral_reversed: 'إلغاء مكافأة دعوة لطلب مرتجع',
};

/** What the code takes off, in a few words: a percent, dinars, or the delivery. */
export function codeOffer(code: Pick<OpenCode, 'kind' | 'value'>): string {
  if (code.kind === 'percentage') return `خصم ${code.value}%`;
  if (code.kind === 'fixed') return `خصم ${formatIqd(code.value)}`;
  return 'توصيل مجاني';
}

/**
 * Arabic counts agree with their noun: one, two (dual), 3–10 (plural), 11 and up (singular accusative). Zero is not
 * shown here: a code with no uses left is not open to the caller.
 */
export function usesLeftLabel(count: number): string {
  if (count === 1) return 'متبقٍ لك استخدام واحد';
  if (count === 2) return 'متبقٍ لك استخدامان';
  if (count >= 3 && count <= 10) return `متبقٍ لك ${count} استخدامات`;
  return `متبقٍ لك ${count} استخداماً`;
}

/** The conditions of a code, one line each, in the order a shopper checks them. */
export function codeConditions(code: OpenCode): string[] {
  const lines: string[] = [];
  if (code.min_subtotal > 0) lines.push(`للطلبات من ${formatIqd(code.min_subtotal)} فأكثر`);
  // A cap means something only to a percentage: a fixed amount or the delivery is its own limit.
  if (code.max_discount !== null && code.kind === 'percentage') lines.push(`أقصى خصم ${formatIqd(code.max_discount)}`);
  if (code.first_order_only) lines.push('لطلبك الأول فقط');
  // To the minute: a code ends at an instant, and a date alone would be a day off for one ending at midnight.
  if (code.ends_at) lines.push(`ينتهي في ${formatDateTime(code.ends_at)}`);
  if (code.uses_left !== null) lines.push(usesLeftLabel(code.uses_left));
  return lines;
}
