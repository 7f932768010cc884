'use client';

import type { AdminPopup, Popup, PopupPageLabel } from '@wb/contract';
import { popupFreePages } from '@wb/contract/popup-pages';
import * as routes from '@wb/contract/routes';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { prefilled } from '@/lib/prefilled-fields';
import { useDeskWrite } from '../api/use-desk-write';
import { describedBy, deskButton, Field, Input, Select, Spinner, TextArea } from '../ui/form';
import { useFocusFirstError } from '../ui/use-focus-error';
import { PopupPreview } from './PopupPreview';
import { durationText, popupPageNames } from './popup-labels';

export interface CollectionOption {
  id: number;
  title: string;
}

const UNITS = [
  [86_400, 'أيام'],
  [3_600, 'ساعات'],
  [60, 'دقائق'],
  [1, 'ثوانٍ'],
] as const;

interface Draft {
  title: string;
  description: string;
  pages: PopupPageLabel[];
  status: boolean;
  collection_id: string;
  content_type: 'image' | 'text';
  image_path: string;
  button_text: string;
  button_link: string;
  closeable: boolean;
  show_time: string;
  reshow_amount: string;
  reshow_unit: number;
}

function draftOf(popup: AdminPopup | null): Draft {
  const reshow = popup?.reshow_time ?? 86_400;
  const unit = UNITS.find(([size]) => reshow % size === 0)?.[0] ?? 1;
  return {
    title: popup?.title ?? '',
    description: popup?.description ?? '',
    pages: popup?.pages ?? ['homepage'],
    status: popup?.status ?? true,
    collection_id: popup?.collection_id ? String(popup.collection_id) : '',
    content_type: popup?.content_type ?? 'text',
    image_path: popup?.image_path?.url ?? '',
    button_text: popup?.button_text ?? '',
    button_link: popup?.button_link ?? '',
    closeable: popup ? popup.closeable === '1' : true,
    show_time: String(popup?.show_time ?? 0),
    reshow_amount: String(reshow / unit),
    reshow_unit: unit,
  };
}

const seconds = (text: string) => {
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value >= 0 ? value : 0;
};

/** `0: فوراً` under the delay, or the delay in minutes, hours or days once it is that long. */
const showHint = (delay: number) => (delay === 0 ? '0: فوراً' : delay >= 60 ? `= ${durationText(delay)}` : undefined);

/** The popup the draft describes, as the storefront would receive it: what the preview draws. */
function asShown(draft: Draft, id: number): Popup {
  return {
    id,
    title: draft.title.trim() || 'عنوان النافذة',
    description: draft.description.trim(),
    pages: draft.pages,
    status: draft.status,
    collection_id: draft.collection_id ? Number(draft.collection_id) : null,
    content_type: draft.content_type,
    image_path: draft.content_type === 'image' && draft.image_path.trim() ? { url: draft.image_path.trim() } : null,
    button_text: draft.button_text.trim() || null,
    closeable: draft.closeable ? '1' : '0',
    show_time: seconds(draft.show_time),
    reshow_time: seconds(draft.reshow_amount) * draft.reshow_unit,
    button_link: draft.button_link.trim() || null,
  };
}

