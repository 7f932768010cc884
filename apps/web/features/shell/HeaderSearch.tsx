'use client';

import * as messages from '@wb/contract/messages';
import { isBlankKeyword } from '@wb/contract/normalize';
import { usePathname, useSearchParams } from 'next/navigation';
import { type RefObject, Suspense, useEffect, useRef } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { toast } from '@/lib/toast';
import { NavForm } from './NavForm';

/**
 * The search box: a GET form to /search (works without script). With script, a blank keyword is refused on the
 * spot with the spec's message and nothing is sent (spec §5), and on /search the box shows the keyword of the
 * results on screen so it can be corrected in place.
 */
export function HeaderSearch() {
  const input = useRef<HTMLInputElement>(null);
  return (
    <NavForm
      action="/search"
      role="search"
      className="relative flex-1"
      onSubmit={(event) => {
        const keyword = new FormData(event.currentTarget).get('q');
        if (isBlankKeyword(typeof keyword === 'string' ? keyword : '')) {
          event.preventDefault();
          toast.error(messages.searchKeywordBlank);
        }
      }}
    >
      <label htmlFor="header-q" className="sr-only">
        ابحث في المتجر
      </label>
      <input
        ref={input}
        id="header-q"
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="ابحث عن منتج أو ماركة أو مكوّن…"
        className="h-11 w-full rounded-full border border-line bg-brand-50/60 pe-12 ps-4 text-[15px] text-ink placeholder:text-muted focus:border-brand-300 focus:bg-white focus:outline-none"
      />
      <button
        type="submit"
        aria-label="بحث"
        className="absolute end-1 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
      >
        <SearchIcon size={18} />
      </button>
      {/* Only this empty component waits for the URL's search params: the input itself is never swapped out, so
          nothing a shopper types before the page comes alive is lost. */}
      <Suspense fallback={null}>
        <KeywordSync input={input} />
      </Suspense>
    </NavForm>
  );
}

function KeywordSync({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const firstRun = useRef(true);
  useEffect(() => {
    const element = input.current;
    const first = firstRun.current;
    firstRun.current = false;
    if (!element || document.activeElement === element) return;
    const keyword = pathname === '/search' ? (params.get('q') ?? params.get('keyword') ?? '') : '';
    // On the first run, leave alone whatever was typed before the page came alive.
    if (first && (keyword === '' || element.value !== '')) return;
    element.value = keyword;
  }, [input, pathname, params]);
  return null;
}
