import { CONTENT_PAGES, type ContentPageHandle, messages } from '@wb/contract';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Container, type Crumb } from '@/components/ui/layout';
import { ContentPage, proseClassName, RichText } from '@/components/ui/Prose';
import { getContentPage } from '@/lib/server/content';
import { cleanHtml, plainText } from '@/lib/server/content/html';
import { ContentUnavailable } from './ContentUnavailable';

/**
 * A store content page (about-us, our-story, why-wonder, contact, privacy, terms, the guarantee) read with
 * `page(id:)` from the content service (issue 15) and edited in the staff desk. `children` is what the page adds
 * that is not text the desk writes: the contact details from the store's settings, the cookie consent control.
 */
function pageInfo(handle: ContentPageHandle) {
  const info = CONTENT_PAGES.find((page) => page.handle === handle);
  if (!info) throw new Error(`Unknown content page "${handle}"`);
  return info;
}

async function loadPage(handle: ContentPageHandle) {
  try {
    return await getContentPage(handle);
  } catch {
    return 'failed' as const;
  }
}

export async function contentPageMetadata(handle: ContentPageHandle): Promise<Metadata> {
  const info = pageInfo(handle);
  const page = await loadPage(handle);
  if (page === 'failed') return { title: info.title, robots: { index: false } };
  if (!page) return { title: 'الصفحة غير موجودة', robots: { index: false } };
  const description = plainText(page.bodySummary || page.body);
  return {
    title: page.title,
    description,
    alternates: { canonical: info.path },
    openGraph: { title: page.title, description, url: info.path },
  };
}

export async function ContentPageView({
  handle,
  crumbs,
  children,
}: {
  handle: ContentPageHandle;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  const info = pageInfo(handle);
  const page = await loadPage(handle);
  if (page === 'failed')
    return (
      <>
        <ContentUnavailable title={info.title} failureMessage={messages.fetchPageFailed} retryHref={info.path} />
        {/* What the page adds (contact details, the consent control) works without the desk's text. */}
        {children ? (
          <Container narrow>
            <div className={`rounded-card bg-white p-5 ring-1 ring-line ${proseClassName}`}>{children}</div>
          </Container>
        ) : null}
      </>
    );
  if (!page) notFound();
  return (
    <ContentPage title={page.title} crumbs={crumbs}>
      <RichText cleanHtml={cleanHtml(page.body)} />
      {children}
    </ContentPage>
  );
}
