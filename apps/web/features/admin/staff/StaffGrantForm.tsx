'use client';

import * as routes from '@wb/contract/routes';
import { type FormEvent, useState } from 'react';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Field, Input, Select, Spinner } from '../ui/form';

/**
 * Gives an account a staff role by its mobile: the person signs up in the store first (a customer's account), then an
 * admin makes it staff or admin here. Their sessions carry the new role from their next step.
 */
export function StaffGrantForm() {
  const write = useDeskWrite();
  const [mobile, setMobile] = useState('');
  const [role, setRole] = useState<'staff' | 'admin'>('staff');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await write.run(routes.adminStaffGrant, { body: { mobile, role } })) setMobile('');
  }
  return (
    <form
      onSubmit={submit}
      aria-label="إضافة موظف"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-white p-3"
    >
      <Field id="staff-mobile" label="رقم هاتف الحساب" hint="حساب زبون مسجّل في المتجر." className="min-w-56 flex-1">
        <Input
          id="staff-mobile"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          dir="ltr"
          placeholder="07XXXXXXXXX"
          required
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
          aria-describedby="staff-mobile-hint"
        />
      </Field>
      <Field id="staff-role" label="الصلاحية">
        <Select id="staff-role" value={role} onChange={(event) => setRole(event.target.value as 'staff' | 'admin')}>
          <option value="staff">موظف (الطلبات والزبائن)</option>
          <option value="admin">مدير (كل شيء)</option>
        </Select>
      </Field>
      <button type="submit" className={deskButton.primary} disabled={write.busy || mobile.trim() === ''}>
        {write.busy ? <Spinner /> : null}
        إضافة
      </button>
    </form>
  );
}
