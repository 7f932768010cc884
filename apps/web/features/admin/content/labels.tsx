import type { ArticleStatus } from '@wb/contract';

/** What the desk calls an article's status (type import only: desk client code never loads the contract's schemas). */
export const articleStatusLabels: Record<ArticleStatus, string> = { draft: 'مسودة', published: 'منشور' };

const tone: Record<ArticleStatus, string> = {
  published: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  draft: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** An article's status as a small coloured label: منشور or مسودة. */
export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${tone[status]}`}>
      {articleStatusLabels[status]}
    </span>
  );
}

/** A campaign page's state: shown to shoppers now, or why not. */
export function LandingStateBadge({ live, published }: { live: boolean; published: boolean }) {
  const [label, style] = live
    ? ['ظاهرة الآن', tone.published]
    : published
      ? ['خارج مدتها', 'bg-canvas text-muted ring-line']
      : ['مسودة', tone.draft];
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${style}`}>{label}</span>;
}

/** Tags as the desk types them: separated by commas (Arabic or Latin), each once. */
export function tagsFrom(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,،]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}
