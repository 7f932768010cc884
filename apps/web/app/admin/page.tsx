import { adminDashboard } from '@wb/contract';
import type { Metadata } from 'next';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { Dashboard } from '@/features/admin/dashboard/Dashboard';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';
import { formatDate } from '@/lib/format';

export const metadata: Metadata = { title: 'لوحة المتابعة' };

/** /admin: the dashboard (GET /api/v2/admin/dashboard): how today goes, by the Baghdad clock. */
export default async function DashboardPage() {
  const read = await deskRead('/admin', adminDashboard.adminDashboardRoute);
  return (
    <>
      <DeskPageHeader
        title="لوحة المتابعة"
        description={`اليوم ${formatDate(new Date().toISOString())} بتوقيت بغداد`}
      />
      {read.ok ? (
        <Dashboard data={read.data.data} />
      ) : (
        <ReadFailed {...deskReadFailure} error={read.error} retryHref="/admin" />
      )}
    </>
  );
}
