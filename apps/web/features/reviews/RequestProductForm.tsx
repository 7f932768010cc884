'use client';
import Link from 'next/link';
import { useId, useState, useSyncExternalStore } from 'react';
import { FieldError, SubmitButton } from '@/components/ui/form';
import { loginPath } from '@/lib/safe-redirect';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from '@/lib/session-store';
import { useRequestProduct } from './use-reviews';

const input =
  'w-full min-h-11 rounded-xl border border-line bg-white px-3 text-[15px] text-ink focus:border-brand-600 focus:outline-none';

/**
 * "Ask us for it": a product the store does not carry yet (spec §7 `POST app/request-product`). A signed-in shopper
 * only — she is told in the store when it is added; a guest is asked to sign in and comes back here. A failure says
 * the spec's words (§8), with the API's reason for a field it refused.
 */
export function RequestProductForm({ initialName = '', returnTo }: { initialName?: string; returnTo: string }) {
  const user = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot).user;
  const ids = useId();
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequestProduct(setSent);
  const errors = request.fieldErrors;

  if (!user) {
    return (
      <Link
        prefetch={false}
        href={loginPath(returnTo)}
        className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700"
      >
        سجّل الدخول لطلب المنتج
      </Link>
    );
  }
  if (sent) {
    return (
      <p role="status" className="rounded-xl bg-emerald-50 p-4 text-sm font-medium text-emerald-800">
        {sent}
      </p>
    );
  }

  const field = (name: string) => ({ id: `${ids}-${name}`, name, 'aria-invalid': errors[name] ? true : undefined });
  return (
    <form
      className="space-y-3 text-start"
      aria-label="طلب منتج"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const text = (name: string) => String(data.get(name) ?? '');
        request.mutate({ name: text('name'), brand: text('brand'), note: text('note'), mobile: text('mobile') });
      }}
    >
      <div>
        <label htmlFor={`${ids}-name`} className="mb-1 block text-sm font-medium text-ink">
          اسم المنتج
        </label>
        <input {...field('name')} required maxLength={200} defaultValue={initialName} className={input} />
        {errors.name?.[0] && <FieldError>{errors.name[0]}</FieldError>}
      </div>
      <div>
        <label htmlFor={`${ids}-brand`} className="mb-1 block text-sm font-medium text-ink">
          الماركة (اختياري)
        </label>
        <input {...field('brand')} maxLength={100} className={input} />
      </div>
      <div>
        <label htmlFor={`${ids}-note`} className="mb-1 block text-sm font-medium text-ink">
          تفاصيل (الحجم، اللون، أين رأيته) — اختياري
        </label>
        <textarea {...field('note')} rows={3} maxLength={1000} className={`${input} py-2`} />
      </div>
      <div>
        <label htmlFor={`${ids}-mobile`} className="mb-1 block text-sm font-medium text-ink">
          رقم للتواصل (اختياري، رقم حسابك إن تركته فارغاً)
        </label>
        <input {...field('mobile')} inputMode="tel" dir="ltr" maxLength={20} className={input} />
        {errors.mobile?.[0] && <FieldError>{errors.mobile[0]}</FieldError>}
      </div>
      <SubmitButton busy={request.busy} busyLabel="جارٍ الإرسال…">
        أرسل الطلب
      </SubmitButton>
    </form>
  );
}
