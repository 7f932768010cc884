'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { buttonStyles, FieldError, SubmitButton } from '@/components/ui/form';
import { SessionDataProvider } from '@/features/session-data/SessionDataProvider';
import { StarPicker } from './StarPicker';
import { Stars } from './Stars';
import { reviewFailureOf, useDeleteReview, useMyReview, useSaveReview } from './use-reviews';

const MAX_COMMENT = 1000;

/** The signed-in customer's review of the product: write it, change it (a second replaces the first), delete it. */
export default function ReviewForm({ productId }: { productId: number }) {
  return (
    <SessionDataProvider>
      <Form productId={productId} />
    </SessionDataProvider>
  );
}

function Form({ productId }: { productId: number }) {
  const router = useRouter();
  const ids = useId();
  const mine = useMyReview(productId);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const existing = mine.data ?? null;

  useEffect(() => {
    if (existing) {
      setRating(existing.rating);
      setComment(existing.comment ?? '');
    }
  }, [existing]);

  // The page's list and summary are the server's: read again once a write lands.
  const done = () => {
    setEditing(false);
    router.refresh();
  };
  const save = useSaveReview(productId, done);
  const remove = useDeleteReview(productId, () => {
    setRating(0);
    setComment('');
    done();
  });

  if (mine.isPending) return <p className="text-sm text-muted">جارٍ التحميل…</p>;

  if (existing && !editing) {
    return (
      <div className="space-y-2 rounded-xl bg-brand-50/70 p-3" data-testid="my-review">
        <p className="text-sm font-bold text-ink">تقييمك</p>
        <Stars rating={existing.rating} label={`تقييمك ${existing.rating} من 5`} />
        {existing.comment && (
          <p dir="auto" className="whitespace-pre-line break-words text-start text-sm text-ink">
            {existing.comment}
          </p>
        )}
        <div className="flex gap-2">
          <button type="button" className={buttonStyles.link} onClick={() => setEditing(true)}>
            تعديل
          </button>
          <button
            type="button"
            className={`${buttonStyles.link} text-red-700`}
            disabled={remove.busy}
            onClick={() => remove.mutate(existing.id)}
          >
            حذف تقييمي
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="space-y-3"
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        if (rating < 1) {
          setError('اختر عدد النجوم من 1 إلى 5.');
          return;
        }
        save.mutate({ rating, comment }, { onError: (failure) => setError(reviewFailureOf(failure)) });
      }}
    >
      <p id={`${ids}-title`} className="font-bold text-ink">
        {existing ? 'عدّل تقييمك' : 'اكتب تقييمك'}
      </p>
      <StarPicker rating={rating} onChange={setRating} />
      <div>
        <label htmlFor={`${ids}-comment`} className="mb-1 block text-sm text-ink">
          تعليقك (اختياري)
        </label>
        <textarea
          id={`${ids}-comment`}
          name="comment"
          rows={4}
          maxLength={MAX_COMMENT}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className="w-full rounded-xl border border-line bg-white p-3 text-[15px] text-ink focus:border-brand-600 focus:outline-none"
        />
        <p className="text-xs text-muted">
          {comment.length} / {MAX_COMMENT}
        </p>
      </div>
      {error && <FieldError alert>{error}</FieldError>}
      <div className="flex gap-2">
        <SubmitButton busy={save.busy} busyLabel="جارٍ الإرسال…">
          {existing ? 'حفظ التعديل' : 'إرسال التقييم'}
        </SubmitButton>
        {existing && (
          <button type="button" className={buttonStyles.link} onClick={() => setEditing(false)}>
            إلغاء
          </button>
        )}
      </div>
    </form>
  );
}
