import { type Order, orders } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonStyles } from '@/components/ui/form';
import { Container } from '@/components/ui/layout';
import { StatusPage } from '@/components/ui/StatusPage';
import { PurchaseEvent } from '@/features/analytics/PurchaseEvent';
import { purchaseOf } from '@/lib/analytics-items';
import { apiCall } from '@/lib/api';
import { formatCount, formatIqd, nationalMobile } from '@/lib/format';
import { readSignedIn } from '@/lib/server/signed-in';

export const metadata: Metadata = { title: 'تم استلام طلبك' };

type Props = { searchParams: Promise<{ order?: string | string[] }> };

/**
 * /checkout/thankyou?order=… (spec §2): the order just placed, read again from the API (so a reload or a shared
 * link shows the truth, and another shopper's id shows nothing), its number, what it costs at the door, and what
 * happens next. Without a readable order it points to the orders list rather than pretending.
 */
export default async function ThankYouPage({ searchParams }: Props) {
  const raw = (await searchParams).order;
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  const read =
    Number.isSafeInteger(id) && id > 0
      ? await readSignedIn(
          `/checkout/thankyou?order=${id}`,
          async (headers) => (await apiCall(orders.orderDetailsRoute, { params: { id } }, { headers })).data,
        )
      : null;
  if (!read?.ok) {
    return (
      <StatusPage
        code="!"
        title="لم نجد هذا الطلب"
        description="تجد كل طلباتك وحالة كل منها في صفحة طلباتي."
        action={
          <Link prefetch={false} href="/profile/orders" className={buttonStyles.primary}>
            طلباتي
          </Link>
        }
      />
    );
  }
  return (
    <>
      <PurchaseEvent {...purchaseOf(read.data)} />
      <Confirmation order={read.data} />
    </>
  );
}

function Confirmation({ order }: { order: Order }) {
  const bought = order.items.filter((item) => !item.is_gift);
  const units = bought.reduce((sum, item) => sum + item.quantity, 0);
  const gifts = order.items.length - bought.length;
  const place = [order.address.city, order.address.region].filter(Boolean).join('، ');
  return (
    <Container className="py-8 md:py-12">
      <div className="mx-auto max-w-xl space-y-5">
        <section className="rounded-card bg-white px-5 py-8 text-center ring-1 ring-line">
          <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-600">
            <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </span>
          <h1 className="mt-4 text-2xl font-bold text-ink">شكراً لك، تم استلام طلبك</h1>
          <p className="mt-2 text-sm text-muted">رقم الطلب</p>
          <p data-order-number className="mt-1 text-2xl font-bold tracking-wide text-brand-700">
            <bdi dir="ltr">{order.number}</bdi>
          </p>
          <p className="mt-3 text-sm leading-7 text-muted">
            أرسلنا رقم الطلب برسالة نصية إلى <bdi dir="ltr">{nationalMobile(order.address.mobile)}</bdi>.
          </p>
        </section>

        <section aria-labelledby="thankyou-summary" className="rounded-card bg-white p-5 ring-1 ring-line">
          <h2 id="thankyou-summary" className="text-base font-bold text-ink">
            ملخص الطلب
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <Row label="عدد القطع" value={`${formatCount(units)}${gifts > 0 ? ` + ${formatCount(gifts)} هدية` : ''}`} />
            {order.discount > 0 ? <Row label="الخصم" value={`− ${formatIqd(order.discount)}`} /> : null}
            <Row label="التوصيل" value={order.shipping_price === 0 ? 'مجاني' : formatIqd(order.shipping_price)} />
            {order.wallet_used > 0 ? <Row label="من المحفظة" value={`− ${formatIqd(order.wallet_used)}`} /> : null}
            <div className="flex justify-between gap-3 border-t border-line pt-2 text-base">
              <dt className="font-bold text-ink">المبلغ عند الاستلام</dt>
              <dd data-order-total className="font-bold text-ink">
                {formatIqd(order.total)}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-sm leading-7 text-ink">
            <span className="text-muted">يصل إلى: </span>
            {order.address.name} — {place}
          </p>
        </section>

        <section aria-labelledby="thankyou-next" className="rounded-card bg-white p-5 ring-1 ring-line">
          <h2 id="thankyou-next" className="text-base font-bold text-ink">
            ماذا بعد؟
          </h2>
          <ol className="mt-3 list-inside list-decimal space-y-2 text-sm leading-7 text-ink marker:font-bold marker:text-brand-600">
            <li>نتصل بك خلال ساعات العمل لتأكيد الطلب والعنوان.</li>
            <li>نجهّز طلبك ونسلّمه لمندوب التوصيل، ويصلك عادةً خلال يوم إلى ثلاثة أيام.</li>
            <li>تدفع {formatIqd(order.total)} نقداً للمندوب عند الاستلام.</li>
          </ol>
          <p className="mt-3 text-xs leading-6 text-muted">يمكنك إلغاء الطلب من صفحة تفاصيله ما دام بانتظار التأكيد.</p>
        </section>

        <div className="flex flex-col gap-2 sm:flex-row">
          <Link prefetch={false} href={`/profile/orders/${order.id}`} className={`${buttonStyles.primary} flex-1`}>
            تفاصيل الطلب
          </Link>
          <Link prefetch={false} href="/" className={`${buttonStyles.secondary} flex-1`}>
            متابعة التسوق
          </Link>
        </div>
      </div>
    </Container>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </div>
  );
}
