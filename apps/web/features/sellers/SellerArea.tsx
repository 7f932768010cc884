'use client';

import Link from 'next/link';
import type { CityOption } from '../addresses/AddressForm';
import { OrdersList } from '../orders/OrdersList';
import { EarningsView, SharesView } from './SellerLists';
import { SellerNoOrders } from './SellerNoOrders';
import { SellerWorkspace } from './SellerWorkspace';
import { SELLER_SECTIONS, type SellerRole, type SellerSection } from './seller-model';

/** The seller's area (/influencer, /pharmacists): its sections as tabs that are links, so each has its address. */
export function SellerArea({
  role,
  base,
  section,
  page,
  cities,
}: {
  role: SellerRole;
  base: string;
  section: SellerSection;
  page: number;
  cities: CityOption[];
}) {
  const pageHref = (name: string) => (next: number) => `${base}/${name}${next > 1 ? `?page=${next}` : ''}`;
  return (
    <div className="space-y-5">
      <nav aria-label="أقسام صفحة البائع">
        <ul className="scrollbar-none flex gap-2 overflow-x-auto">
          {SELLER_SECTIONS.map(([name, label]) => (
            <li key={name}>
              <Link
                prefetch={false}
                href={name ? `${base}/${name}` : base}
                aria-current={section === name ? 'page' : undefined}
                className={`flex min-h-11 items-center whitespace-nowrap rounded-full px-4 text-sm font-bold ${
                  section === name ? 'bg-brand-600 text-white' : 'bg-white text-ink ring-1 ring-line'
                }`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {section === '' ? <SellerWorkspace role={role} cities={cities} /> : null}
      {section === 'orders' ? (
        <OrdersList page={page} hrefFor={pageHref('orders')} empty={<SellerNoOrders role={role} />} />
      ) : null}
      {section === 'earnings' ? <EarningsView page={page} hrefFor={pageHref('earnings')} /> : null}
      {section === 'shares' ? <SharesView /> : null}
    </div>
  );
}
