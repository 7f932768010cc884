'use client';

import { feedbackTopicLabels, feedbackTopics } from '@wb/contract/partner-labels';
import { useId, useState } from 'react';
import { FieldError, SubmitButton } from '@/components/ui/form';
import { ApiError, errorMessage } from '@/lib/api';
import { StarPicker } from '../reviews/StarPicker';
import { type StoreFeedbackBody, useRateStore } from './use-partners';

const MAX_COMMENT = 1000;
const control =
  'w-full rounded-xl border border-line bg-white px-3 text-[15px] text-ink focus:border-brand-600 focus:outline-none';

/**
 * "Rate the store" on /profile/help_us: stars (required), what it is about, and what we should improve. It lands in
 * the staff desk's queue (/admin/feedback); a few a day per account (the API's Arabic refusal shows over the form).
 */
export function StoreRatingForm() {
  const ids = useId();
  const [rating, setRating] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rate = useRateStore(setSent);
  if (sent) {
    return (
      <p role="status" className="rounded-xl bg-emerald-50 p-4 text-sm font-medium text-emerald-800">
        {sent}
      </p>
    );
  }
  return (
    <form
      className="space-y-3 text-start"
      aria-label="قيّم المتجر"
      onSubmit={(event) => {
        event.preventDefault();
        if (rating < 1) {
          setError('اختر عدد النجوم من 1 إلى 5.');
          return;
        }
        const data = new FormData(event.currentTarget);
        const text = (name: string) => String(data.get(name) ?? '').trim();
        setError(null);
        const body = {
          rating,
          topic: (text('topic') || undefined) as StoreFeedbackBody['topic'],
          comment: text('comment'),
        };
        rate.mutate(body, {
          onError: (failure) => {
            const fields = failure instanceof ApiError ? failure.fieldErrors : undefined;
            setError(fields ? (Object.values(fields)[0]?.[0] ?? errorMessage(failure)) : errorMessage(failure));
          },
        });
      }}
    >
      <StarPicker name="store-rating" legend="تقييمك للمتجر" rating={rating} onChange={setRating} />
      <div>
        <label htmlFor={`${ids}-topic`} className="mb-1 block text-sm font-medium text-ink">
          عن أي شيء؟ (اختياري)
        </label>
        <select id={`${ids}-topic`} name="topic" defaultValue="" className={`${control} min-h-11`}>
          <option value="">اختر الموضوع</option>
          {feedbackTopics.map((topic) => (
            <option key={topic} value={topic}>
              {feedbackTopicLabels[topic]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-comment`} className="mb-1 block text-sm font-medium text-ink">
          ما الذي نحسّنه؟ (اختياري)
        </label>
        <textarea
          id={`${ids}-comment`}
          name="comment"
          rows={4}
          maxLength={MAX_COMMENT}
          className={`${control} py-2`}
          placeholder="مثلاً: منتج تتمنى وجوده، أو ما أزعجك في التوصيل"
        />
      </div>
      {error ? <FieldError alert>{error}</FieldError> : null}
      <SubmitButton busy={rate.busy} busyLabel="جارٍ الإرسال…">
        أرسل التقييم
      </SubmitButton>
    </form>
  );
}
