import type { Metadata } from 'next';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { listingBody, parseListing } from '@/features/catalog/listing';
import { ProductListing } from '@/features/catalog/ProductListing';
import type { SearchParams } from '@/lib/search-params';
import { filterProducts } from '@/lib/server/catalog';

export const metadata: Metadata = {
  title: 'العروض والتخفيضات',
  description: 'أحدث عروض وندر بيوتي: تخفيضات على منتجات العناية بالبشرة والشعر والمكياج، بأسعار بالدينار العراقي.',
  alternates: { canonical: '/offer-page' },
  openGraph: { title: 'العروض والتخفيضات', url: '/offer-page' },
};

export default async function OfferPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const state = parseListing(await searchParams);
  const result = await filterProducts(listingBody(state, { on_sale: true }));
  return (
    <Container>
      <Breadcrumbs items={[{ label: 'العروض' }]} />
      <PageTitle title="العروض والتخفيضات" subtitle="منتجات بأسعار مخفّضة لفترة محدودة." />
      <ProductListing
        basePath="/offer-page"
        state={state}
        result={result}
        defaultSort="best_selling"
        list={{ item_list_id: 'offers', item_list_name: 'العروض' }}
      />
    </Container>
  );
}
