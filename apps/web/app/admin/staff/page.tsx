import { adminStaff, type StaffMember, staffQuery } from '@wb/contract';
import type { Metadata } from 'next';
import { deskRead } from '@/features/admin/api/desk-read';
import { deskUser } from '@/features/admin/shell/desk-user';
import { StaffGrantForm } from '@/features/admin/staff/StaffGrantForm';
import { StaffRoleControl } from '@/features/admin/staff/StaffRoleControl';
import { type Column, DataTable } from '@/features/admin/table/DataTable';
import { readListQuery } from '@/features/admin/table/list-query';
import { PagedResult } from '@/features/admin/table/PagedResult';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { roleLabels } from '@/features/admin/ui/labels';
import { formatDateTime, nationalMobile } from '@/lib/format';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'فريق العمل' };

const BASE = '/admin/staff';

/** /admin/staff (admins): who works at the desk, giving a role by mobile, changing it or taking it away. */
export default async function StaffPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(staffQuery, params);
  const [staff, user] = await Promise.all([
    deskRead(withParams(BASE, params), adminStaff.adminStaffRoute, { query }),
    deskUser(),
  ]);
  const columns: Column<StaffMember>[] = [
    { key: 'name', header: 'الاسم', cell: (member) => <span className="font-bold">{member.name}</span> },
    { key: 'mobile', header: 'الهاتف', cell: (member) => <span dir="ltr">{nationalMobile(member.mobile)}</span> },
    { key: 'role', header: 'الصلاحية', cell: (member) => roleLabels[member.user_type] },
    {
      key: 'seen',
      header: 'آخر تسجيل دخول',
      cell: (member) => (
        <span className="whitespace-nowrap">
          {member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : 'لم يسجّل الدخول بعد'}
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'تغيير',
      cell: (member) => <StaffRoleControl member={member} self={member.id === user?.id} />,
    },
  ];
  return (
    <>
      <DeskPageHeader
        title="فريق العمل"
        description="الموظف يدير الطلبات والزبائن؛ المدير يدير كل شيء، ومنه هذه الصفحة وسجل العمليات."
      />
      <PagedResult base={BASE} params={params} read={staff}>
        {(rows) => (
          <>
            <StaffGrantForm />
            <DataTable
              caption="فريق العمل"
              columns={columns}
              rows={rows}
              rowKey={(member) => member.id}
              empty="لا يوجد موظفون بعد."
            />
          </>
        )}
      </PagedResult>
    </>
  );
}
