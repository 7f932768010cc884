import { adminCatalogue, adminProductsQuery } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { deskRead } from '@/features/admin/api/desk-read';
import { ProductFilters } from '@/features/admin/catalog/ProductFilters';
import { ProductsTable } from '@/features/admin/catalog/ProductsTable';
import { isFiltered, listSorting, readListQuery } from '@/features/admin/table/list-query';
import { PagedResult } from '@/features/admin/table/PagedResult';
import { TableKeys } from '@/features/admin/table/TableKeys';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
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
      <PagedResult base={BASE} params={params} read={products}>
        {(rows) => (
          <ProductsTable
            products={rows}
            filtered={isFiltered(query)}
            sorting={listSorting(BASE, params, query, 'updated_at')}
          />
        )}
      </PagedResult>
      <TableKeys />
    </>
  );
}
