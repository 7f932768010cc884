import { sellers } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import type { Metadata } from 'next';
import { LineImage } from '@/components/ui/LineImage';
import { Container, PageTitle } from '@/components/ui/layout';
import { StatusPage } from '@/components/ui/StatusPage';
import { AddSharedCart } from '@/features/sellers/AddSharedCart';
import { apiCall, failedWith } from '@/lib/api';
import { formatCount, formatIqd } from '@/lib/format';

export const metadata: Metadata = { title: 'سلة مشتركة', robots: { index: false, follow: false } };

/**
 * /shared-cart/[token] (issue 14): a cart a seller shared, at today's prices and stock; one button adds its products
 * to the visitor's own cart (a guest signs in first and comes back here). A forged, expired or revoked link says so.
 */
export default async function SharedCartPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let view: Awaited<ReturnType<typeof apiCall<typeof sellers.sharedCartRoute>>>['data'];
  try {
    view = (await apiCall(sellers.sharedCartRoute, { params: { token } })).data;
  } catch (error) {
    // A forged, expired or revoked link, or one the API cannot even read as a token.
    const gone = failedWith(
      error,
      'share.not_found',
      'request.invalid',
      'request.bad',
      'request.invalid_path',
      'request.invalid_encoding',
    );
    return (
      <StatusPage
        code="!"
        title={gone ? 'الرابط غير صالح' : 'تعذر فتح السلة'}
        description={gone ? messages.shareNotFound : error instanceof Error ? error.message : ''}
      />
    );
  }
  return (
    <Container className="py-6 md:py-10">
      <PageTitle
        title={`سلة من ${view.seller_name}`}
        subtitle={`«${view.cart_name}»، جهّزتها لكِ. الأسعار أسعار اليوم.`}
      />
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
