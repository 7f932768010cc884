'use client';

import type { AdminArticle } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { formatDateTime } from '@/lib/format';
import { prefilled } from '@/lib/prefilled-fields';
import { useDeskWrite } from '../api/use-desk-write';
import { describedBy, deskButton, Field, Input, Spinner, TextArea } from '../ui/form';
import { useFocusFirstError } from '../ui/use-focus-error';
import { ArticleStatusBadge, tagsFrom } from './labels';
import { RichTextEditor } from './RichTextEditor';

interface Draft {
  title: string;
  handle: string;
  excerpt: string;
  body_html: string;
  image_url: string;
  image_alt: string;
  tags: string;
  author: string;
  seo_title: string;
  seo_description: string;
}

const draftOf = (article: AdminArticle | null): Draft => ({
  title: article?.title ?? '',
  handle: article?.handle ?? '',
  excerpt: article?.excerpt ?? '',
  body_html: article?.body_html ?? '',
  image_url: article?.image_url ?? '',
  image_alt: article?.image_alt ?? '',
  tags: article?.tags.join('، ') ?? '',
  author: article?.author ?? '',
  seo_title: article?.seo_title ?? '',
  seo_description: article?.seo_description ?? '',
});

const bodyOf = (draft: Draft) => ({
  title: draft.title,
  handle: draft.handle || null,
  excerpt: draft.excerpt,
  body_html: draft.body_html,
  image_url: draft.image_url || null,
  image_alt: draft.image_alt || null,
  tags: tagsFrom(draft.tags),
  author: draft.author || null,
  seo_title: draft.seo_title || null,
  seo_description: draft.seo_description || null,
});

/**
 * An article at the desk (issue 15): its text in the rich-text editor, its card (excerpt, picture, tags) and search
 * fields, and its status. A new article is saved as a draft; "نشر" saves the form first, then publishes, so what goes
 * to the store is what is on screen. The values live in React Hook Form (the editor's HTML through a `Controller`),
 * with no checks of its own: the API's Arabic refusals show under each field.
 */
