import Link from 'next/link';

/** An order or a page of the desk that does not exist: said inside the desk's frame, with the way back. */
export default function DeskNotFound() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">غير موجود</h1>
      <p className="mt-3 text-sm leading-7 text-muted">ما تبحث عنه غير موجود، أو لم تُبنَ هذه الصفحة من المكتب بعد.</p>
      <Link href="/admin" className="mt-6 inline-block font-bold text-brand-700 underline underline-offset-4">
        العودة إلى لوحة المتابعة
      </Link>
    </div>
  );
}
