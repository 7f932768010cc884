import type { ReactNode } from 'react';
import { Breadcrumbs, Container, type Crumb } from './layout';

/**
 * Reading typography for long Arabic text: comfortable line height, headings in the brand colour, lists, quotes,
 * tables and pictures that fit a phone. Styled from the container (`[&_h2]:…`) because article and page bodies
 * arrive as HTML from the content service, with no classes of their own.
 */
export const proseClassName = [
  'space-y-4 text-[15px] leading-8 text-ink break-words',
  '[&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:leading-8 [&_h2]:text-brand-800',
  '[&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-bold [&_h3]:text-ink [&_h4]:mt-4 [&_h4]:font-bold',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:space-y-1 [&_ol]:space-y-1 [&_li]:ms-5',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800',
  '[&_strong]:font-bold [&_mark]:bg-brand-100 [&_mark]:px-1',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-brand-300 [&_blockquote]:bg-brand-50/60 [&_blockquote]:py-2 [&_blockquote]:ps-4 [&_blockquote]:pe-3 [&_blockquote]:text-brand-900',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-xs [&_figcaption]:text-muted',
  '[&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm [&_th]:bg-brand-50 [&_th]:p-2 [&_th]:text-start [&_td]:border-t [&_td]:border-line [&_td]:p-2',
  '[&_hr]:my-8 [&_hr]:border-line [&_code]:rounded [&_code]:bg-brand-50 [&_code]:px-1 [&_pre]:overflow-x-auto',
].join(' ');

/**
 * HTML from the content service, already cleaned with the contract's policy (lib/server/content/html.ts): the one
 * place such HTML enters a page.
 */
export function RichText({ cleanHtml, className = '' }: { cleanHtml: string; className?: string }) {
  return (
    <div
      className={`${proseClassName} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned with ARTICLE_HTML_POLICY by the caller (cleanHtml).
      dangerouslySetInnerHTML={{ __html: cleanHtml }}
    />
  );
}

/** A content page (about, policies): readable line length, comfortable Arabic line height. */
export function ContentPage({
  title,
  lead,
  crumbs = [],
  children,
}: {
  title: string;
  lead?: string;
  /** Crumbs between the home page and this page. */
  crumbs?: Crumb[];
  children: ReactNode;
}) {
  return (
    <Container narrow>
      <Breadcrumbs items={[...crumbs, { label: title }]} />
      <article className="rounded-card bg-white p-5 ring-1 ring-line md:p-8">
        <h1 className="text-2xl font-bold leading-10 text-ink">{title}</h1>
        {lead ? <p className="mt-2 text-base leading-8 text-muted">{lead}</p> : null}
        <div className={`mt-6 ${proseClassName}`}>{children}</div>
      </article>
    </Container>
  );
}
