import type { Metadata } from 'next';
import { Breadcrumbs, Container, EmptyState, PageTitle } from '@/components/ui/layout';
import { Pagination } from '@/components/ui/Pagination';
import { ProductGrid } from '@/features/catalog/ProductCard';
import { pageParam, type SearchParams } from '@/lib/search-params';
import { getFreeProducts } from '@/lib/server/catalog';

export const metadata: Metadata = {
  title: 'المنتجات المجانية',
  description: 'منتجات تصلك هدية مع طلبات مختارة من وندر بيوتي.',
  alternates: { canonical: '/free-products' },
};

export default async function FreeProductsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = pageParam((await searchParams).page);
  const result = await getFreeProducts(page);
  return (
    <Container>
      <Breadcrumbs items={[{ label: 'المنتجات المجانية' }]} />
      <PageTitle title="المنتجات المجانية" subtitle="هدايا تضاف إلى طلبك عند تحقق شروط العرض." />
      {result.data.length === 0 ? (
        <EmptyState title="لا توجد منتجات مجانية حالياً" />
      ) : (
        <ProductGrid
          products={result.data}
          priorityCount={2}
          list={{ item_list_id: 'free_products', item_list_name: 'المنتجات المجانية' }}
        />
      )}
      <Pagination
        page={result.page}
        totalPages={result.total_pages}
        hrefFor={(target) => (target > 1 ? `/free-products?page=${target}` : '/free-products')}
      />
    </Container>
  );
}