export function ArticleForm({ article }: { article: AdminArticle | null }) {
  const router = useRouter();
  const write = useDeskWrite();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, write.errors);
  const form = useForm<Draft>({ defaultValues: draftOf(article) });
  const { control, getValues, handleSubmit } = form;
  const prefill = prefilled(form);
  const [deleting, setDeleting] = useState(false);
  const error = (field: string) => write.errors[field]?.[0];

  /** Saves the form; the article's id once saved (a new one: created), or null when the API refused it. */
  const save = async (): Promise<number | null> => {
    if (article) {
      const saved = await write.run(routes.adminArticlesUpdate, {
        params: { id: article.id },
        body: bodyOf(getValues()),
      });
      return saved ? article.id : null;
    }
    const created = await write.run(routes.adminArticlesCreate, { body: bodyOf(getValues()) });
    return created ? created.data.id : null;
  };

  const submit = handleSubmit(async () => {
    const id = await save();
    if (id !== null && !article) router.push(`/admin/articles/${id}`);
  });

  const publish = async () => {
    const id = await save();
    if (id === null) return;
    await write.run(routes.adminArticlesPublish, { params: { id } });
    if (!article) router.push(`/admin/articles/${id}`);
  };

  const unpublish = () => article && write.run(routes.adminArticlesUnpublish, { params: { id: article.id } });

  const remove = async () => {
    if (!article) return;
    const done = await write.run(routes.adminArticlesDelete, { params: { id: article.id } });
    setDeleting(false);
    if (done) router.push('/admin/articles');
  };

  const text = (key: keyof Draft, label: string, options: { hint?: string; ltr?: boolean; wide?: boolean } = {}) => {
    const id = `article-${key}`;
    return (
      <Field
        id={id}
        label={label}
        hint={options.hint}
        error={error(key)}
        className={options.wide ? 'md:col-span-2' : ''}
      >
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

  return (
    <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <form ref={formRef} onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
        <section className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
          {text('title', 'العنوان', { wide: true })}
          <div className="flex flex-col gap-1 md:col-span-2">
            <span id="article-body-label" className="text-xs font-bold text-muted">
              نص المقال
            </span>
            <Controller
              control={control}
              name="body_html"
              render={({ field }) => (
                <RichTextEditor
                  id="article-body"
                  label="نص المقال"
                  html={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(error('body_html'))}
                  describedBy={error('body_html') ? 'article-body-error' : undefined}
                />
              )}
            />
            {error('body_html') ? (
              <p id="article-body-error" className="text-xs text-red-700">
                {error('body_html')}
              </p>
            ) : null}
          </div>
          <Field
            id="article-excerpt"
            label="المقتطف"
            hint="يظهر في بطاقة المقال؛ إن تُرك فارغاً تُستعمل بداية النص."
            error={error('excerpt')}
            className="md:col-span-2"
          >
            <TextArea
              id="article-excerpt"
              rows={3}
              {...prefill.text('excerpt')}
              aria-describedby={describedBy('article-excerpt', true, error('excerpt'))}
            />
          </Field>
        </section>

        <section className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
          <h2 className="font-bold md:col-span-2">البطاقة والبحث</h2>
          {text('image_url', 'رابط صورة الغلاف', { hint: '‎/media/… أو https://… — مقاس 1200×630', ltr: true })}
          {text('image_alt', 'وصف الصورة')}
          {text('tags', 'الوسوم', { hint: 'افصل بينها بفاصلة' })}
          {text('author', 'الكاتب', { hint: 'يُترك فارغاً: فريق وندر بيوتي الصيدلاني' })}
          {text('handle', 'الرابط المختصر', {
            hint: 'حروف لاتينية وأرقام وشرطات؛ يُترك فارغاً فيُنشأ تلقائياً',
            ltr: true,
          })}
          {text('seo_title', 'عنوان محركات البحث')}
          {text('seo_description', 'وصف محركات البحث', { wide: true })}
        </section>

        <div className="flex flex-wrap gap-2">
          <button type="submit" className={deskButton.primary} disabled={write.busy}>
            {write.busy ? <Spinner /> : null}
            {article ? 'حفظ التغييرات' : 'حفظ كمسودة'}
          </button>
          {article?.status !== 'published' ? (
            <button type="button" className={deskButton.secondary} disabled={write.busy} onClick={publish}>
              حفظ ونشر
            </button>
          ) : null}
          {article ? (
            <button type="button" className={deskButton.danger} onClick={() => setDeleting(true)}>
              حذف
            </button>
          ) : null}
        </div>
      </form>

      <aside className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 xl:sticky xl:top-4">
        <h2 className="font-bold">النشر</h2>
        {article ? (
          <>
            <p className="flex items-center gap-2 text-sm">
              الحالة: <ArticleStatusBadge status={article.status} />
            </p>
            {article.published_at ? (
              <p className="text-sm text-muted">نُشر أول مرة {formatDateTime(article.published_at)}</p>
            ) : null}
            <p className="text-sm text-muted">آخر تعديل {formatDateTime(article.updated_at)}</p>
            {article.status === 'published' ? (
              <>
                <a
                  href={article.online_store_url}
                  target="_blank"
                  rel="noopener"
                  className="text-sm font-bold text-brand-700 underline"
                >
                  عرض في المتجر
                </a>
                <button type="button" className={deskButton.secondary} disabled={write.busy} onClick={unpublish}>
                  إلغاء النشر
                </button>
              </>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-muted">يُحفظ المقال الجديد مسودةً لا يراها الزبائن حتى يُنشر.</p>
        )}
      </aside>

      {deleting ? (
        <ConfirmDialog
          title={`حذف المقال «${article?.title}»؟`}
          description="يختفي من المتجر فوراً، ولا يمكن التراجع (يبقى ما كان عليه في سجل العمليات)."
          confirmLabel="حذف"
          busy={write.busy}
          onConfirm={remove}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
    </div>
  );
}
