/**
 * The account roles, once for the contract, the API, the database enum and the web. A module of its own, free of
 * zod, so browser code (the session cookie reader) can import it as `@wb/contract/roles` without the schemas.
 */
export const roles = ['customer', 'pharmacist', 'influencer', 'staff', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The shop's own people (issue 12): `staff` runs orders and customers, `admin` everything. Neither shops. */
export const staffRoles = ['staff', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof staffRoles)[number];

/** For values read from outside (a cookie, a token's claims): is it one of the roles? */
export const isRole = (value: unknown): value is Role => (roles as readonly unknown[]).includes(value);

/** Account types as people read them (who placed an order, whose account it is): the desk and its CSV export. */
export const roleLabels: Record<Role, string> = {
  customer: 'زبون',
  influencer: 'مؤثر',
  pharmacist: 'صيدلية',
  staff: 'موظف',
  admin: 'مدير',
};

/** Where each seller role works in the store (spec §2's access table): an approved partner's area (issue 15). */
export const sellerHome = { influencer: '/influencer', pharmacist: '/pharmacists' } as const satisfies Partial<
  Record<Role, string>
>;
