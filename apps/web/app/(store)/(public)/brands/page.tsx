import type { Metadata } from 'next';
import Link from 'next/link';
import { BrandLogo } from '@/components/ui/BrandLogo';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { formatCount } from '@/lib/format';
import { getBrands } from '@/lib/server/catalog';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'الماركات',
  description: 'كل الماركات في وندر بيوتي: سيرافي، لاروش بوزيه، فيشي، ذا اورديناري وغيرها، أصلية من الوكلاء.',
  alternates: { canonical: '/brands' },
  openGraph: { title: 'الماركات', url: '/brands' },
};

export default async function BrandsPage() {
  const brands = await getBrands(1, 100);
  return (
    <Container>
      <Breadcrumbs items={[{ label: 'الماركات' }]} />
      <PageTitle title="الماركات" subtitle={`${formatCount(brands.total)} ماركة أصلية`} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {brands.data.map((brand, index) => (
          <li key={brand.id}>
            <Link
              prefetch={false}
              href={`/brands/${brand.slug}`}
              className="flex h-full flex-col gap-2 rounded-card bg-white p-3 ring-1 ring-line hover:shadow-md"
            >
              <BrandLogo logo={brand.logo} eager={index < 6} className="w-full" />
              <span className="text-sm font-bold text-ink">{brand.name}</span>
              <span className="text-xs text-muted">{formatCount(brand.product_count)} منتج</span>
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
