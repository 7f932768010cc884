import type { StaffRole } from '@wb/contract/roles';

/**
 * The desk's side navigation, one list for every area (issue 12). `roles` says who sees an entry: staff run orders,
 * customers, requests and reviews; admins see everything. The API checks each route's access on its own, so hiding
 * an entry is about a tidy desk, not about security. Entries of areas still being built point at their future
 * address; the engineer building the area puts the page there.
 */
export interface DeskNavEntry {
  href: string;
  label: string;
  roles: readonly StaffRole[];
}

export interface DeskNavGroup {
  label: string;
  entries: readonly DeskNavEntry[];
}

const everyone = ['staff', 'admin'] as const;
const adminOnly = ['admin'] as const;

export const deskNav: readonly DeskNavGroup[] = [
  {
    label: 'العمل اليومي',
    entries: [
      { href: '/admin', label: 'لوحة المتابعة', roles: everyone },
      { href: '/admin/orders', label: 'الطلبات', roles: everyone },
      { href: '/admin/customers', label: 'الزبائن', roles: everyone },
      { href: '/admin/requests', label: 'طلبات المنتجات', roles: everyone },
      { href: '/admin/reviews', label: 'التقييمات', roles: everyone },
    ],
  },
  {
    label: 'الكتالوج',
    entries: [
      { href: '/admin/products', label: 'المنتجات والمخزون', roles: adminOnly },
      { href: '/admin/imports', label: 'استيراد المنتجات', roles: adminOnly },
    ],
  },
  {
    label: 'العروض',
    entries: [
      { href: '/admin/codes', label: 'أكواد الخصم', roles: adminOnly },
      { href: '/admin/gifts', label: 'برامج الهدايا', roles: adminOnly },
      { href: '/admin/popups', label: 'النوافذ المنبثقة', roles: adminOnly },
    ],
  },
  {
    label: 'المحتوى',
    entries: [
      { href: '/admin/articles', label: 'المقالات', roles: adminOnly },
      { href: '/admin/content-pages', label: 'صفحات المتجر', roles: adminOnly },
      { href: '/admin/landings', label: 'صفحات الحملات', roles: adminOnly },
    ],
  },
  {
    label: 'المتجر',
    entries: [
      { href: '/admin/delivery', label: 'أجور التوصيل', roles: adminOnly },
      { href: '/admin/faq', label: 'الأسئلة الشائعة', roles: adminOnly },
      { href: '/admin/settings', label: 'الإعدادات', roles: adminOnly },
      { href: '/admin/sellers', label: 'شروط البائعين', roles: adminOnly },
      { href: '/admin/staff', label: 'فريق العمل', roles: adminOnly },
      { href: '/admin/audit', label: 'سجل العمليات', roles: adminOnly },
    ],
  },
];

/** The groups and entries a role sees; a group left empty is dropped. */
export function navFor(role: StaffRole): DeskNavGroup[] {
  return deskNav
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => entry.roles.includes(role)) }))
    .filter((group) => group.entries.length > 0);
}

/**
 * The entry a path belongs to: the longest matching prefix, so /admin/orders/5 lights "الطلبات". The dashboard
 * (/admin itself) lights only on its own page, not on every desk address.
 */
export function activeHref(pathname: string, entries: readonly Pick<DeskNavEntry, 'href'>[]): string | null {
  let best: string | null = null;
  for (const { href } of entries) {
    const matches = pathname === href || (href !== '/admin' && pathname.startsWith(`${href}/`));
    if (matches && (best === null || href.length > best.length)) best = href;
  }
  return best;
}
