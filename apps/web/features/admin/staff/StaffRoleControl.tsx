'use client';

import type { StaffMember } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton } from '../ui/form';

type Change = 'staff' | 'admin' | 'customer';

const changeLabels: Record<Change, string> = {
  admin: 'جعله مديراً',
  staff: 'جعله موظفاً',
  customer: 'إزالة الصلاحية',
};

/**
 * A staff member's role, changed or taken away after a confirmation. An admin's own row offers nothing that would
 * take their admin role away (the API refuses it too).
 */
export function StaffRoleControl({ member, self }: { member: StaffMember; self: boolean }) {
  const write = useDeskWrite();
  const [asking, setAsking] = useState<Change | null>(null);
  const changes: Change[] = self ? [] : [member.user_type === 'admin' ? 'staff' : 'admin', 'customer'];
  if (changes.length === 0) return <span className="text-xs text-muted">حسابك</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {changes.map((change) => (
        <button
          key={change}
          type="button"
          className={change === 'customer' ? deskButton.danger : deskButton.secondary}
          onClick={() => setAsking(change)}
        >
          {changeLabels[change]}
        </button>
      ))}
      {asking ? (
        <ConfirmDialog
          title={`${changeLabels[asking]}: ${member.name}؟`}
          description={
            asking === 'customer'
              ? 'يعود حسابه حساب زبون، ولا يدخل المكتب بعد الآن.'
              : asking === 'admin'
                ? 'يرى المدير كل أقسام المكتب، ومنها الفريق والسجل.'
                : 'يرى الموظف الطلبات والزبائن فقط.'
          }
          confirmLabel={changeLabels[asking]}
          tone={asking === 'customer' ? 'danger' : 'primary'}
          busy={write.busy}
          onCancel={() => setAsking(null)}
          onConfirm={async () => {
            if (await write.run(routes.adminStaffRole, { params: { id: member.id }, body: { role: asking } })) {
              setAsking(null);
            }
          }}
        />
      ) : null}
    </div>
  );
}
