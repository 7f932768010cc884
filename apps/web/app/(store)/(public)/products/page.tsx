import type { Metadata } from 'next';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { listingBody, parseListing } from '@/features/catalog/listing';
import { ProductListing } from '@/features/catalog/ProductListing';
import type { SearchParams } from '@/lib/search-params';
import { filterProducts, getCategories } from '@/lib/server/catalog';

type Props = { searchParams: Promise<SearchParams> };

/** Every category's name by id (parents and children). */
async function categoryNames(): Promise<Record<number, string>> {
  const tree = await getCategories().catch(() => []);
  const names: Record<number, string> = {};
  for (const parent of tree) {
    names[parent.id] = parent.name;
    for (const child of parent.children) names[child.id] = child.name;
  }
  return names;
}

async function titleFor(categoryIds: number[]): Promise<string> {
  const id = categoryIds.length === 1 ? categoryIds[0] : undefined;
  return (id !== undefined && (await categoryNames())[id]) || 'كل المنتجات';
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const state = parseListing(await searchParams);
  const title = await titleFor(state.categories);
  const canonical =
    state.categories.length === 1 && state.brands.length === 0
      ? `/products?category=${state.categories[0]}`
      : '/products';
  return {
    title,
    description: `${title} في وندر بيوتي: منتجات أصلية للعناية والتجميل بأسعار بالدينار العراقي، مع التصفية حسب الماركة والسعر والتوفر.`,
    alternates: { canonical },
    openGraph: { title, url: canonical },
  };
}

export default async function ProductsPage({ searchParams }: Props) {
  const state = parseListing(await searchParams);
  const [result, title, names] = await Promise.all([
    filterProducts(listingBody(state)),
    titleFor(state.categories),
    categoryNames(),
  ]);
  return (
    <Container>
      <Breadcrumbs
        items={[{ label: 'المنتجات', href: '/products' }, ...(title !== 'كل المنتجات' ? [{ label: title }] : [])]}
      />
      <PageTitle title={title} />
      <ProductListing
        basePath="/products"
        state={state}
        result={result}
        defaultSort="best_selling"
        categoryNames={names}
        list={{ item_list_id: 'products', item_list_name: title }}
      />
    </Container>
  );
}
