'use client';

import './globals.css';

/** The root layout itself failed: a minimal page of its own, still Arabic and right-to-left. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="ar" dir="rtl">
      <body className="grid min-h-dvh place-items-center p-6 text-center">
        <div>
          <h1 className="text-2xl font-bold text-ink">حدث خطأ غير متوقع</h1>
          <p className="mt-3 text-sm text-muted">نعتذر، حاول مرة أخرى بعد قليل.</p>
          <button
            type="button"
            onClick={reset}
            className="mt-6 min-h-11 rounded-full bg-brand-600 px-6 text-sm font-medium text-white"
          >
            إعادة المحاولة
          </button>
        </div>
      </body>
    </html>
  );
}
