import { orderStatusLabels } from '@wb/contract/order-status';
import { roleLabels } from '@wb/contract/roles';
import { formatDateTime, formatIqd, formatSignedIqd } from '@/lib/format';

/**
 * How the audit log reads (issue 12): actions and records in Arabic, and what changed between the record before and
 * after. Each desk area that writes entries adds its actions here; an action not listed shows as written.
 */
export const actionLabels: Record<string, string> = {
  'order.status': 'تغيير حالة طلب',
  'order.lines': 'تعديل منتجات طلب',
  'wallet.adjust': 'تعديل محفظة',
  'customer.block': 'إيقاف حساب',
  'customer.unblock': 'رفع إيقاف حساب',
  'user.role': 'تغيير صلاحية',
  'article.create': 'كتابة مقال',
  'article.update': 'تعديل مقال',
  'article.publish': 'نشر مقال',
  'article.unpublish': 'إلغاء نشر مقال',
  'article.delete': 'حذف مقال',
  'page.update': 'تعديل صفحة',
  'landing.create': 'إنشاء صفحة حملة',
  'landing.update': 'تعديل صفحة حملة',
  'landing.delete': 'حذف صفحة حملة',
};

export const entityLabels: Record<string, string> = {
  order: 'طلب',
  user: 'حساب',
  article: 'مقال',
  content_page: 'صفحة',
  landing_page: 'صفحة حملة',
};

/** Where a record of the log lives on the desk, when it has a page. */
export function entityHref(type: string, id: string): string | null {
  if (type === 'order') return `/admin/orders/${id}`;
  if (type === 'user') return `/admin/customers/${id}`;
  if (type === 'article') return `/admin/articles/${id}`;
  if (type === 'content_page') return `/admin/content-pages/${id}`;
  if (type === 'landing_page') return `/admin/landings/${id}`;
  return null;
}

const fieldLabels: Record<string, string> = {
  status: 'الحالة',
  courier: 'شركة التوصيل',
  tracking_number: 'رقم التتبع',
  note: 'الملاحظة',
  balance: 'الرصيد',
  amount: 'المبلغ',
  reason: 'السبب',
  blocked_at: 'موقوف منذ',
  blocked_reason: 'سبب الإيقاف',
  user_type: 'الصلاحية',
  // An order's lines edited (issue 24).
  lines: 'المنتجات',
  subtotal: 'المجموع الفرعي',
  discount: 'الخصم',
  shipping: 'التوصيل',
  wallet_used: 'من المحفظة',
  total: 'الإجمالي',
  wallet_back: 'أُعيد إلى المحفظة',
};

/** Money fields of an order's edit, shown in dinars. */
const moneyFields = new Set(['balance', 'subtotal', 'discount', 'shipping', 'wallet_used', 'total', 'wallet_back']);

/** An order's lines as the log keeps them, read as "3 × نوع 12" a line. */
function linesShown(value: unknown[]): string {
  return value
    .map((line) => fieldsOf(line))
    .map((line) => `${String(line.quantity)} × نوع ${String(line.variant_id)}`)
    .join('، ');
}

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const isKey = <T extends object>(record: T, key: unknown): key is keyof T =>
  typeof key === 'string' && Object.hasOwn(record, key);

/** A field's value as a person reads it: a status or a role in Arabic, money in dinars, a time in Baghdad's. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status' && isKey(orderStatusLabels, value)) return orderStatusLabels[value];
  if (field === 'user_type' && isKey(roleLabels, value)) return roleLabels[value];
  if (moneyFields.has(field) && typeof value === 'number') return formatIqd(value);
  if (field === 'lines' && Array.isArray(value)) return linesShown(value);
  if (field === 'amount' && typeof value === 'number') return formatSignedIqd(value);
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDateTime(value) : value;
  return JSON.stringify(value);
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The fields that differ between the record before and after (a field only after, like a reason, included). */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({
      field,
      label: fieldLabels[field] ?? field,
      before: shown(field, was[field]),
      after: shown(field, now[field]),
    }));
}
