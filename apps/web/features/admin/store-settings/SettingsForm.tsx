'use client';

import type { GlobalSettings } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { nationalMobile } from '@/lib/format';
import { prefilled } from '@/lib/prefilled-fields';
import { useDeskWrite } from '../api/use-desk-write';
import { describedBy, deskButton, Field, Input, Spinner } from '../ui/form';
import { useFocusFirstError } from '../ui/use-focus-error';

type Social = keyof GlobalSettings['social'];
type App = keyof GlobalSettings['app_links'];

interface Draft {
  store_name: string;
  store_name_en: string;
  support_phone: string;
  support_email: string;
  working_hours: string;
  announcement: string;
  min_order_total: string;
  social: Record<Social, string>;
  app_links: Record<App, string>;
}

const draftOf = (settings: GlobalSettings): Draft => ({
  store_name: settings.store_name,
  store_name_en: settings.store_name_en,
  support_phone: settings.support_phone.startsWith('+964')
    ? nationalMobile(settings.support_phone)
    : settings.support_phone,
  support_email: settings.support_email,
  working_hours: settings.working_hours,
  announcement: settings.announcement ?? '',
  min_order_total: String(settings.min_order_total),
  social: {
    instagram: settings.social.instagram ?? '',
    facebook: settings.social.facebook ?? '',
    tiktok: settings.social.tiktok ?? '',
    whatsapp: settings.social.whatsapp ?? '',
  },
  app_links: { android: settings.app_links.android ?? '', ios: settings.app_links.ios ?? '' },
});

const socialLabels: Record<Social, string> = {
  instagram: 'إنستغرام',
  facebook: 'فيسبوك',
  tiktok: 'تيك توك',
  whatsapp: 'واتساب',
};
const appLabels: Record<App, string> = { android: 'تطبيق أندرويد', ios: 'تطبيق آيفون' };

/**
 * The store's global settings (what the header, footer and checkout read), without the delivery figures, which live
 * on /admin/delivery. A blank link or announcement means none. The values live in React Hook Form; the API's Arabic
 * refusals show under each field.
 */
export function SettingsForm({ settings }: { settings: GlobalSettings }) {
  const write = useDeskWrite();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, write.errors);
  const form = useForm<Draft>({ defaultValues: draftOf(settings) });
  const { handleSubmit } = form;
  const prefill = prefilled(form);
  const error = (field: string) => write.errors[field]?.[0];

  const submit = handleSubmit(async (draft) => {
    await write.run(routes.adminSettingsUpdate, {
      body: { ...draft, announcement: draft.announcement || null },
    });
  });

  const text = (
    field:
      | 'store_name'
      | 'store_name_en'
      | 'support_phone'
      | 'support_email'
      | 'working_hours'
      | 'announcement'
      | 'min_order_total',
    label: string,
    options: { hint?: string; ltr?: boolean; numeric?: boolean; wide?: boolean } = {},
  ) => (
    <Field
      id={`settings-${field}`}
      label={label}
      hint={options.hint}
      error={error(field)}
      className={options.wide ? 'md:col-span-2' : ''}
    >
      <Input
        id={`settings-${field}`}
        dir={options.ltr ? 'ltr' : undefined}
        inputMode={options.numeric ? 'numeric' : undefined}
        {...prefill.text(field)}
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={describedBy(`settings-${field}`, options.hint, error(field))}
      />
    </Field>
  );

  const link = (field: `social.${Social}` | `app_links.${App}`, label: string) => {
    const [group, key] = field.split('.');
    return (
      <Field key={field} id={`settings-${group}-${key}`} label={label} error={error(field)}>
        <Input
          id={`settings-${group}-${key}`}
          dir="ltr"
          type="url"
          placeholder="https://"
          {...prefill.text(field)}
          aria-invalid={error(field) ? true : undefined}
          aria-describedby={describedBy(`settings-${group}-${key}`, false, error(field))}
        />
      </Field>
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <section className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
        <h2 className="font-bold md:col-span-2">المتجر</h2>
        {text('store_name', 'اسم المتجر')}
        {text('store_name_en', 'اسم المتجر بالإنجليزية', { ltr: true })}
        {text('announcement', 'شريط الإعلان', { hint: 'يظهر أعلى كل صفحة؛ فارغ: بلا شريط', wide: true })}
        {text('working_hours', 'ساعات العمل')}
        {text('min_order_total', 'أقل مبلغ للطلب (د.ع)', { numeric: true, hint: 'قبل الخصم والتوصيل' })}
      </section>
      <section className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
        <h2 className="font-bold md:col-span-2">التواصل</h2>
        {text('support_phone', 'هاتف الدعم', { ltr: true, hint: 'رقم موبايل عراقي' })}
        {text('support_email', 'بريد الدعم', { ltr: true })}
        {(Object.keys(socialLabels) as Social[]).map((key) => link(`social.${key}`, socialLabels[key]))}
        {(Object.keys(appLabels) as App[]).map((key) => link(`app_links.${key}`, appLabels[key]))}
      </section>
      <div>
        <button type="submit" className={deskButton.primary} disabled={write.busy}>
          {write.busy ? <Spinner /> : null}
          حفظ الإعدادات
        </button>
      </div>
    </form>
  );
}
