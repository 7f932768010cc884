'use client';

import type { AdminFaq } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Field, Input, Spinner, TextArea } from '../ui/form';

const sameOrder = (a: readonly AdminFaq[], b: readonly AdminFaq[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]?.id);

/**
 * The FAQ as shoppers read it, first to last: add a question (it goes last), change or delete one, and move them
 * with the arrows; a new order is saved with one press (every question once, as the API wants it).
 */
export function FaqManager({ questions }: { questions: readonly AdminFaq[] }) {
  const write = useDeskWrite();
  const [order, setOrder] = useState<readonly AdminFaq[]>(questions);
  const [basis, setBasis] = useState(questions);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  // The server's list changed (a save, someone else's edit): start again from it.
  if (basis !== questions) {
    setBasis(questions);
    setOrder(questions);
  }
  const moved = !sameOrder(order, questions);
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    setOrder(next);
  };

  return (
    <div className="flex flex-col gap-5">
      <section className="rounded-xl border border-line bg-white p-4">
        <h2 className="mb-3 font-bold">سؤال جديد</h2>
        <QuestionForm />
      </section>
      {moved ? (
        <div className="sticky top-2 z-10 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-200">
          <p className="text-sm font-medium text-brand-900">غيّرت الترتيب ولم يُحفظ بعد.</p>
          <div className="flex gap-2">
            <button
              type="button"
              className={deskButton.primary}
              disabled={write.busy}
              onClick={() => write.run(routes.adminFaqOrder, { body: { ids: order.map((item) => item.id) } })}
            >
              {write.busy ? <Spinner /> : null}
              حفظ الترتيب
            </button>
            <button type="button" className={deskButton.secondary} onClick={() => setOrder(questions)}>
              تراجع
            </button>
          </div>
        </div>
      ) : null}
      <ol className="flex flex-col gap-2" aria-label="الأسئلة بالترتيب">
        {order.map((item, index) => (
          <li key={item.id} className="rounded-xl border border-line bg-white p-3">
            {editing === item.id ? (
              <QuestionForm item={item} onDone={() => setEditing(null)} />
            ) : (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
                <div className="flex min-w-0 flex-1 gap-3">
                  <span className="mt-0.5 w-6 shrink-0 text-center text-sm text-muted tabular-nums">{index + 1}</span>
                  <div className="min-w-0 flex-1">
                    <p className="font-bold">{item.question}</p>
                    <p className="mt-1 line-clamp-2 text-sm text-muted">{item.answer}</p>
                  </div>
                </div>
                <div className="flex shrink-0 flex-wrap justify-end gap-1">
                  <button
                    type="button"
                    className={`${deskButton.secondary} min-h-8 px-2`}
                    aria-label={`رفع: ${item.question}`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={`${deskButton.secondary} min-h-8 px-2`}
                    aria-label={`إنزال: ${item.question}`}
                    disabled={index === order.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={`${deskButton.secondary} min-h-8 px-3`}
                    onClick={() => setEditing(item.id)}
                  >
                    تعديل
                  </button>
                  <button
                    type="button"
                    className={`${deskButton.secondary} min-h-8 px-3 text-red-700`}
                    onClick={() => setDeleting(item)}
                  >
                    حذف
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>
      {deleting ? (
        <ConfirmDialog
          title="حذف هذا السؤال؟"
          description={deleting.question}
          confirmLabel="حذف"
          busy={write.busy}
          onConfirm={async () => {
            await write.run(routes.adminFaqDelete, { params: { id: deleting.id } });
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}

/**
 * A question and its answer: a new one (added last, the fields emptied for the next) or an existing one changed in
 * place. The API's Arabic messages show under each field.
 */
function QuestionForm({ item, onDone }: { item?: AdminFaq; onDone?: () => void }) {
  const write = useDeskWrite();
  const [question, setQuestion] = useState(item?.question ?? '');
  const [answer, setAnswer] = useState(item?.answer ?? '');
  const prefix = item ? `faq-${item.id}` : 'faq-new';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { question, answer };
    if (item) {
      if (await write.run(routes.adminFaqUpdate, { params: { id: item.id }, body })) onDone?.();
    } else if (await write.run(routes.adminFaqCreate, { body })) {
      setQuestion('');
      setAnswer('');
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field id={`${prefix}-question`} label="السؤال" error={write.errors.question?.[0]}>
        <Input
          id={`${prefix}-question`}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          aria-invalid={write.errors.question ? true : undefined}
        />
      </Field>
      <Field id={`${prefix}-answer`} label="الجواب" error={write.errors.answer?.[0]}>
        <TextArea
          id={`${prefix}-answer`}
          rows={3}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          aria-invalid={write.errors.answer ? true : undefined}
        />
      </Field>
      <div className="flex gap-2">
        <button type="submit" className={deskButton.primary} disabled={write.busy}>
          {write.busy ? <Spinner /> : null}
          {item ? 'حفظ' : 'إضافة السؤال'}
        </button>
        {onDone ? (
          <button type="button" className={deskButton.secondary} onClick={onDone}>
            إلغاء
          </button>
        ) : null}
      </div>
    </form>
  );
}