/** Every popup field of spec §3, beside a live preview of how the store will show it. */
export function PopupForm({
  popup,
  collections,
}: {
  popup: AdminPopup | null;
  collections: readonly CollectionOption[];
}) {
  const router = useRouter();
  const write = useDeskWrite();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, write.errors);
  // The values live in React Hook Form; the preview follows every change (`watch`).
  const form = useForm<Draft>({ defaultValues: draftOf(popup) });
  const { handleSubmit, watch, setValue } = form;
  const prefill = prefilled(form);
  const draft = watch();
  const [deleting, setDeleting] = useState(false);
  const error = (field: string) => write.errors[field]?.[0];

  const submit = handleSubmit(async (draft) => {
    const reshow = draft.reshow_amount.trim() === '' ? 0 : seconds(draft.reshow_amount) * draft.reshow_unit;
    const body = {
      title: draft.title,
      description: draft.description,
      pages: draft.pages,
      status: draft.status,
      collection_id: draft.collection_id || null,
      content_type: draft.content_type,
      image_path: draft.content_type === 'image' ? draft.image_path : null,
      button_text: draft.button_text || null,
      button_link: draft.button_link || null,
      closeable: draft.closeable,
      show_time: draft.show_time.trim() || '0',
      // A typed amount the API would refuse is sent as typed, so its message names the field.
      reshow_time: Number.isSafeInteger(Number(draft.reshow_amount.trim())) ? reshow : draft.reshow_amount,
    };
    if (popup) {
      await write.run(routes.adminPopupsUpdate, { params: { id: popup.id }, body });
      return;
    }
    const created = await write.run(routes.adminPopupsCreate, { body });
    if (created) router.push(`/admin/popups/${created.data.id}`);
  });

  const remove = async () => {
    if (!popup) return;
    const done = await write.run(routes.adminPopupsDelete, { params: { id: popup.id } });
    setDeleting(false);
    if (done) router.push('/admin/popups');
  };

  const togglePage = (page: PopupPageLabel) =>
    setValue('pages', draft.pages.includes(page) ? draft.pages.filter((p) => p !== page) : [...draft.pages, page]);

  return (
    <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <section className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
          <h2 className="font-bold md:col-span-2">المحتوى</h2>
          <Field id="popup-title" label="العنوان" error={error('title')}>
            <Input
              id="popup-title"
              {...prefill.text('title')}
              aria-invalid={error('title') ? true : undefined}
              aria-describedby={describedBy('popup-title', false, error('title'))}
            />
          </Field>
          <fieldset>
            <legend className="mb-1 text-xs font-bold text-muted">نوع المحتوى</legend>
            <div className="flex min-h-10 items-center gap-4 text-sm">
              {(['text', 'image'] as const).map((type) => (
                <label key={type} className="flex items-center gap-2">
                  <input type="radio" {...prefill.radio('content_type', type)} />
                  {type === 'text' ? 'نص' : 'صورة'}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            id="popup-description"
            label={draft.content_type === 'image' ? 'وصف الصورة (لقارئات الشاشة)' : 'النص'}
            error={error('description')}
            className="md:col-span-2"
          >
            <TextArea id="popup-description" rows={3} {...prefill.text('description')} />
          </Field>
          {draft.content_type === 'image' ? (
            <Field
              id="popup-image"
              label="رابط الصورة"
              hint="‎/media/… أو https://… — مقاس 800×500"
              error={error('image_path')}
              className="md:col-span-2"
            >
              <Input
                id="popup-image"
                dir="ltr"
                {...prefill.text('image_path')}
                aria-invalid={error('image_path') ? true : undefined}
                aria-describedby={describedBy('popup-image', true, error('image_path'))}
              />
            </Field>
          ) : null}
          <Field
            id="popup-button"
            label="نص الزر"
            hint="الزر يفتح الرابط أدناه، أو المجموعة"
            error={error('button_text')}
          >
            <Input
              id="popup-button"
              {...prefill.text('button_text')}
              aria-invalid={error('button_text') ? true : undefined}
              aria-describedby={describedBy('popup-button', true, error('button_text'))}
            />
          </Field>
          <Field
            id="popup-button-link"
            label="رابط الزر"
            // The path kept left-to-right inside the Arabic (an isolate), so its slash stays in front.
            hint={'صفحة في المتجر، مثل \u2066/survey/quiz\u2069 (الاختبار). فارغ: المجموعة'}
            error={error('button_link')}
          >
            <Input
              id="popup-button-link"
              dir="ltr"
              {...prefill.text('button_link')}
              aria-invalid={error('button_link') ? true : undefined}
              aria-describedby={describedBy('popup-button-link', true, error('button_link'))}
            />
          </Field>
          <Field id="popup-collection" label="المجموعة" error={error('collection_id')}>
            <Select id="popup-collection" {...prefill.text('collection_id')}>
              <option value="">بلا مجموعة</option>
              {collections.map((collection) => (
                <option key={collection.id} value={collection.id}>
                  {collection.title}
                </option>
              ))}
            </Select>
          </Field>
        </section>

        <section className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
          <h2 className="font-bold md:col-span-2">الظهور</h2>
          <Field
            id="popup-show"
            label="تظهر بعد (ثوانٍ)"
            hint={showHint(seconds(draft.show_time))}
            error={error('show_time')}
          >
            <Input
              id="popup-show"
              inputMode="numeric"
              {...prefill.text('show_time')}
              aria-describedby={describedBy('popup-show', true, error('show_time'))}
            />
          </Field>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-xs font-bold text-muted">تعود بعد إغلاقها بـ</legend>
            <div className="flex gap-2">
              <Input aria-label="المدة" inputMode="numeric" {...prefill.text('reshow_amount')} className="max-w-28" />
              <Select aria-label="الوحدة" {...prefill.text('reshow_unit', { valueAsNumber: true })}>
                {UNITS.map(([size, name]) => (
                  <option key={size} value={size}>
                    {name}
                  </option>
                ))}
              </Select>
            </div>
            {error('reshow_time') ? (
              <p className="text-xs text-red-700">{error('reshow_time')}</p>
            ) : (
              <p className="text-xs text-muted">0: تعود في كل زيارة للصفحة</p>
            )}
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...prefill.checkbox('closeable')} />
            تُغلق بالنقر خارجها
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...prefill.checkbox('status')} />
            مفعّلة (تظهر للزبائن)
          </label>
          <fieldset className="md:col-span-2">
            <legend className="mb-2 text-xs font-bold text-muted">الصفحات</legend>
            <div className="grid grid-cols-2 gap-1 text-sm sm:grid-cols-3 lg:grid-cols-4">
              {(Object.keys(popupPageNames) as PopupPageLabel[]).map((page) => {
                // Never offered; one saved before the rule can still be taken off.
                const refused = popupFreePages.includes(page);
                return (
                  <label
                    key={page}
                    className={`flex items-center gap-2 rounded px-1 py-0.5 hover:bg-canvas ${refused ? 'text-muted' : ''}`}
                  >
                    <input
                      type="checkbox"
                      checked={draft.pages.includes(page)}
                      disabled={refused && !draft.pages.includes(page)}
                      onChange={() => togglePage(page)}
                    />
                    {popupPageNames[page]}
                  </label>
                );
              })}
            </div>
            <p className="mt-1 text-xs text-muted">
              لا تظهر النوافذ في إتمام الطلب وشكراً لطلبك وتسجيل الدخول، وتظهر للزائر نافذة واحدة على الأكثر في كل زيارة.
            </p>
            {error('pages') ? <p className="mt-1 text-xs text-red-700">{error('pages')}</p> : null}
          </fieldset>
        </section>

        <div className="flex flex-wrap gap-2">
          <button type="submit" className={deskButton.primary} disabled={write.busy}>
            {write.busy ? <Spinner /> : null}
            {popup ? 'حفظ التغييرات' : 'إنشاء النافذة'}
          </button>
          {popup ? (
            <button type="button" className={deskButton.danger} onClick={() => setDeleting(true)}>
              حذف
            </button>
          ) : null}
        </div>
      </form>
      <aside className="xl:sticky xl:top-4">
        <h2 className="mb-3 font-bold">المعاينة</h2>
        <PopupPreview popup={asShown(draft, popup?.id ?? 0)} />
      </aside>
      {deleting ? (
        <ConfirmDialog
          title={`حذف النافذة «${popup?.title}»؟`}
          description="تختفي من المتجر فوراً، ولا يمكن التراجع (يبقى ما كانت عليه في سجل العمليات)."
          confirmLabel="حذف"
          busy={write.busy}
          onConfirm={remove}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
    </div>
  );
}
