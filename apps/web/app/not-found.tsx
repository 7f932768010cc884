import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'الصفحة غير موجودة', robots: { index: false } };

/**
 * The root's 404, kept tiny on purpose: Next puts a segment's not-found page into every page's payload, and the
 * root holds only the document. The store's 404 (with its frame) is `(store)/not-found.tsx`, reached by addresses no
 * page matches through `(store)/[...missing]`; the desk's is `admin/not-found.tsx`.
 */
export default function NotFound() {
  return (
    <main className="grid flex-1 place-items-center p-6 text-center">
      <h1 className="text-2xl font-bold text-ink">الصفحة غير موجودة</h1>
    </main>
  );
}
