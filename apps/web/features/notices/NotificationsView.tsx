'use client';

import type { Notification } from '@wb/contract';
import Link from 'next/link';
import { buttonStyles } from '@/components/ui/form';
import { BellIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/Pagination';
import { type ArabicCountForms, countPhrase, formatDateTime } from '@/lib/format';

/** The unread line, in Arabic grammar for every count ("1 إشعارات" is wrong Arabic). */
const UNREAD: ArabicCountForms = {
  zero: 'لا إشعارات غير مقروءة',
  one: 'لديك إشعار واحد غير مقروء',
  two: 'لديك إشعاران غير مقروءين',
  few: 'لديك {n} إشعارات غير مقروءة',
  many: 'لديك {n} إشعاراً غير مقروء',
  other: 'لديك {n} إشعار غير مقروء',
};

import { NotYetRead } from '../session-data/NotYetRead';
import { noticesPageHref } from './notice-queries';
import { useNotices, useReadAllNotices, useReadNotice } from './use-notices';

const kindLabels: Record<Notification['kind'], string> = {
  order_status: 'طلباتي',
  restock: 'عاد إلى المخزون',
  announcement: 'إعلان',
  product_request: 'طلب منتج',
  referral: 'وندر زون',
  partner: 'الشركاء',
};

/**
 * /profile/notification: the person's notices, newest first, a page at a time; an unread one is marked (a dot and
 * bold title) until she opens it or marks it read; "mark all read" clears the header's count too.
 */
export function NotificationsView({ page }: { page: number }) {
  const { data, error, refetch, isFetching } = useNotices(page);
  const readOne = useReadNotice();
  const readAll = useReadAllNotices();
  if (!data) return <NotYetRead error={error} retrying={isFetching} onRetry={refetch} />;
  return (
    <section aria-labelledby="notices-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="notices-heading" className="text-base font-bold text-ink">
          {countPhrase(data.unread, UNREAD)}
        </h2>
        {data.unread > 0 ? (
          <button
            type="button"
            data-read-all
            disabled={readAll.isPending}
            onClick={() => readAll.mutate()}
            className="min-h-11 rounded-full px-4 text-sm font-bold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-60"
          >
            تعليم الكل كمقروء
          </button>
        ) : null}
      </div>
      {data.data.length === 0 ? (
        <div className="rounded-card bg-white px-5 py-10 text-center ring-1 ring-line">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
            <BellIcon size={26} />
          </span>
          <p className="mt-3 text-sm leading-7 text-muted">
            {page > 1 ? 'لا إشعارات في هذه الصفحة.' : 'لا إشعارات بعد. سنخبرك هنا بجديد طلباتك وبعودة ما تنتظرينه.'}
          </p>
          {page > 1 ? null : (
            <Link prefetch={false} href="/" className={`mt-4 inline-flex ${buttonStyles.secondary}`}>
              تصفح المتجر
            </Link>
          )}
        </div>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-card bg-white ring-1 ring-line">
          {data.data.map((notice) => (
            <NoticeRow key={notice.id} notice={notice} onRead={() => readOne.mutate(notice.id)} />
          ))}
        </ul>
      )}
      <Pagination page={data.page} totalPages={data.total_pages} hrefFor={noticesPageHref} />
    </section>
  );
}

function NoticeRow({ notice, onRead }: { notice: Notification; onRead: () => void }) {
  const unread = notice.read_at === null;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-brand-600' : 'bg-transparent'}`}
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className={`text-sm text-ink ${unread ? 'font-bold' : 'font-medium'}`}>
            {notice.title}
            {unread ? <span className="sr-only"> (غير مقروء)</span> : null}
          </span>
          <time dateTime={notice.created_at} className="text-xs text-muted">
            {formatDateTime(notice.created_at)}
          </time>
        </span>
        <span className="mt-1 block text-sm leading-7 text-muted">{notice.body}</span>
        <span className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-[11px] text-brand-800">
          {kindLabels[notice.kind]}
        </span>
      </span>
    </>
  );
  const rowClass = `flex w-full gap-3 px-4 py-3 text-start ${unread ? 'bg-brand-50/50' : ''} hover:bg-brand-50`;
  return (
    <li data-notice={notice.id} data-unread={unread ? 'true' : 'false'}>
      {notice.link ? (
        <Link prefetch={false} href={notice.link} onClick={unread ? onRead : undefined} className={rowClass}>
          {body}
        </Link>
      ) : (
        <button type="button" onClick={unread ? onRead : undefined} className={rowClass}>
          {body}
        </button>
      )}
    </li>
  );
}
