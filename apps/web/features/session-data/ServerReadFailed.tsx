import { StatusPage } from '@/components/ui/StatusPage';
import { ApiError } from '@/lib/api';

/**
 * What a signed-in page says when its server read failed: an account the call is not for (the API's 403 — a seller
 * on a customer's page) is told whose page it is; otherwise the API's own reason, or `fallback` when it gave none.
 */
export function ServerReadFailed({
  error,
  title,
  fallback,
  forbidden,
}: {
  error: unknown;
  title: string;
  fallback: string;
  forbidden: { title: string; description: string };
}) {
  if (error instanceof ApiError && error.code === 'auth.forbidden') {
    return <StatusPage code="!" title={forbidden.title} description={forbidden.description} />;
  }
  return (
    <StatusPage
      code="!"
      title={title}
      description={error instanceof ApiError && error.message ? error.message : fallback}
    />
  );
}
