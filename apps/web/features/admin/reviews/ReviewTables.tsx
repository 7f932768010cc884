import type { AdminProductRequest, AdminReview } from '@wb/contract';
import { productRequestStatusLabels } from '@wb/contract';
import Link from 'next/link';
import { formatDate, nationalMobile } from '@/lib/format';
import { type Column, DataTable } from '../table/DataTable';
import { HideToggle, RequestMoves } from './ReviewActions';

const reviewColumns: readonly Column<AdminReview>[] = [
  {
    key: 'product',
    header: 'المنتج',
    cell: (review) => (
      <Link prefetch={false} href={`/products-details/${review.product.id}`} className="text-brand-700 hover:underline">
        {review.product.title}
      </Link>
    ),
  },
  { key: 'rating', header: 'النجوم', numeric: true, cell: (review) => `${review.rating} / 5` },
  {
    key: 'comment',
    header: 'التعليق',
    // Text nodes only: what the shopper typed is shown as typed.
    cell: (review) => <p className="max-w-md whitespace-pre-line break-words">{review.comment ?? '—'}</p>,
  },
  {
    key: 'author',
    header: 'الكاتب',
    cell: (review) =>
      review.author ? (
        <Link prefetch={false} href={`/admin/customers/${review.author.id}`} className="hover:underline">
          {review.author.name || review.author_name}
        </Link>
      ) : (
        review.author_name
      ),
  },
  { key: 'verified', header: 'مشترٍ موثّق', cell: (review) => (review.verified_purchase ? 'نعم' : 'لا') },
  {
    key: 'created_at',
    header: 'التاريخ',
    cell: (review) => <span className="whitespace-nowrap">{formatDate(review.created_at)}</span>,
  },
  {
    key: 'state',
    header: 'الظهور',
    cell: (review) => (
      <div className="flex items-center gap-2">
        <span className={review.hidden_at ? 'text-red-700' : 'text-emerald-700'}>
          {review.hidden_at ? 'مخفي' : 'ظاهر'}
        </span>
        <HideToggle id={review.id} hidden={review.hidden_at !== null} />
      </div>
    ),
  },
];

export function ReviewsTable({ reviews, filtered }: { reviews: readonly AdminReview[]; filtered: boolean }) {
  return (
    <DataTable
      caption="التقييمات"
      columns={reviewColumns}
      rows={reviews}
      rowKey={(review) => review.id}
      empty={filtered ? 'لا توجد تقييمات تطابق هذا البحث.' : 'لا توجد تقييمات بعد.'}
    />
  );
}

const requestColumns: readonly Column<AdminProductRequest>[] = [
  {
    key: 'name',
    header: 'المنتج المطلوب',
    cell: (request) => (
      <div className="max-w-xs">
        <p className="font-bold">{request.name}</p>
        {request.brand && <p className="text-xs text-muted">{request.brand}</p>}
        {request.note && <p className="whitespace-pre-line break-words text-xs text-muted">{request.note}</p>}
      </div>
    ),
  },
  {
    key: 'requester',
    header: 'صاحب الطلب',
    cell: (request) => (
      <div>
        <Link prefetch={false} href={`/admin/customers/${request.requester.id}`} className="hover:underline">
          {request.requester.name || 'بدون اسم'}
        </Link>
        <p className="text-xs text-muted" dir="ltr">
          {nationalMobile(request.mobile ?? request.requester.mobile)}
        </p>
      </div>
    ),
  },
  {
    key: 'created_at',
    header: 'التاريخ',
    cell: (request) => <span className="whitespace-nowrap">{formatDate(request.created_at)}</span>,
  },
  {
    key: 'status',
    header: 'الحالة',
    cell: (request) => (
      <div>
        <p>{productRequestStatusLabels[request.status]}</p>
        {request.product && (
          <Link prefetch={false} href={`/products-details/${request.product.id}`} className="text-xs text-brand-700">
            {request.product.title}
          </Link>
        )}
      </div>
    ),
  },
  { key: 'moves', header: 'إجراء', cell: (request) => <RequestMoves id={request.id} status={request.status} /> },
];

export function RequestsTable({ requests, filtered }: { requests: readonly AdminProductRequest[]; filtered: boolean }) {
  return (
    <DataTable
      caption="طلبات المنتجات"
      columns={requestColumns}
      rows={requests}
      rowKey={(request) => request.id}
      empty={filtered ? 'لا توجد طلبات بهذه الحالة.' : 'لا توجد طلبات بعد.'}
    />
  );
}
