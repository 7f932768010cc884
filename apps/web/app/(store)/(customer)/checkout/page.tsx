import { addresses, checkout } from '@wb/contract';
import type { Metadata } from 'next';
import { Container, PageTitle } from '@/components/ui/layout';
import { StatusPage } from '@/components/ui/StatusPage';
import { addressKeys } from '@/features/addresses/address-queries';
import { cartKeys } from '@/features/cart/cart-model';
import { CheckoutView } from '@/features/checkout/CheckoutView';
import { checkoutKeys, NO_CHOICES } from '@/features/checkout/checkout-model';
import { SessionDataBoundary } from '@/features/session-data/SessionDataBoundary';
import { ApiError, apiCall } from '@/lib/api';
import { getCities } from '@/lib/server/catalog';
import { readSignedIn } from '@/lib/server/signed-in';

export const metadata: Metadata = { title: 'إتمام الطلب' };

/**
 * /checkout (spec §2, customers only: `proxy.ts` guards it). The invoice for the active address, the saved
 * addresses and the gift programs are read on the server in one go, so a slow phone paints the whole checkout at
 * once; every change after that (address, code, wallet, gifts) is the browser's, through the session cache.
 */
export default async function CheckoutPage() {
  const [read, cities] = await Promise.all([
    readSignedIn('/checkout', async (headers) => {
      const [invoice, saved, programs] = await Promise.all([
        apiCall(checkout.invoiceDetailsRoute, { query: { wallet: 0 } }, { headers }),
        apiCall(addresses.addressesRoute, {}, { headers }),
        apiCall(checkout.predictionRoute, {}, { headers }),
      ]);
      return { invoice: invoice.data, saved: saved.data, programs: programs.data };
    }),
    getCities().catch(() => []),
  ]);
  if (!read.ok) {
    const { error } = read;
    return (
      <StatusPage
        code="!"
        title="تعذر تحميل صفحة إتمام الطلب"
        description={
          error instanceof ApiError && error.message
            ? error.message
            : 'حدث خطأ أثناء تحميل الفاتورة. حاول مرة أخرى بعد قليل.'
        }
      />
    );
  }
  return (
    <Container className="py-6 md:py-10">
      <PageTitle title="إتمام الطلب" subtitle="الدفع نقداً عند الاستلام في كل محافظات العراق." />
      <SessionDataBoundary
        seeds={[
          [checkoutKeys.invoice(NO_CHOICES), read.data.invoice],
          [checkoutKeys.gifts, read.data.programs],
          [addressKeys.all, read.data.saved],
          // The badges count the cart's units: the invoice's lines are the cart's, so they need no read of their own.
          [cartKeys.count, { item_count: read.data.invoice.items.reduce((units, item) => units + item.quantity, 0) }],
        ]}
      >
        <CheckoutView cities={cities.map((city) => ({ id: city.id, name: city.name }))} />
      </SessionDataBoundary>
    </Container>
  );
}
