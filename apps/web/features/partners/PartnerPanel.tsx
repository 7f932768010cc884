'use client';

import { sellerHome, staffRoles } from '@wb/contract/roles';
import Link from 'next/link';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { loginPath } from '@/lib/safe-redirect';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from '@/lib/session-store';
import type { CityOption } from '../addresses/AddressForm';

const ApplicationArea = lazy(() => import('./ApplicationArea'));

function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-card bg-white p-5 ring-1 ring-line md:p-6">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <div className="mt-2 text-sm leading-7 text-muted">{children}</div>
    </div>
  );
}

/**
 * Where /partner's visitor applies, by who she is (the session cookie): a guest is asked to sign in and comes back
 * here; a seller is one already; the shop's own staff do not apply; a customer gets her application — its status, or
 * the form — whose code (and the session's query client) is a chunk fetched after the page is up.
 */
export function PartnerPanel({ cities }: { cities: CityOption[] }) {
  const user = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot).user;
  if (!user) {
    return (
      <Note title="قدّم طلب الانضمام">
        <p>سجّل الدخول أو أنشئ حساباً برقم هاتفك، ثم املأ الطلب في دقيقتين.</p>
        <Link prefetch={false} href={loginPath('/partner')} className={`${buttonStyles.primary} mt-4`}>
          سجّل الدخول للتقديم
        </Link>
      </Note>
    );
  }
  if (user.role === 'influencer' || user.role === 'pharmacist') {
    return (
      <Note title="أنت من شركائنا">
        <p>حسابك حساب بائع بالفعل: سلالك وطلبات زبائنك وأرباحك في مساحتك.</p>
        <a href={sellerHome[user.role]} className={`${buttonStyles.primary} mt-4`}>
          افتح مساحة البائعين
        </a>
      </Note>
    );
  }
  if (user.role && (staffRoles as readonly string[]).includes(user.role)) {
    return (
      <Note title="حساب من فريق المتجر">
        <p>حسابات فريق المتجر لا تنضم إلى برنامج الشركاء. يراجع مدير المتجر طلبات الانضمام في مكتب الموظفين.</p>
      </Note>
    );
  }
  return (
    <Suspense
      fallback={
        <div className="grid place-items-center py-16 text-brand-600">
          <Spinner />
        </div>
      }
    >
      <ApplicationArea cities={cities} userName={user.name} />
    </Suspense>
  );
}
