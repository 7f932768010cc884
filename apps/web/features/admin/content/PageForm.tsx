'use client';

import type { AdminContentPage } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { prefilled } from '@/lib/prefilled-fields';
import { useDeskWrite } from '../api/use-desk-write';
import { describedBy, deskButton, Field, Input, Spinner, TextArea } from '../ui/form';
import { useFocusFirstError } from '../ui/use-focus-error';
import { RichTextEditor } from './RichTextEditor';

/**
 * A content page at the desk (issue 15): its title, its text in the rich-text editor, and its summary, held in React
 * Hook Form (the editor's HTML through a `Controller`); the API's Arabic refusals show under each field.
 */
export function PageForm({ page }: { page: AdminContentPage }) {
  const write = useDeskWrite();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, write.errors);
  const form = useForm({
    defaultValues: { title: page.title, body_html: page.body_html, body_summary: page.body_summary },
  });
  const { control, handleSubmit } = form;
  const prefill = prefilled(form);
  const error = (field: string) => write.errors[field]?.[0];

  const submit = handleSubmit(async (body) => {
    await write.run(routes.adminContentPagesUpdate, { params: { id: page.id }, body });
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex max-w-4xl flex-col gap-5">
      <section className="grid gap-4 rounded-xl border border-line bg-white p-4">
        <Field id="page-title" label="العنوان" error={error('title')}>
          <Input
            id="page-title"
            {...prefill.text('title')}
            aria-invalid={error('title') ? true : undefined}
            aria-describedby={describedBy('page-title', false, error('title'))}
          />
        </Field>
        <div className="flex flex-col gap-1">
          <span className="text-xs font-bold text-muted">نص الصفحة</span>
          <Controller
            control={control}
            name="body_html"
            render={({ field }) => (
              <RichTextEditor
                id="page-body"
                label="نص الصفحة"
                html={field.value}
                onChange={field.onChange}
                invalid={Boolean(error('body_html'))}
              />
            )}
          />
          {error('body_html') ? <p className="text-xs text-red-700">{error('body_html')}</p> : null}
        </div>
        <Field
          id="page-summary"
          label="الملخص"
          hint="وصف قصير للصفحة في نتائج البحث والمشاركة."
          error={error('body_summary')}
        >
          <TextArea
            id="page-summary"
            rows={2}
            {...prefill.text('body_summary')}
            aria-describedby={describedBy('page-summary', true, error('body_summary'))}
          />
        </Field>
      </section>
      <div>
        <button type="submit" className={deskButton.primary} disabled={write.busy}>
          {write.busy ? <Spinner /> : null}
          حفظ الصفحة
        </button>
      </div>
    </form>
  );
}
