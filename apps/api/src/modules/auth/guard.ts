import type { AccessGuard } from '../../http/request-context';
import { ApiError } from '../../lib/errors';
import type { TokenService } from './tokens';

/**
 * Spec §6 access: 'authenticated' lets any signed-in caller through; a list of roles only those roles. A guest, a bad
 * or expired token and a revoked session get 401 (the web then refreshes once, spec §4); a wrong role gets 403.
 */
export function accessGuard(tokens: TokenService): AccessGuard {
  return async (ctx, access, credential) => {
    const caller = credential ? await tokens.authenticate(ctx, credential) : null;
    if (!caller) throw ApiError.of('auth.unauthenticated');
    if (access !== 'authenticated' && !access.includes(caller.role)) throw ApiError.of('auth.forbidden');
    return caller;
  };
}
