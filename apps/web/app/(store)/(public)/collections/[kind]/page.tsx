import type { CollectionSummary } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs, Container, EmptyState, PageTitle, SectionHeading } from '@/components/ui/layout';
import {
  type CollectionListKind,
  collectionHref,
  collectionPages,
  isCollectionListKind,
} from '@/features/catalog/collections';
import { ContentPageView, contentPageMetadata } from '@/features/content/ContentPageView';
import { formatCount } from '@/lib/format';
import { getCollections } from '@/lib/server/catalog';

type Props = { params: Promise<{ kind: string }> };

export const dynamic = 'force-dynamic';

/**
 * `/collections/body`, `/hair`, `/brands`, `/category`, `/ingredients`, `/partner`, `/productsList`: the collections
 * of that kind. `/collections/guarantee` is the guarantee page from the content service (spec §1, issue 15), with
 * the guarantee collections under it.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  if (kind === 'guarantee') return contentPageMetadata('guarantee');
  if (!isCollectionListKind(kind)) return { title: 'الصفحة غير موجودة', robots: { index: false } };
  const page = collectionPages[kind];
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: `/collections/${kind}` },
    openGraph: { title: page.title, description: page.description, url: `/collections/${kind}` },
  };
}

export default async function CollectionListPage({ params }: Props) {
  const { kind } = await params;
  if (!isCollectionListKind(kind)) notFound();
  if (kind === 'guarantee') return <GuaranteePage />;
  const page = collectionPages[kind];
  const collections = await getCollections(kind);
  return (
    <Container>
      <Breadcrumbs items={[{ label: 'التشكيلات', href: '/collections/productsList' }, { label: page.title }]} />
      <PageTitle title={page.title} subtitle={page.description} />
      {collections.length === 0 ? (
        <EmptyState title="لا توجد تشكيلات هنا بعد" />
      ) : (
        <CollectionTiles collections={collections} />
      )}
      <CollectionKinds current={kind} />
    </Container>
  );
}

async function GuaranteePage() {
  // The policy is the page; its collections are an extra that must not take the page down with them.
  const collections = await getCollections('guarantee').catch(() => []);
  return (
    <>
      <ContentPageView handle="guarantee" crumbs={[{ label: 'التشكيلات', href: '/collections/productsList' }]} />
      <Container className="mt-10">
        {collections.length > 0 ? (
          <section>
            <SectionHeading title="تشكيلات بضمان الأصالة" />
            <CollectionTiles collections={collections} />
          </section>
        ) : null}
        <CollectionKinds current="guarantee" />
      </Container>
    </>
  );
}

function CollectionTiles({ collections }: { collections: CollectionSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {collections.map((collection, index) => (
        <li key={collection.id}>
          <Link
            prefetch={false}
            href={collectionHref(collection)}
            className="flex h-full flex-col overflow-hidden rounded-card bg-white ring-1 ring-line hover:shadow-md"
          >
            {collection.image ? (
              <img
                src={collection.image}
                alt={`${collection.title}: ${collection.description}`}
                width={1200}
                height={400}
                loading={index < 2 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                className="aspect-[3/1] w-full object-cover"
              />
            ) : null}
            <div className="flex items-center justify-between gap-2 p-4">
              <span className="font-bold text-ink">{collection.title}</span>
              <span className="shrink-0 text-xs text-muted">{formatCount(collection.product_count)} منتج</span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CollectionKinds({ current }: { current: CollectionListKind }) {
  return (
    <nav aria-label="أنواع التشكيلات" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {Object.entries(collectionPages).map(([other, info]) => (
          <li key={other}>
            <Link
              prefetch={false}
              href={`/collections/${other}`}
              aria-current={other === current ? 'page' : undefined}
              className={`flex min-h-10 items-center rounded-full px-4 text-sm ring-1 ${
                other === current
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-ink ring-line hover:bg-brand-50'
              }`}
            >
              {info.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
