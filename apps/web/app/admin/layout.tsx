import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { DeskNav } from '@/features/admin/shell/DeskNav';
import { DeskSession } from '@/features/admin/shell/DeskSession';
import { deskUser } from '@/features/admin/shell/desk-user';
import { navFor } from '@/features/admin/shell/nav';
import { SignOutButton } from '@/features/admin/shell/SignOutButton';
import { NavigationProgress } from '@/features/shell/NavigationProgress';
import { Toaster } from '@/features/shell/Toaster';
import { loginPath } from '@/lib/safe-redirect';

/**
 * The staff desk (issue 12): a part of the app with a frame of its own, for the shop's people on a laptop or a
 * tablet. Not indexed, never linked from the store, and none of its code is imported by a store page, so none of
 * its JavaScript reaches a shopper (tests/e2e/desk.e2e.ts checks the build). `proxy.ts` lets only staff and admins
 * in (lib/route-guard.ts); each page's calls are checked again by the API.
 */
export const metadata: Metadata = {
  title: { default: 'مكتب الموظفين', template: '%s | مكتب الموظفين' },
  robots: { index: false, follow: false, nocache: true },
};

const roleLabel = { staff: 'موظف', admin: 'مدير' } as const;

export default async function DeskLayout({ children }: { children: React.ReactNode }) {
  const user = await deskUser();
  // The proxy has checked the role already; a page is not trusted to be reached only through it.
  if (!user) redirect(loginPath('/admin'));
  return (
    <div className="flex min-h-dvh flex-1 bg-canvas text-ink print:bg-white">
      <DeskNav groups={navFor(user.role)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex min-h-14 items-center justify-end gap-3 border-b border-line bg-white px-4 print:hidden">
          <p className="text-sm text-muted">
            <span className="font-bold text-ink">{user.name || roleLabel[user.role]}</span>
            {user.name ? ` · ${roleLabel[user.role]}` : null}
          </p>
          <SignOutButton />
        </header>
        <main id="main" className="flex-1 px-4 py-5 lg:px-8 print:p-0">
          {children}
        </main>
      </div>
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <Toaster />
      <DeskSession />
    </div>
  );
}
