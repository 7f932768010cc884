import { isRole, type Role } from '@wb/contract/roles';

/**
 * What the web reads from an access token: who, which role, and until when. The payload is decoded, not verified:
 * the web does not hold the API's signing key (one secret in one place), so these claims only choose which page
 * to render. Every piece of data a page shows comes from the API, which verifies the signature on each call; a
 * forged cookie gets a page frame and a 401, never someone's account.
 */
export interface AccessClaims {
  userId: string;
  role: Role;
  /** Expiry, milliseconds since the epoch. */
  expiresAt: number;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function readAccessClaims(token: string | null | undefined): AccessClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1])) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  // `role` is what the API signs; `user_type` is the same thing under the spec's field name.
  const role = payload.role ?? payload.user_type;
  const { sub, exp } = payload;
  if (!isRole(role)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  if (typeof sub !== 'string' && typeof sub !== 'number') return null;
  return { userId: String(sub), role, expiresAt: exp * 1000 };
}
