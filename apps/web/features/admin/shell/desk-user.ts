import { isRole, type StaffRole, staffRoles } from '@wb/contract/roles';
import { cookies } from 'next/headers';
import { readAccessClaims } from '@/lib/jwt-claims';
import { readSession } from '@/lib/server/session';

/** Who is at the desk, as the page renders on the server. `proxy.ts` has already let only staff and admins in. */
export interface DeskUser {
  role: StaffRole;
  name: string;
  /** The account's id, when the stored user has it (the staff page marks the admin's own row). */
  id: number | null;
}

const isStaffRole = (value: unknown): value is StaffRole =>
  isRole(value) && (staffRoles as readonly string[]).includes(value);

/**
 * From the access token's claims (the role the API will check), else the stored user; null when neither is a staff
 * role. Only chooses what the desk's frame shows (the admin-only entries): every call is checked by the API.
 */
export async function deskUser(): Promise<DeskUser | null> {
  const session = readSession(await cookies());
  const role = readAccessClaims(session.accessToken)?.role ?? session.user?.user_type;
  if (!isStaffRole(role)) return null;
  return { role, name: session.user?.name ?? '', id: session.user?.id ?? null };
}
