import Link from 'next/link';

/** The quiz desk's two pages: the questions shoppers answer and the rules that choose their products. */
export function QuizTabs({ current }: { current: 'questions' | 'rules' }) {
  const tab = (href: string, label: string, active: boolean) => (
    <Link
      prefetch={false}
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-bold ${
        active ? 'bg-brand-600 text-white' : 'border border-line bg-white text-ink hover:bg-canvas'
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="أقسام الاختبار" className="mb-5 flex flex-wrap gap-2">
      {tab('/admin/quiz', 'الأسئلة', current === 'questions')}
      {tab('/admin/quiz/rules', 'قواعد اختيار المنتجات', current === 'rules')}
      <Link
        prefetch={false}
        href="/survey/quiz"
        target="_blank"
        className="inline-flex min-h-10 items-center px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        جرّب الاختبار كما يراه الزبون ↗
      </Link>
    </nav>
  );
}
