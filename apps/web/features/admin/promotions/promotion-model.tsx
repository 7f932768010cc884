import type { AdminCode, CodeState } from '@wb/contract';
import { codeOffer } from '@/features/wallet/wallet-model';
import { formatDate, formatIqd } from '@/lib/format';

/** How the desk names a code's kind, its state and its offer. Client code: `import type` only from the contract. */

export const kindLabels: Record<AdminCode['kind'], string> = {
  percentage: 'نسبة مئوية',
  fixed: 'مبلغ ثابت',
  free_delivery: 'توصيل مجاني',
};

export const stateLabels: Record<CodeState, string> = {
  active: 'فعّال',
  scheduled: 'لم يبدأ بعد',
  expired: 'منتهي',
  exhausted: 'نفدت مراته',
  inactive: 'موقوف',
};

export const stateTone: Record<CodeState, string> = {
  active: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  scheduled: 'bg-brand-50 text-brand-900 ring-brand-200',
  expired: 'bg-canvas text-muted ring-line',
  exhausted: 'bg-amber-50 text-amber-900 ring-amber-200',
  inactive: 'bg-red-50 text-red-800 ring-red-200',
};

/** A promotion's state as a small coloured label (the words carry it; the colour only helps). */
export function StateBadge({ state }: { state: CodeState }) {
  return (
    <span
      data-state={state}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ${stateTone[state]}`}
    >
      {stateLabels[state]}
    </span>
  );
}

/** What a code takes off, as shoppers read it on /profile/codes, with a percentage's cap: `خصم 15% حتى 9,000 د.ع`. */
export function offerText(code: Pick<AdminCode, 'kind' | 'value' | 'max_discount'>): string {
  const offer = codeOffer(code);
  return code.kind === 'percentage' && code.max_discount !== null
    ? `${offer} حتى ${formatIqd(code.max_discount)}`
    : offer;
}

/** A Baghdad day (YYYY-MM-DD) as the store writes dates: `1 أيار 2026`. */
export function formatDay(day: string): string {
  // Noon in Baghdad is that day whatever the reader's clock.
  return formatDate(`${day}T09:00:00Z`);
}

/** `من 1 أيار 2026 إلى 10 أيار 2026`, `حتى …`, `من …`, or `دائماً`. */
export function periodText(period: { starts_on: string | null; ends_on: string | null }): string {
  const from = period.starts_on ? `من ${formatDay(period.starts_on)}` : '';
  const to = period.ends_on ? `${from ? 'إلى' : 'حتى'} ${formatDay(period.ends_on)}` : '';
  return [from, to].filter(Boolean).join(' ') || 'بلا تاريخ انتهاء';
}
