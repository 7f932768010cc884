import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs, Container, EmptyState } from '@/components/ui/layout';
import { Pagination } from '@/components/ui/Pagination';
import { collectionPages, isCollectionListKind } from '@/features/catalog/collections';
import { ProductGrid } from '@/features/catalog/ProductCard';
import { formatCount } from '@/lib/format';
import { intParam, pageParam, type SearchParams } from '@/lib/search-params';
import { getCollectionProducts } from '@/lib/server/catalog';

type Props = { params: Promise<{ collection_id: string }>; searchParams: Promise<SearchParams> };

async function load(idText: string, page: number) {
  const id = intParam(idText);
  return id ? getCollectionProducts(id, page) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const result = await load((await params).collection_id, 1);
  if (!result) return { title: 'التشكيلة غير موجودة', robots: { index: false } };
  const { collection } = result;
  const path = `/collections/allProducts/${collection.id}`;
  return {
    title: collection.title,
    description: collection.description,
    alternates: { canonical: path },
    openGraph: {
      title: collection.title,
      description: collection.description,
      url: path,
      images: collection.image ? [{ url: collection.image, width: 1200, height: 400 }] : undefined,
    },
  };
}

export default async function CollectionProductsPage({ params, searchParams }: Props) {
  const [{ collection_id }, query] = await Promise.all([params, searchParams]);
  const page = pageParam(query.page);
  const result = await load(collection_id, page);
  if (!result) notFound();
  const { collection } = result;
  const kind = isCollectionListKind(collection.kind) ? collection.kind : undefined;
  const path = `/collections/allProducts/${collection.id}`;
  return (
    <Container>
      <Breadcrumbs
        items={[
          ...(kind ? [{ label: collectionPages[kind].title, href: `/collections/${kind}` }] : []),
          { label: collection.title },
        ]}
      />
      {collection.image ? (
        <img
          src={collection.image}
          alt={`${collection.title}: ${collection.description}`}
          width={1200}
          height={400}
          fetchPriority="high"
          className="mb-4 aspect-[3/1] w-full rounded-card object-cover ring-1 ring-line md:aspect-[4/1]"
        />
      ) : null}
      <header className="mb-5">
        <h1 className="text-xl font-bold text-ink md:text-2xl">{collection.title}</h1>
        <p className="mt-1 text-sm text-muted">
          {collection.description} · {formatCount(result.total)} منتج
        </p>
      </header>
      {result.data.length === 0 ? (
        <EmptyState title="لا توجد منتجات في هذه التشكيلة حالياً" />
      ) : (
        <ProductGrid
          products={result.data}
          list={{ item_list_id: `collection_${collection.id}`, item_list_name: collection.title }}
        />
      )}
      <Pagination
        page={result.page}
        totalPages={result.total_pages}
        hrefFor={(target) => (target > 1 ? `${path}?page=${target}` : path)}
      />
    </Container>
  );
}
