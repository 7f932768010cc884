'use client';

import Link from 'next/link';
import { formatIqd } from '@/lib/format';

/**
 * Spending the wallet (spec §3: 0 unless the shopper asks): a switch, then the amount, filled with the most this
 * order can take. Whatever is typed, the invoice takes no more than the balance and what is left to pay, and says
 * what it took; the order spends exactly that.
 */
export function WalletField({
  balance,
  on,
  typed,
  used,
  ceiling,
  onToggle,
  onType,
}: {
  balance: number;
  on: boolean;
  typed: string;
  used: number;
  ceiling: number;
  onToggle: (on: boolean) => void;
  onType: (value: string) => void;
}) {
  if (balance <= 0) {
    return (
      <section className="rounded-card bg-white p-4 text-sm ring-1 ring-line md:p-5">
        <h2 className="text-base font-bold text-ink">المحفظة</h2>
        <p className="mt-1 text-muted">
          رصيد محفظتك {formatIqd(0)}.{' '}
          <Link
            prefetch={false}
            href="/profile/wallet"
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            عن المحفظة
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="rounded-card bg-white p-4 ring-1 ring-line md:p-5">
      <h2 className="text-base font-bold text-ink">المحفظة</h2>
      <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => onToggle(event.target.checked)}
          className="size-5 accent-brand-600"
        />
        <span>
          استخدم رصيد المحفظة <span className="text-muted">(الرصيد {formatIqd(balance)})</span>
        </span>
      </label>
      {on ? (
        <div className="mt-2">
          <label htmlFor="checkout-wallet" className="text-sm font-medium text-ink">
            المبلغ المستخدم من المحفظة
          </label>
          <input
            id="checkout-wallet"
            value={typed}
            onChange={(event) => onType(event.target.value)}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            aria-describedby="checkout-wallet-used"
            className="mt-1.5 h-12 w-full rounded-xl border border-line bg-white px-4 text-end text-base text-ink focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          <p id="checkout-wallet-used" aria-live="polite" className="mt-1.5 text-xs leading-6 text-muted">
            سيُخصم {formatIqd(used)} من محفظتك (أقصى ما يمكن استخدامه لهذا الطلب {formatIqd(ceiling)}).
          </p>
        </div>
      ) : null}
    </section>
  );
}
