'use client';

import { toast } from '@/lib/toast';
import { COOKIE_SETTINGS_ID } from './cookie-settings';
import { consentStore, useConsent } from './use-consent';

const stateText = {
  true: 'لقد وافقت على جميع ملفات تعريف الارتباط، بما فيها ملفات قياس الإعلانات.',
  false: 'لقد رفضت ملفات تعريف الارتباط غير الضرورية؛ نستخدم فقط ما يلزم لتشغيل المتجر.',
} as const;

/** On the privacy page: the stored choice and a control that revokes it (spec §4: revoke clears it). */
export function ConsentControls() {
  const consent = useConsent();
  if (consent === 'pending') return <div id={COOKIE_SETTINGS_ID} className="h-24" />;
  return (
    <div id={COOKIE_SETTINGS_ID} className="scroll-mt-32 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <p className="text-sm leading-6 text-ink">
        {consent === null ? 'لم تحدد اختيارك بعد؛ يظهر شريط ملفات تعريف الارتباط أسفل الصفحة.' : stateText[consent]}
      </p>
      {consent !== null && (
        <button
          type="button"
          onClick={() => {
            consentStore().revoke();
            toast.success('تم سحب موافقتك، ويمكنك الاختيار من جديد.');
          }}
          className="mt-3 min-h-11 rounded-full border border-brand-300 bg-white px-5 text-sm font-medium text-brand-800 hover:bg-brand-100"
        >
          سحب الموافقة على ملفات تعريف الارتباط
        </button>
      )}
    </div>
  );
}
