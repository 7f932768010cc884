import type { AdminCustomerProfile } from '@wb/contract';
import { formatDate, formatDateTime, formatIqd, nationalMobile } from '@/lib/format';
import { roleLabels } from '../ui/labels';
import { StandingBadge } from './StandingBadge';

/** A shopper's account at a glance: who, how to reach them, their standing, their wallet and orders. */
export function CustomerCard({ customer }: { customer: AdminCustomerProfile }) {
  const facts: Array<[string, React.ReactNode]> = [
    [
      'الهاتف',
      <span key="mobile" dir="ltr">
        {nationalMobile(customer.mobile)}
      </span>,
    ],
    ['البريد الإلكتروني', customer.email ?? '—'],
    ['نوع الحساب', roleLabels[customer.user_type]],
    ['تاريخ التسجيل', formatDate(customer.created_at)],
    ['تأكيد الرقم', customer.registration_confirmed ? 'مؤكد' : 'لم يؤكَّد بعد'],
    [
      'رمز الدعوة',
      customer.referral_id ? (
        <span key="referral" dir="ltr">
          {customer.referral_id}
        </span>
      ) : (
        '—'
      ),
    ],
    ['عدد الطلبات', customer.orders_count],
    ['آخر طلب', customer.last_order_at ? formatDateTime(customer.last_order_at) : '—'],
    [
      'رصيد المحفظة',
      <strong key="wallet" className="text-base">
        {formatIqd(customer.wallet_balance)}
      </strong>,
    ],
  ];
  return (
    <section aria-labelledby="customer-account" className="rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="customer-account" className="text-lg font-bold">
          الحساب
        </h2>
        <StandingBadge blockedAt={customer.blocked_at} />
      </div>
      {customer.blocked_at ? (
        <p role="note" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm leading-7 text-red-900">
          موقوف منذ {formatDateTime(customer.blocked_at)}
          {customer.blocked_reason ? ` — السبب: ${customer.blocked_reason}` : null}. لا يستطيع تسجيل الدخول ولا الطلب.
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-line/60 py-1.5 sm:block">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The shopper's saved addresses, the active one marked. */
export function CustomerAddresses({ addresses }: { addresses: AdminCustomerProfile['addresses'] }) {
  return (
    <section aria-labelledby="customer-addresses" className="rounded-xl border border-line bg-white p-4">
      <h2 id="customer-addresses" className="text-lg font-bold">
        العناوين المحفوظة
      </h2>
      {addresses.length === 0 ? (
        <p className="mt-3 text-sm text-muted">لا توجد عناوين محفوظة.</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id} className="rounded-lg border border-line p-3 text-sm leading-7">
              <p className="font-bold">
                {address.name}
                {address.is_active ? (
                  <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-900">الافتراضي</span>
                ) : null}
              </p>
              <p dir="ltr" className="text-end text-muted">
                {nationalMobile(address.mobile)}
              </p>
              <p>
                {address.city.name}
                {address.region ? `، ${address.region}` : ''}، {address.address}
              </p>
              {address.landmark ? <p className="text-muted">قرب: {address.landmark}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
