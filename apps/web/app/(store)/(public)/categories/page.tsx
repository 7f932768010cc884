import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { formatCount } from '@/lib/format';
import { getCategories } from '@/lib/server/catalog';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'الأقسام',
  description: 'كل أقسام وندر بيوتي: العناية بالبشرة والشعر والجسم، المكياج، العطور، الأم والطفل والصيدلية.',
  alternates: { canonical: '/categories' },
  openGraph: { title: 'الأقسام', url: '/categories' },
};

export default async function CategoriesPage() {
  const tree = await getCategories();
  return (
    <Container>
      <Breadcrumbs items={[{ label: 'الأقسام' }]} />
      <PageTitle title="الأقسام" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tree.map((category) => (
          <li key={category.id} className="rounded-card bg-white p-4 ring-1 ring-line">
            <Link
              prefetch={false}
              href={`/products?category=${category.id}`}
              className="flex min-h-11 items-center justify-between gap-2 text-base font-bold text-ink hover:text-brand-700"
            >
              {category.name}
              <span className="text-xs font-normal text-muted">{formatCount(category.product_count)} منتج</span>
            </Link>
            {category.children.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2">
                {category.children.map((child) => (
                  <li key={child.id}>
                    <Link
                      prefetch={false}
                      href={`/products?category=${child.id}`}
                      className="flex min-h-10 items-center rounded-full bg-brand-50 px-3 text-sm text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Container>
  );
}
