import { adminCatalogue, MAX_IMAGE_BYTES } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead, failureCode } from '@/features/admin/api/desk-read';
import { ImagesPanel } from '@/features/admin/catalog/ImagesPanel';
import { MovementsLedger } from '@/features/admin/catalog/MovementsLedger';
import { ProductForm } from '@/features/admin/catalog/ProductForm';
import { StatusPill } from '@/features/admin/catalog/StatusPill';
import { VariantsPanel } from '@/features/admin/catalog/VariantsPanel';
import { TableFooter } from '@/features/admin/table/TableFooter';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';
import { intParam, pageParam, type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'تعديل المنتج' };

function Section({ id, title, children }: { id?: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-label={title} className="scroll-mt-4 rounded-xl border border-line bg-white p-4">
      <h2 className="mb-3 text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * /admin/products/[id]: a product's fields, its variants (each with the stock dialog), its pictures, and one
 * variant's stock ledger (`?variant=ID`, paged by `?page=N`), all read on the server.
 */
export default async function ProductPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const id = intParam((await params).id);
  if (id === undefined) notFound();
  const query = await searchParams;
  const path = withParams(`/admin/products/${id}`, query);
  const [read, options] = await Promise.all([
    deskRead(path, adminCatalogue.adminProductRoute, { params: { id } }),
    deskRead(path, adminCatalogue.adminCatalogueOptionsRoute),
  ]);
  if (!read.ok) {
    if (failureCode(read.error) === 'product.not_found') notFound();
    return <ReadFailed {...deskReadFailure} error={read.error} retryHref={path} />;
  }
  if (!options.ok) return <ReadFailed {...deskReadFailure} error={options.error} retryHref={path} />;
  const product = read.data.data;
  const ledgerId = intParam(query.variant) ?? product.variants[0]?.id;
  const ledgerVariant = product.variants.find((variant) => variant.id === ledgerId);
  const movements = ledgerVariant
    ? await deskRead(path, adminCatalogue.adminStockMovementsRoute, {
        params: { id: ledgerVariant.id },
        query: { page: pageParam(query.page), limit: 20 },
      })
    : null;
  const base = `/admin/products/${id}`;
  return (
    <>
      <DeskPageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {product.title}
            <StatusPill status={product.status} />
          </span>
        }
        description={`${product.brand.name} · ${product.category.name} · ${product.stock} قطعة في المخزون`}
        actions={
          <>
            {product.status === 'active' ? (
              <Link
                href={`/products-details/${product.id}`}
                prefetch={false}
                target="_blank"
                className={deskButton.secondary}
              >
                عرضه في المتجر
              </Link>
            ) : null}
            <Link href="/admin/products" className={deskButton.secondary}>
              كل المنتجات
            </Link>
          </>
        }
      />
      <div className="space-y-4">
        <ProductForm key={product.updated_at} product={product} options={options.data.data} />
        <Section title="الأنواع والمخزون">
          <VariantsPanel
            key={product.updated_at}
            productId={product.id}
            variants={product.variants}
            ledgerBase={`${base}?variant=`}
          />
        </Section>
        <Section title="الصور">
          <ImagesPanel productId={product.id} images={product.images} maxBytes={MAX_IMAGE_BYTES} />
        </Section>
        {ledgerVariant && movements ? (
          <Section id="ledger" title={`سجل المخزون: ${ledgerVariant.title} (${ledgerVariant.sku})`}>
            {movements.ok ? (
              <>
                <MovementsLedger title={ledgerVariant.title} movements={movements.data.data} />
                <TableFooter
                  base={base}
                  params={{ variant: String(ledgerVariant.id) }}
                  page={movements.data.page}
                  limit={movements.data.limit}
                  total={movements.data.total}
                  totalPages={movements.data.total_pages}
                />
              </>
            ) : (
              <ReadFailed {...deskReadFailure} error={movements.error} retryHref={path} />
            )}
          </Section>
        ) : null}
      </div>
    </>
  );
}
