import Link from 'next/link';
import type { ReactNode } from 'react';
import { NavForm } from '@/features/shell/NavForm';
import { deskButton } from '../ui/form';
import type { ListSort } from './list-query';

/**
 * A list's filters as one GET form: applying them writes the URL (page back to 1, the sort kept), so a filtered
 * list can be bookmarked or sent to a colleague. Enter in any field applies; "مسح" goes back to the whole list.
 * It works without script too (the form then submits normally).
 */
export function FilterBar({
  action,
  sort,
  children,
  label = 'تصفية القائمة',
}: {
  action: string;
  /** Kept across a filter change when the URL chose one. */
  sort?: Partial<ListSort>;
  children: ReactNode;
  label?: string;
}) {
  return (
    <NavForm
      action={action}
      role="search"
      aria-label={label}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-white p-3 print:hidden"
    >
      {children}
      {sort?.by ? <input type="hidden" name="sort" value={sort.by} /> : null}
      {sort?.direction ? <input type="hidden" name="direction" value={sort.direction} /> : null}
      <div className="flex gap-2">
        <button type="submit" className={deskButton.primary}>
          تطبيق
        </button>
        <Link href={action} prefetch={false} className={deskButton.secondary}>
          مسح
        </Link>
      </div>
    </NavForm>
  );
}
