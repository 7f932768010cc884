'use client';

import { useEffect } from 'react';

/**
 * Keys for people who live in the desk's lists: "/" jumps to the search box, j / k move to the next or previous
 * row's link (Enter opens it, as any link). Ignored while typing in a field, and with a modifier key held, so the
 * browser's own shortcuts stay.
 */
export function TableKeys() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], dialog')) return;
      if (event.key === '/') {
        const search = document.querySelector<HTMLInputElement>('form[role="search"] input[type="search"]');
        if (!search) return;
        event.preventDefault();
        search.focus();
        search.select();
        return;
      }
      if (event.key !== 'j' && event.key !== 'k') return;
      const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-row-link]'));
      if (links.length === 0) return;
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'j' ? Math.min(at + 1, links.length - 1) : Math.max(at - 1, 0);
      event.preventDefault();
      links[at === -1 ? 0 : next]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return null;
}
