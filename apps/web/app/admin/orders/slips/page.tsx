import { admin as adminRoutes, orderIdsParam } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead, failureCode } from '@/features/admin/api/desk-read';
import { PackingSlip } from '@/features/admin/orders/PackingSlip';
import { deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';
import { PrintButton } from '@/features/admin/ui/PrintButton';
import { countPhrase } from '@/lib/format';
import type { SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'إيصالات التوصيل' };

const slipCount = {
  zero: 'لا إيصالات للطباعة',
  one: 'طباعة الإيصال',
  two: 'طباعة الإيصالين',
  few: 'طباعة {n} إيصالات',
  many: 'طباعة {n} إيصالاً',
  other: 'طباعة {n} إيصال',
};

/**
 * /admin/orders/slips?ids=12,15,19: the delivery slips of the orders ticked on the list (issue 24), one sheet each on
 * paper, in the order of their numbers — number, customer, mobile, address, what to pack and what the courier
 * collects. An order that no longer exists is named and left out; any other failed read is said as on every desk page.
 */
export default async function OrderSlipsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).ids;
  const parsed = orderIdsParam.safeParse(typeof raw === 'string' ? raw : '');
  const back = (
    <Link href="/admin/orders" prefetch={false} className={deskButton.secondary}>
      العودة إلى الطلبات
    </Link>
  );
  if (!parsed.success) {
    return (
      <div className="space-y-3">
        <p>لم تُحدَّد طلبات للطباعة. حدّد طلبات من قائمة الطلبات ثم اختر «طباعة الإيصالات».</p>
        {back}
      </div>
    );
  }
  const ids = [...parsed.data].sort((a, b) => a - b);
  const path = `/admin/orders/slips?ids=${ids.join(',')}`;
  const reads = await Promise.all(ids.map((id) => deskRead(path, adminRoutes.adminOrderRoute, { params: { id } })));
  const failed = reads.find((read) => !read.ok && failureCode(read.error) !== 'order.not_found');
  if (failed && !failed.ok) return <ReadFailed {...deskReadFailure} error={failed.error} retryHref={path} />;
  const orders = reads.flatMap((read) => (read.ok ? [read.data.data] : []));
  const missing = ids.length - orders.length;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
        <PrintButton label={countPhrase(orders.length, slipCount)} />
        {back}
        {missing ? <p className="text-sm text-muted">{missing} من الطلبات المحددة لم تعد موجودة.</p> : null}
      </div>
      <div className="space-y-6 print:space-y-0">
        {orders.map((order) => (
          <PackingSlip key={order.id} order={order} />
        ))}
      </div>
    </>
  );
}
