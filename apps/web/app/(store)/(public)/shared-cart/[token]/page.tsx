import { sellers } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { LineImage } from '@/components/ui/LineImage';
import { Container, PageTitle } from '@/components/ui/layout';
import { StatusPage } from '@/components/ui/StatusPage';
import { AddSharedCart } from '@/features/sellers/AddSharedCart';
import { apiCall, failedWith } from '@/lib/api';
import { formatCount, formatIqd } from '@/lib/format';
import { clientHeaders } from '@/lib/server/client-headers';

export const metadata: Metadata = { title: 'سلة مشتركة', robots: { index: false, follow: false } };

/**
 * /shared-cart/[code] (issue 14; the short code of issue 24, or an older link's signed token): a cart a seller shared,
 * under her public name (never the cart's own name, her note), at today's prices and stock; one button adds its
 * products to the visitor's own cart (a guest signs in first and comes back here). An unknown code is a 404 page; an
 * expired or revoked link says that it is over.
 */
export default async function SharedCartPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let view: Awaited<ReturnType<typeof apiCall<typeof sellers.sharedCartRoute>>>['data'];
  try {
    // The visitor's own address goes with the call: the API counts link openings per network (guessing codes).
    const options = { headers: clientHeaders(await headers()) };
    view = (await apiCall(sellers.sharedCartRoute, { params: { token } }, options)).data;
  } catch (error) {
    // No link has this code, or the API cannot even read it as one: a 404 page that says so (not-found.tsx).
    const unknown = failedWith(
      error,
      'share.not_found',
      'request.invalid',
      'request.bad',
      'request.invalid_path',
      'request.invalid_encoding',
    );
    if (unknown) notFound();
    // A real link whose time is over, or that its seller took back (the API's 410).
    const gone = failedWith(error, 'share.gone');
    return (
      <StatusPage
        code="!"
        title={gone ? 'انتهى هذا الرابط' : 'تعذر فتح السلة'}
        description={gone ? messages.shareGone : error instanceof Error ? error.message : ''}
      />
    );
  }
  return (
    <Container className="py-6 md:py-10">
      <PageTitle title={`سلة من ${view.seller_name}`} subtitle="اختارت هذه المنتجات لكِ. الأسعار أسعار اليوم." />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ul className="space-y-3">
          {view.items.map((item) => (
            <li
              key={item.variant.id}
              data-shared-line={item.variant.id}
              className="flex gap-3 rounded-card bg-white p-3 ring-1 ring-line"
            >
              <LineImage
                src={item.variant.product.image?.url ?? null}
                size={72}
                iconSize={24}
                className="size-16 shrink-0"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="text-xs font-medium text-brand-700">{item.variant.product.vendor}</p>
                <p className="font-medium text-ink">{item.variant.product.title}</p>
                {item.variant.title ? <p className="text-xs text-muted">{item.variant.title}</p> : null}
                <p className="text-ink">
                  {formatIqd(item.variant.price)} × {formatCount(item.quantity)}
                </p>
                {!item.available ? <p className="text-xs font-medium text-amber-800">غير متوفر الآن</p> : null}
              </div>
            </li>
          ))}
        </ul>
        <section className="rounded-card bg-white p-5 ring-1 ring-line">
          <p className="flex justify-between text-base font-bold text-ink">
            <span>المجموع</span>
            <span data-shared-total>{formatIqd(view.total)}</span>
          </p>
          <p className="mt-1 text-xs leading-6 text-muted">للمنتجات المتوفرة، قبل التوصيل.</p>
          <AddSharedCart token={token} />
        </section>
      </div>
    </Container>
  );
}
