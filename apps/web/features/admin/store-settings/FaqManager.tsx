'use client';

import type { AdminFaq } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { type FormEvent, useState } from 'react';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Field, Input, Spinner, TextArea } from '../ui/form';
import { ListManager } from '../ui/ListManager';

/**
 * The FAQ as shoppers read it, first to last: add a question (it goes last), change or delete one, and move them
 * with the arrows; a new order is saved with one press (every question once, as the API wants it).
 */
export function FaqManager({ questions }: { questions: readonly AdminFaq[] }) {
  return (
    <ListManager
      items={questions}
      create={{ heading: 'سؤال جديد', form: () => <QuestionForm /> }}
      editForm={(item, onDone) => <QuestionForm item={item} onDone={onDone} />}
      summary={(item, index) => (
        <div className="flex min-w-0 flex-1 gap-3">
          <span className="mt-0.5 w-6 shrink-0 text-center text-sm text-muted tabular-nums">{index + 1}</span>
          <div className="min-w-0 flex-1">
            <p className="font-bold">{item.question}</p>
            <p className="mt-1 line-clamp-2 text-sm text-muted">{item.answer}</p>
          </div>
        </div>
      )}
      listLabel="الأسئلة بالترتيب"
      reorder={{
        itemName: (item) => item.question,
        save: (run, ids) => run(routes.adminFaqOrder, { body: { ids } }),
      }}
      confirmDelete={{ title: 'حذف هذا السؤال؟', description: (item) => item.question }}
      remove={(run, item) => run(routes.adminFaqDelete, { params: { id: item.id } })}
    />
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
