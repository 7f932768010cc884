'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { SearchIcon } from '@/components/ui/icons';
import { clientMessages as messages } from '@/lib/client-messages';
import { isBlankKeyword } from '@/lib/contract-client';
import { toast } from '@/lib/toast';
import { NavForm } from './NavForm';

/**
 * The search box: a GET form to /search (works without script). With script, a blank keyword is refused on the
 * spot with the spec's message and nothing is sent (spec §5).
 */
export function HeaderSearch({ keyword = '' }: { keyword?: string }) {
  return (
    <NavForm
      key={keyword}
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
        id="header-q"
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        defaultValue={keyword}
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
    </NavForm>
  );
}

/** The search box showing the keyword of the results on screen (on /search), so it can be corrected in place. */
export function HeaderSearchWithKeyword() {
  const pathname = usePathname();
  const params = useSearchParams();
  const keyword = pathname === '/search' ? (params.get('q') ?? params.get('keyword') ?? '') : '';
  return <HeaderSearch keyword={keyword} />;
}
