import { admin, adminCustomers, walletQuery } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Pagination } from '@/components/ui/Pagination';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead, failureCode } from '@/features/admin/api/desk-read';
import { CustomerActions } from '@/features/admin/customers/CustomerActions';
import { CustomerAddresses, CustomerCard } from '@/features/admin/customers/CustomerCard';
import { WalletLedger } from '@/features/admin/customers/WalletLedger';
import { OrdersTable } from '@/features/admin/orders/OrdersTable';
import { pageHref, readListQuery } from '@/features/admin/table/list-query';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'حساب زبون' };

/** The latest orders shown on the profile; all of them are on the orders list, filtered to this customer. */
const LATEST_ORDERS = 10;

/**
 * /admin/customers/[id]: one shopper — the account and its standing, saved addresses, latest orders, and the
 * wallet's ledger (paged by `?page=`), with the desk's actions on the account.
 */
export default async function CustomerPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { id: raw } = await params;
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id < 1) notFound();
  const search = await searchParams;
  const base = `/admin/customers/${id}`;
  const here = withParams(base, search);
  const walletPage = readListQuery(walletQuery, search);
  const [profile, orders, wallet] = await Promise.all([
    deskRead(here, adminCustomers.adminCustomerRoute, { params: { id } }),
    deskRead(here, admin.adminOrdersRoute, { query: { customer_id: id, limit: LATEST_ORDERS } }),
    deskRead(here, adminCustomers.adminCustomerWalletRoute, { params: { id }, query: walletPage }),
  ]);
  if (!profile.ok) {
    if (failureCode(profile.error) === 'customer.not_found') notFound();
    return <ReadFailed {...deskReadFailure} error={profile.error} retryHref={here} />;
  }
  const customer = profile.data.data;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/customers" className="text-brand-700 underline underline-offset-4">
          الزبائن
        </Link>
      </p>
      <DeskPageHeader
        title={customer.name || 'بدون اسم'}
        actions={
          <CustomerActions customerId={customer.id} name={customer.name} blocked={customer.blocked_at !== null} />
        }
      />
      <div className="flex flex-col gap-5">
        <CustomerCard customer={customer} />
        <CustomerAddresses addresses={customer.addresses} />
        <section aria-labelledby="customer-orders">
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="customer-orders" className="text-lg font-bold">
              أحدث الطلبات
            </h2>
            {customer.orders_count > LATEST_ORDERS ? (
              <Link
                href={`/admin/orders?customer_id=${customer.id}`}
                className="text-sm font-bold text-brand-700 underline underline-offset-4"
              >
                كل طلباته ({customer.orders_count})
              </Link>
            ) : null}
          </div>
          {orders.ok ? (
            <OrdersTable orders={orders.data.data} filtered={false} />
          ) : (
            <ReadFailed {...deskReadFailure} error={orders.error} retryHref={here} />
          )}
        </section>
        <section aria-labelledby="customer-wallet">
          <h2 id="customer-wallet" className="mb-2 text-lg font-bold">
            المحفظة
          </h2>
          {wallet.ok ? (
            <>
              <WalletLedger entries={wallet.data.data.entries} />
              {/* The ledger says its pages, not its length: page links without a "1–20 of" line. */}
              <Pagination
                page={wallet.data.data.page}
                totalPages={wallet.data.data.total_pages}
                hrefFor={(page) => pageHref(base, search, page)}
              />
            </>
          ) : (
            <ReadFailed {...deskReadFailure} error={wallet.error} retryHref={here} />
          )}
        </section>
      </div>
    </>
  );
}
