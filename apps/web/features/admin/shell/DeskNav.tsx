'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { activeHref, type DeskNavGroup } from './nav';

/**
 * The side navigation: always open beside the page on a laptop (lg and up); on a tablet a menu button opens it over
 * the page, and it closes on a choice or Escape. The current area is marked with aria-current.
 */
export function DeskNav({ groups }: { groups: DeskNavGroup[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeHref(
    pathname,
    groups.flatMap((group) => group.entries),
  );

  // A choice navigates: the panel closes with the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation by design.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="fixed top-2.5 start-3 z-40 inline-flex min-h-10 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-bold text-ink lg:hidden print:hidden"
      >
        <MenuIcon />
        القائمة
      </button>
      {open ? (
        <button
          type="button"
          aria-label="إغلاق القائمة"
          tabIndex={-1}
          onClick={() => setOpen(false)}
          className="fixed inset-0 z-40 bg-ink/40 lg:hidden"
        />
      ) : null}
      <nav
        id={panelId}
        aria-label="أقسام المكتب"
        className={`${open ? 'fixed inset-y-0 start-0 z-50 flex' : 'hidden'} w-64 shrink-0 flex-col overflow-y-auto border-e border-line bg-white px-3 py-4 lg:sticky lg:top-0 lg:flex lg:h-dvh print:hidden`}
      >
        <Link href="/admin" className="mb-4 block rounded-lg px-3 py-2 text-lg font-bold text-brand-700">
          مكتب الموظفين
        </Link>
        {groups.map((group) => (
          <div key={group.label} className="mb-4">
            <p className="px-3 pb-1 text-xs font-bold text-muted">{group.label}</p>
            <ul>
              {group.entries.map((entry) => {
                const current = entry.href === active;
                return (
                  <li key={entry.href}>
                    <Link
                      href={entry.href}
                      prefetch={false}
                      aria-current={current ? 'page' : undefined}
                      className={`flex min-h-10 items-center rounded-lg px-3 text-sm ${
                        current ? 'bg-brand-50 font-bold text-brand-800' : 'text-ink hover:bg-canvas'
                      }`}
                    >
                      {entry.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}

function MenuIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  );
}
