'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@wb/contract';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { buttonStyles, FieldError, SubmitButton } from '@/components/ui/form';
import { authedCall } from '@/lib/session-runtime';
import { SessionDataProvider } from '@/features/session-data/SessionDataProvider';
import { ApiError } from '@/lib/api';
import { reviewRoutes } from '@/lib/review-routes';
import { toast } from '@/lib/toast';
import { StarPicker } from './StarPicker';
import { Stars } from './Stars';

const MAX_COMMENT = 1000;
const mineKey = (productId: number) => ['reviews', 'mine', productId] as const;
const failureOf = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : 'تعذر حفظ التقييم الآن. حاول مرة أخرى.';

/** The signed-in customer's review of the product: write it, change it (a second replaces the first), delete it. */
export default function ReviewForm({ productId }: { productId: number }) {
  return (
    <SessionDataProvider>
      <Form productId={productId} />
    </SessionDataProvider>
  );
}

function Form({ productId }: { productId: number }) {
  const client = useQueryClient();
  const router = useRouter();
  const ids = useId();
  const mine = useQuery({
    queryKey: mineKey(productId),
    queryFn: async ({ signal }): Promise<Review | null> =>
      (await authedCall(reviewRoutes.list, { query: { product_id: productId, limit: 1 } }, { signal })).mine,
  });
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
  const done = async (message: string) => {
    toast.success(message);
    await client.invalidateQueries({ queryKey: mineKey(productId) });
    setEditing(false);
    router.refresh();
  };
  const save = useMutation({
    mutationFn: () => authedCall(reviewRoutes.create, { body: { product_id: productId, rating, comment } }),
    onSuccess: (answer) => done(answer.message),
    onError: (failure) => setError(failureOf(failure)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => authedCall(reviewRoutes.remove, { params: { id } }),
    onSuccess: async (answer) => {
      setRating(0);
      setComment('');
      await done(answer.message);
    },
    onError: (failure) => toast.error(failureOf(failure)),
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
            disabled={remove.isPending}
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
        save.mutate();
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
        <SubmitButton busy={save.isPending} busyLabel="جارٍ الإرسال…">
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
