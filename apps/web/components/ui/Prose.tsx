import type { ReactNode } from 'react';
import { Breadcrumbs, Container } from './layout';

/** A content page (about, policies): readable line length, comfortable Arabic line height. */
export function ContentPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Container narrow>
      <Breadcrumbs items={[{ label: title }]} />
      <article className="rounded-card bg-white p-5 ring-1 ring-line md:p-8">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {lead ? <p className="mt-2 text-base leading-8 text-muted">{lead}</p> : null}
        <div className="mt-6 space-y-4 text-[15px] leading-8 text-ink [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-brand-800 [&_li]:ms-5 [&_ul]:list-disc [&_ul]:space-y-1">
          {children}
        </div>
      </article>
    </Container>
  );
}
