import { describe, expect, it } from 'vitest';
import { activeHref, deskNav, navFor } from './nav';

const hrefs = (role: 'staff' | 'admin') => navFor(role).flatMap((group) => group.entries.map((entry) => entry.href));

describe('the desk navigation', () => {
  it("shows staff their areas only: orders, customers, requests, reviews, shoppers' feedback and the dashboard", () => {
    expect(hrefs('staff')).toEqual([
      '/admin',
      '/admin/orders',
      '/admin/customers',
      '/admin/requests',
      '/admin/reviews',
      '/admin/feedback',
    ]);
  });

  it('shows admins every area', () => {
    expect(hrefs('admin')).toEqual(deskNav.flatMap((group) => group.entries.map((entry) => entry.href)));
    expect(hrefs('admin')).toEqual(
      expect.arrayContaining([
        '/admin/products',
        '/admin/codes',
        '/admin/popups',
        '/admin/settings',
        '/admin/staff',
        '/admin/audit',
        '/admin/partners',
      ]),
    );
  });

  it('lights the area a page belongs to, and the dashboard only on itself', () => {
    const entries = navFor('admin').flatMap((group) => group.entries);
    expect(activeHref('/admin/orders/15/slip', entries)).toBe('/admin/orders');
    expect(activeHref('/admin', entries)).toBe('/admin');
    expect(activeHref('/admin/unknown', entries)).toBeNull();
    expect(activeHref('/admin/ordersx', entries)).toBeNull();
  });
});
