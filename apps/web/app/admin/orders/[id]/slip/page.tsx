import { admin as adminRoutes } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead, failureCode } from '@/features/admin/api/desk-read';
import { PackingSlip } from '@/features/admin/orders/PackingSlip';
import { deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';
import { PrintButton } from '@/features/admin/ui/PrintButton';
import { orderIdParam } from '@/features/orders/order-model';

export const metadata: Metadata = { title: 'إيصال التجهيز' };

/**
 * /admin/orders/[id]/slip: the packing slip that goes into the parcel — who it is for, where, what to pack, and what
 * the courier collects on delivery. On paper only the slip prints (the desk's frame is `print:hidden`); black on
 * white, large enough to read in a van.
 */
export default async function PackingSlipPage({ params }: { params: Promise<{ id: string }> }) {
  const id = orderIdParam((await params).id);
  if (id === null) notFound();
  const path = `/admin/orders/${id}/slip`;
  const read = await deskRead(path, adminRoutes.adminOrderRoute, { params: { id } });
  if (!read.ok) {
    if (failureCode(read.error) === 'order.not_found') notFound();
    return <ReadFailed {...deskReadFailure} error={read.error} retryHref={path} />;
  }
  const order = read.data.data;
  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <PrintButton label="طباعة الإيصال" />
        <Link href={`/admin/orders/${order.id}`} prefetch={false} className={deskButton.secondary}>
          العودة إلى الطلب
        </Link>
      </div>
      <PackingSlip order={order} />
    </>
  );
}
