'use client';

import { NotYetRead } from '../session-data/NotYetRead';
import { usePreferences, useSavePreferences } from './use-notices';

/**
 * /profile/subscription: her channel choices. Offers by SMS can be switched off; messages about her orders and the
 * products she waits for always go (they are what she asked for), and the page says so.
 */
export function SubscriptionView() {
  const { data, error, refetch, isFetching } = usePreferences();
  const save = useSavePreferences();
  if (!data) return <NotYetRead error={error} retrying={isFetching} onRetry={refetch} />;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-line rounded-card bg-white ring-1 ring-line">
        <li className="flex items-center gap-4 px-4 py-4">
          <label htmlFor="offers-sms" className="min-w-0 flex-1">
            <span className="block text-sm font-bold text-ink">العروض والخصومات برسالة نصية</span>
            <span className="mt-1 block text-xs leading-6 text-muted">
              نرسل لك أحياناً أفضل العروض. يمكنك إيقافها متى شئت.
            </span>
          </label>
          <input
            id="offers-sms"
            type="checkbox"
            role="switch"
            aria-checked={data.offers_sms}
            checked={data.offers_sms}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.target.checked)}
            className="size-6 shrink-0 accent-brand-600"
          />
        </li>
        <AlwaysOn title="رسائل طلباتك" text="تأكيد الطلب وشحنه وتسليمه: تصلك دائماً برسالة وفي إشعاراتك." />
        <AlwaysOn title="تنبيهات التوفر" text="عند عودة منتج طلبتِ إعلامك به: تصلك دائماً برسالة وفي إشعاراتك." />
      </ul>
    </div>
  );
}

function AlwaysOn({ title, text }: { title: string; text: string }) {
  return (
    <li className="flex items-center gap-4 px-4 py-4">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold text-ink">{title}</p>
        <p className="mt-1 text-xs leading-6 text-muted">{text}</p>
      </div>
      <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
        مفعّلة دائماً
      </span>
    </li>
  );
}
