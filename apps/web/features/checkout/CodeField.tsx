'use client';

import type { Invoice } from '@wb/contract';
import { FieldError, Spinner } from '@/components/ui/form';

/**
 * The discount code, checked as it is typed (once typing pauses) or when "تطبيق" is pressed: the invoice says
 * whether it applies and, when not, why in Arabic (expired, minimum not reached, used up…). The verdict is announced
 * politely, so a screen reader hears it without losing its place.
 */
export function CodeField({
  typed,
  checked,
  checking,
  error,
  onType,
  onApply,
  onRemove,
}: {
  typed: string;
  /** The invoice's verdict on the applied code; null when none is applied. */
  checked: Invoice['code'];
  checking: boolean;
  /** The order's refusal of the code, when placing it found it no longer valid. */
  error: string | undefined;
  onType: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
}) {
  const verdict = error ? { valid: false, message: error } : checked;
  return (
    <section className="rounded-card bg-white p-4 ring-1 ring-line md:p-5">
      <label htmlFor="checkout-code" className="text-base font-bold text-ink">
        كود الخصم
      </label>
      <form
        className="mt-2 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <input
          id="checkout-code"
          value={typed}
          onChange={(event) => onType(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          maxLength={40}
          placeholder="اكتب الكود هنا"
          aria-invalid={verdict && !verdict.valid ? true : undefined}
          aria-describedby="checkout-code-verdict"
          className="h-12 min-w-0 flex-1 rounded-xl border border-line bg-white px-4 text-end text-base tracking-wide text-ink uppercase placeholder:text-muted/60 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        {checked?.valid && !checking ? (
          <button
            type="button"
            onClick={onRemove}
            className="min-h-12 shrink-0 rounded-full border border-line px-5 text-sm font-bold text-ink hover:bg-canvas"
          >
            إزالة
          </button>
        ) : (
          <button
            type="submit"
            disabled={typed.trim() === ''}
            className="min-h-12 shrink-0 rounded-full bg-ink px-5 text-sm font-bold text-white hover:bg-ink/90 disabled:opacity-50"
          >
            تطبيق
          </button>
        )}
      </form>
      <div id="checkout-code-verdict" aria-live="polite" className="mt-2 min-h-6 text-sm">
        {checking ? (
          <span className="flex items-center gap-2 text-muted">
            <Spinner /> جارٍ التحقق من الكود…
          </span>
        ) : verdict ? (
          verdict.valid ? (
            <p className="font-medium text-emerald-700">{verdict.message}</p>
          ) : (
            <FieldError>{verdict.message}</FieldError>
          )
        ) : null}
      </div>
    </section>
  );
}
