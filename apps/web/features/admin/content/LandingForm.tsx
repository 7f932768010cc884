'use client';

import type { AdminLanding } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useRouter } from 'next/navigation';
import { type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { prefilled } from '@/lib/prefilled-fields';
import { useDeskWrite } from '../api/use-desk-write';
import type { CollectionOption } from '../store-settings/PopupForm';
import { DeskDateField } from '../ui/DeskDateInput';
import { describedBy, deskButton, Field, Input, Select, Spinner, TextArea } from '../ui/form';
import { useFocusFirstError } from '../ui/use-focus-error';

interface Draft {
  slug: string;
  title: string;
  hero_title: string;
  hero_text: string;
  hero_image_url: string;
  collection_id: string;
  code: string;
  published: boolean;
  starts_on: string;
  ends_on: string;
}

const draftOf = (landing: AdminLanding | null): Draft => ({
  slug: landing?.slug ?? '',
  title: landing?.title ?? '',
  hero_title: landing?.hero_title ?? '',
  hero_text: landing?.hero_text ?? '',
  hero_image_url: landing?.hero_image_url ?? '',
  collection_id: landing?.collection_id ? String(landing.collection_id) : '',
  code: landing?.code ?? '',
  published: landing?.published ?? false,
  starts_on: landing?.starts_on ?? '',
  ends_on: landing?.ends_on ?? '',
});

/**
 * A campaign page at the desk (issue 15): its address, hero, products, code and dates, beside a preview of its hero.
 * The values live in React Hook Form and the preview follows every change (`watch`); the API's Arabic refusals show
 * under each field.
 */
export function LandingForm({
  landing,
  collections,
}: {
  landing: AdminLanding | null;
  collections: readonly CollectionOption[];
}) {
  const router = useRouter();
  const write = useDeskWrite();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, write.errors);
  const form = useForm<Draft>({ defaultValues: draftOf(landing) });
  const { handleSubmit, watch, setValue } = form;
  const prefill = prefilled(form);
  const draft = watch();
  const [deleting, setDeleting] = useState(false);
  const error = (field: string) => write.errors[field]?.[0];

  const submit = handleSubmit(async (draft) => {
    const body = {
      ...draft,
      hero_image_url: draft.hero_image_url || null,
      collection_id: draft.collection_id || null,
      code: draft.code || null,
      starts_on: draft.starts_on || null,
      ends_on: draft.ends_on || null,
    };
    if (landing) {
      await write.run(routes.adminLandingsUpdate, { params: { id: landing.id }, body });
      return;
    }
    const created = await write.run(routes.adminLandingsCreate, { body });
    if (created) router.push(`/admin/landings/${created.data.id}`);
  });

  const remove = async () => {
    if (!landing) return;
    const done = await write.run(routes.adminLandingsDelete, { params: { id: landing.id } });
    setDeleting(false);
    if (done) router.push('/admin/landings');
  };

  const text = (
    key: Exclude<keyof Draft, 'published'>,
    label: string,
    options: { hint?: ReactNode; ltr?: boolean } = {},
  ) => {
    const id = `landing-${key}`;
    return (
      <Field id={id} label={label} hint={options.hint} error={error(key)}>
        <Input
          id={id}
          dir={options.ltr ? 'ltr' : undefined}
          {...prefill.text(key)}
          aria-invalid={error(key) ? true : undefined}
          aria-describedby={describedBy(id, options.hint, error(key))}
        />
      </Field>
    );
  };

  const day = (key: 'starts_on' | 'ends_on', label: string, hint: string) => (
    <DeskDateField
      id={`landing-${key}`}
      label={label}
      hint={hint}
      error={error(key)}
      name={key}
      value={draft[key]}
      onChange={(chosen) => setValue(key, chosen, { shouldDirty: true })}
    />
  );

  return (
    <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <section className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
          {text('title', 'اسم الحملة')}
          {text('slug', 'عنوان الصفحة', {
            hint: <bdi dir="ltr">/landing/{draft.slug || 'ramadan-2026'}</bdi>,
            ltr: true,
          })}
          {text('hero_title', 'عنوان الواجهة')}
          {text('hero_image_url', 'صورة الواجهة', { hint: '‎/media/… أو https://… — مقاس 1200×400', ltr: true })}
          <Field id="landing-hero_text" label="نص الواجهة" error={error('hero_text')} className="md:col-span-2">
            <TextArea id="landing-hero_text" rows={3} {...prefill.text('hero_text')} />
          </Field>
          <Field id="landing-collection" label="المنتجات المعروضة" error={error('collection_id')}>
            <Select
              id="landing-collection"
              {...prefill.text('collection_id')}
              aria-invalid={error('collection_id') ? true : undefined}
            >
              <option value="">بلا مجموعة</option>
              {collections.map((collection) => (
                <option key={collection.id} value={collection.id}>
                  {collection.title}
                </option>
              ))}
            </Select>
          </Field>
          {text('code', 'كود الخصم', { hint: 'كود موجود في أكواد الخصم', ltr: true })}
          {day('starts_on', 'تاريخ البدء', 'فارغ: من الآن')}
          {day('ends_on', 'تاريخ الانتهاء', 'فارغ: بلا نهاية')}
          <label className="flex items-center gap-2 text-sm md:col-span-2">
            <input type="checkbox" {...prefill.checkbox('published')} />
            منشورة (تظهر للزبائن خلال مدتها)
          </label>
        </section>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={deskButton.primary} disabled={write.busy}>
            {write.busy ? <Spinner /> : null}
            {landing ? 'حفظ التغييرات' : 'إنشاء الصفحة'}
          </button>
          {landing ? (
            <button type="button" className={deskButton.danger} onClick={() => setDeleting(true)}>
              حذف
            </button>
          ) : null}
        </div>
      </form>
      <aside className="xl:sticky xl:top-4">
        <h2 className="mb-3 font-bold">معاينة الواجهة</h2>
        <div className="overflow-hidden rounded-xl border border-line bg-white">
          {draft.hero_image_url ? (
            <img src={draft.hero_image_url} alt="" className="aspect-[3/1] w-full object-cover" />
          ) : (
            <div className="aspect-[3/1] w-full bg-brand-50" />
          )}
          <div className="p-4">
            <p className="text-lg font-bold">{draft.hero_title || 'عنوان الواجهة'}</p>
            <p className="mt-1 text-sm leading-7 text-muted">{draft.hero_text}</p>
            {draft.code ? (
              <p
                className="mt-3 inline-flex rounded-lg border border-dashed border-brand-400 px-3 py-1 text-sm font-bold"
                dir="ltr"
              >
                {draft.code.toUpperCase()}
              </p>
            ) : null}
          </div>
        </div>
      </aside>
      {deleting ? (
        <ConfirmDialog
          title={`حذف صفحة «${landing?.title}»؟`}
          description="يتوقف عنوانها عن العمل فوراً، ولا يمكن التراجع (يبقى ما كانت عليه في سجل العمليات)."
          confirmLabel="حذف"
          busy={write.busy}
          onConfirm={remove}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
    </div>
  );
}
