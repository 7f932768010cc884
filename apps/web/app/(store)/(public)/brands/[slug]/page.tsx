import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BrandLogo } from '@/components/ui/BrandLogo';
import { Breadcrumbs, Container, EmptyState } from '@/components/ui/layout';
import { BrandProducts } from '@/features/brands/BrandProducts';
import { formatCount } from '@/lib/format';
import { pageParam, type SearchParams } from '@/lib/search-params';
import { getBrandProducts } from '@/lib/server/catalog';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const result = await getBrandProducts(decodeURIComponent(slug), 1);
  if (!result) return { title: 'الماركة غير موجودة', robots: { index: false } };
  const { brand } = result;
  const path = `/brands/${brand.slug}`;
  return {
    title: `منتجات ${brand.name} (${brand.name_en})`,
    description:
      `${brand.description} ${formatCount(brand.product_count)} منتج أصلي من ${brand.name} في وندر بيوتي.`.slice(
        0,
        160,
      ),
    alternates: { canonical: path },
    openGraph: { title: brand.name, url: path, images: brand.logo ? [{ url: brand.logo }] : undefined },
  };
}

export default async function BrandPage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const page = pageParam(query.page);
  const result = await getBrandProducts(decodeURIComponent(slug), page);
  if (!result) notFound();
  const { brand, ...list } = result;
  return (
    <Container>
      <Breadcrumbs items={[{ label: 'الماركات', href: '/brands' }, { label: brand.name }]} />
      <header className="mb-6 flex flex-col gap-4 rounded-card bg-white p-4 ring-1 ring-line sm:flex-row sm:items-center">
        <BrandLogo logo={brand.logo} alt={brand.name_en} eager className="w-40 shrink-0" />
        <div>
          <h1 className="text-xl font-bold text-ink md:text-2xl">
            {brand.name} <bdi className="text-base font-normal text-muted">{brand.name_en}</bdi>
          </h1>
          <p className="mt-1 text-sm leading-7 text-muted">{brand.description}</p>
          <p className="mt-1 text-xs text-brand-700">{formatCount(brand.product_count)} منتج</p>
        </div>
      </header>
      {list.data.length === 0 ? (
        <EmptyState title="لا توجد منتجات لهذه الماركة حالياً" />
      ) : (
        <BrandProducts key={`${brand.slug}-${page}`} slug={brand.slug} name={brand.name} initial={list} />
      )}
    </Container>
  );
}
