import { adminCatalogue, adminProductsQuery } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { deskRead } from '@/features/admin/api/desk-read';
import { ProductFilters } from '@/features/admin/catalogue/ProductFilters';
import { ProductsTable } from '@/features/admin/catalogue/ProductsTable';
import { readListQuery } from '@/features/admin/table/list-query';
import { TableFooter } from '@/features/admin/table/TableFooter';
import { TableKeys } from '@/features/admin/table/TableKeys';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { ReadFailed } from '@/features/admin/ui/ReadFailed';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'المنتجات والمخزون' };

const BASE = '/admin/products';

/** /admin/products: the whole catalogue, drafts too, searched, filtered, sorted and paged by the server, in the URL. */
export default async function ProductsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(adminProductsQuery, params);
  const here = withParams(BASE, params);
  const [products, options] = await Promise.all([
    deskRead(here, adminCatalogue.adminProductsRoute, { query }),
    deskRead(here, adminCatalogue.adminCatalogueOptionsRoute),
  ]);
  const { page: _page, limit: _limit, sort: _sort, direction: _direction, ...filters } = query;
  return (
    <>
      <DeskPageHeader
        title="المنتجات والمخزون"
        description="ابحث وصفِّ ورتّب؛ افتح منتجاً لتعديله أو لتعديل مخزونه."
        actions={
          <>
            <Link href="/admin/imports" className={deskButton.secondary}>
              استيراد من شوبيفاي
            </Link>
            <Link href="/admin/products/new" className={deskButton.primary}>
              منتج جديد
            </Link>
          </>
        }
      />
      <ProductFilters action={BASE} query={query} options={options.ok ? options.data.data : null} />
      {products.ok ? (
        <>
          <ProductsTable
            products={products.data.data}
            filtered={Object.keys(filters).length > 0}
            sorting={{
              base: BASE,
              params,
              current: { by: query.sort ?? 'updated_at', direction: query.direction ?? 'desc' },
            }}
          />
          <TableFooter
            base={BASE}
            params={params}
            page={products.data.page}
            limit={products.data.limit}
            total={products.data.total}
            totalPages={products.data.total_pages}
          />
        </>
      ) : (
        <ReadFailed error={products.error} retryHref={here} />
      )}
      <TableKeys />
    </>
  );
}
