import { ApiError, errorMessage } from '@/lib/api';

/**
 * What a desk page shows when its read failed: a staff member on an admin-only page is told so (the API's 403);
 * anything else says what the API said, with a reload link (the page reads again).
 */
export function ReadFailed({ error, retryHref }: { error: unknown; retryHref: string }) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <div role="alert" className="rounded-xl border border-line bg-white px-4 py-10 text-center">
      <p className="font-bold">{forbidden ? 'هذه الصفحة لمدير المتجر فقط' : 'تعذر تحميل البيانات'}</p>
      <p className="mt-2 text-sm text-muted">
        {forbidden ? 'اطلب من المدير أن يقوم بهذا العمل، أو أن يمنحك الصلاحية.' : errorMessage(error)}
      </p>
      {forbidden ? null : (
        <a href={retryHref} className="mt-4 inline-block text-sm font-bold text-brand-700 underline underline-offset-4">
          إعادة المحاولة
        </a>
      )}
    </div>
  );
}
