'use client';

import type { PartnerApplication } from '@wb/contract';
import { socialPlatformLabels, socialPlatforms } from '@wb/contract/partner-labels';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldError, SubmitButton, TextField } from '@/components/ui/form';
import { ApiError, errorMessage } from '@/lib/api';
import { prefilled } from '@/lib/prefilled-fields';
import { CityField, type CityOption } from '../addresses/AddressForm';
import { useApplyPartner } from './use-partners';

type PartnerType = PartnerApplication['partner_type'];
type Platform = (typeof socialPlatforms)[number];

type PartnerValues = {
  partner_type: PartnerType;
  name: string;
  mobile: string;
  city_id: string;
  note: string;
  followers: string;
  pharmacy_name: string;
  licence_number: string;
} & Record<Platform, string>;

const blankLinks = Object.fromEntries(socialPlatforms.map((platform) => [platform, ''])) as Record<Platform, string>;

const KINDS: ReadonlyArray<readonly [PartnerType, string, string]> = [
  ['influencer', 'مؤثر أو صانع محتوى', 'تنشر محتوى الجمال والعناية لمتابعيك'],
  ['pharmacist', 'صيدلية', 'صيدلية مرخّصة تطلب لمراجعيها'],
];

const placeholders: Record<Platform, string> = {
  instagram: 'instagram.com/reem.beauty',
  tiktok: 'tiktok.com/@reem.beauty',
  facebook: 'facebook.com/reem.beauty',
  snapchat: 'snapchat.com/add/reem.beauty',
  youtube: 'youtube.com/@reem.beauty',
};

/**
 * The application: the kind of partner first (it decides what else is asked), then her name, a number to reach her
 * (her account's when left empty), her governorate, and an influencer's links (one at least; the API checks each is
 * on its platform) or the pharmacy's name and licence. The API's Arabic messages show under each field it refuses;
 * anything else (an application already open) over the form. The values live in React Hook Form, with no checks of
 * its own: the API's are the ones that count, in its words.
 */
export function PartnerForm({
  cities,
  userName,
  onApplied,
}: {
  cities: CityOption[];
  userName: string;
  onApplied: () => void;
}) {
  const id = useId();
  const form = useForm<PartnerValues>({
    defaultValues: {
      partner_type: 'influencer',
      name: userName,
      mobile: '',
      city_id: '',
      note: '',
      followers: '',
      pharmacy_name: '',
      licence_number: '',
      ...blankLinks,
    },
  });
  const { handleSubmit, watch } = form;
  const prefill = prefilled(form);
  const kind = watch('partner_type');
  const [formError, setFormError] = useState<string | null>(null);
  const apply = useApplyPartner(onApplied);
  // The API's messages by field show under each input; anything else (an application already open) over the form.
  const errors = apply.fieldErrors;

  const submit = handleSubmit((values) => {
    const city = values.city_id;
    setFormError(null);
    apply.mutate(
      {
        partner_type: values.partner_type,
        name: values.name.trim(),
        mobile: values.mobile.trim(),
        // Left out when none is chosen: the API says, in its words, that the governorate is needed.
        city_id: city ? Number(city) : (undefined as unknown as number),
        note: values.note.trim(),
        ...(values.partner_type === 'influencer'
          ? {
              social_links: Object.fromEntries(socialPlatforms.map((platform) => [platform, values[platform].trim()])),
              followers: values.followers.trim(),
            }
          : { pharmacy_name: values.pharmacy_name.trim(), licence_number: values.licence_number.trim() }),
      },
      {
        onError: (failure) => {
          const fields = failure instanceof ApiError ? failure.fieldErrors : undefined;
          if (fields && Object.keys(fields).length > 0) {
            document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
          } else setFormError(errorMessage(failure));
        },
      },
    );
  });
  const error = (field: string) => errors[field]?.[0] ?? null;

  return (
    <form
      id="partner-form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-card bg-white p-5 ring-1 ring-line md:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        طلب الانضمام إلى الشركاء
      </h2>
      {formError ? <FieldError alert>{formError}</FieldError> : null}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">أنضم بصفتي</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {KINDS.map(([value, title, hint]) => (
            <label
              key={value}
              className={`flex cursor-pointer gap-3 rounded-xl border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200 ${
                kind === value ? 'border-brand-600 bg-brand-50' : 'border-line bg-white'
              }`}
            >
              <input type="radio" {...prefill.radio('partner_type', value)} className="mt-1 size-5 accent-brand-600" />
              <span>
                <span className="block font-bold text-ink">{title}</span>
                <span className="block text-xs text-muted">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={`${id}-name`}
          {...prefill.text('name')}
          label={kind === 'pharmacist' ? 'اسم الصيدلاني المسؤول' : 'الاسم'}
          autoComplete="name"
          aria-required="true"
          maxLength={100}
          error={error('name')}
        />
        <TextField
          id={`${id}-mobile`}
          {...prefill.text('mobile')}
          label="رقم للتواصل"
          hint="رقم حسابك إن تركته فارغاً"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder="07XX XXX XXXX"
          className="text-end"
          maxLength={20}
          error={error('mobile')}
        />
        <CityField
          id={`${id}-city_id`}
          label="المحافظة"
          error={error('city_id') ?? undefined}
          cities={cities}
          {...prefill.text('city_id')}
        />
        {kind === 'influencer' ? (
          <TextField
            id={`${id}-followers`}
            {...prefill.text('followers')}
            label="عدد المتابعين في أكبر حساباتك (اختياري)"
            inputMode="numeric"
            dir="ltr"
            className="text-end"
            maxLength={12}
            error={error('followers')}
          />
        ) : (
          <TextField
            id={`${id}-pharmacy_name`}
            {...prefill.text('pharmacy_name')}
            label="اسم الصيدلية"
            aria-required="true"
            maxLength={150}
            error={error('pharmacy_name')}
          />
        )}
      </div>
      {kind === 'influencer' ? (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-ink">روابط حساباتك (رابط واحد على الأقل)</legend>
          {error('social_links') ? <FieldError alert>{error('social_links')}</FieldError> : null}
          <div className="grid gap-3 md:grid-cols-2">
            {socialPlatforms.map((platform) => (
              <TextField
                key={platform}
                id={`${id}-${platform}`}
                {...prefill.text(platform)}
                label={socialPlatformLabels[platform]}
                type="url"
                inputMode="url"
                dir="ltr"
                placeholder={placeholders[platform]}
                maxLength={300}
                error={error(`social_links.${platform}`)}
              />
            ))}
          </div>
        </fieldset>
      ) : (
        <TextField
          id={`${id}-licence_number`}
          {...prefill.text('licence_number')}
          label="رقم إجازة ممارسة المهنة"
          hint="كما في إجازة نقابة الصيادلة"
          aria-required="true"
          maxLength={50}
          error={error('licence_number')}
        />
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink">
          نبذة قصيرة (اختياري)
        </label>
        <textarea
          id={`${id}-note`}
          {...prefill.text('note')}
          rows={3}
          maxLength={1000}
          placeholder={kind === 'pharmacist' ? 'موقع الصيدلية وساعات العمل' : 'عن محتواك وجمهورك'}
          className="w-full rounded-xl border border-line bg-white p-3 text-base text-ink focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
      </div>
      <SubmitButton busy={apply.isPending} busyLabel="جارٍ الإرسال…">
        أرسل الطلب
      </SubmitButton>
    </form>
  );
}
