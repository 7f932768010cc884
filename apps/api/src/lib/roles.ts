import { type Role, type StaffMember, staffRoles } from '@wb/contract';

/** The shop's own people: the accounts the customers desk never touches, and only admins manage. */
export const isStaff = (role: Role): role is StaffMember['user_type'] => (staffRoles as readonly Role[]).includes(role);
