import { adminPromotions } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead, failureCode } from '@/features/admin/api/desk-read';
import { ActiveToggle } from '@/features/admin/promotions/ActiveToggle';
import { CodeForm } from '@/features/admin/promotions/CodeForm';
import { StateBadge } from '@/features/admin/promotions/promotion-model';
import { targetOptions } from '@/features/admin/promotions/target-options';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';
import { orderIdParam } from '@/features/orders/order-model';
import { formatDateTime, formatIqd } from '@/lib/format';

export const metadata: Metadata = { title: 'كود الخصم' };

/** /admin/codes/[id]: a code's usage, its switch, and every field to change. */
export default async function CodePage({ params }: { params: Promise<{ id: string }> }) {
  const id = orderIdParam((await params).id);
  if (id === null) notFound();
  const path = `/admin/codes/${id}`;
  const [read, { brands, categories }] = await Promise.all([
    deskRead(path, adminPromotions.adminCodeRoute, { params: { id } }),
    targetOptions(),
  ]);
  if (!read.ok) {
    if (failureCode(read.error) === 'code.not_found') notFound();
    return <ReadFailed {...deskReadFailure} error={read.error} retryHref={path} />;
  }
  const code = read.data.data;
  return (
    <>
      <DeskPageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            الكود <bdi dir="ltr">{code.code}</bdi>
            <StateBadge state={code.state} />
          </span>
        }
        description={`أُنشئ ${formatDateTime(code.created_at)}`}
        actions={
          <>
            <ActiveToggle kind="code" id={code.id} active={code.active} name={code.code} />
            <Link href="/admin/codes" prefetch={false} className={deskButton.secondary}>
              كل الأكواد
            </Link>
          </>
        }
      />
      <dl className="mb-5 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat
          label="مرات الاستخدام"
          value={`${code.used_count}${code.usage_limit === null ? '' : ` / ${code.usage_limit}`}`}
        />
        <Stat label="مجموع ما خصمه" value={formatIqd(code.discount_total)} />
        <Stat label="لكل زبون" value={timesText(code.per_customer_limit)} />
        <Stat label="للطلب الأول" value={code.first_order_only ? 'نعم' : 'لا'} />
      </dl>
      <CodeForm key={code.id} code={code} brands={brands} categories={categories} />
    </>
  );
}

/** A per-customer limit as said in Arabic: مرة واحدة، مرتان، 3 مرات، 11 مرة. */
function timesText(limit: number | null): string {
  if (limit === null) return 'بلا حد';
  if (limit === 1) return 'مرة واحدة';
  if (limit === 2) return 'مرتان';
  return limit <= 10 ? `${limit} مرات` : `${limit} مرة`;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-white px-4 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}
