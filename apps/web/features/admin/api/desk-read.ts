import type { ErrorCode, TableRoute } from '@wb/contract';
import { ApiError, apiCall, type CallInput, type CallResult } from '@/lib/api';
import { readSignedIn, type SignedInRead } from '@/lib/server/signed-in';

/**
 * How a desk page reads the API while it renders on the server: the store's one signed-in helper (`readSignedIn`:
 * no token → /auth, a refused token → one renewal) around the typed client. Server components import the contract's
 * route objects freely; none of this reaches the browser. `path` is the page's own address with its query, where
 * a renewal comes back to.
 *
 *   const orders = await deskRead(withParams('/admin/orders', params), adminOrdersRoute, { query });
 *   if (!orders.ok) return <ReadFailed {...deskReadFailure} error={orders.error} retryHref={path} />;
 */
export function deskRead<E extends TableRoute>(
  path: string,
  route: E,
  input: CallInput<E> = {},
): Promise<SignedInRead<CallResult<E>>> {
  return readSignedIn(path, (headers) => apiCall(route, input, { headers }));
}

/** The API's code for a failed read, when it answered with one (`order.not_found` → the page's notFound()). */
export function failureCode(error: unknown): ErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}
