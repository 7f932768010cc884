import { ApiError, errorMessage } from '@/lib/api';
import { buttonStyles } from './form';
import { StatusPage } from './StatusPage';

/** What the account is told when the API refused the read to it (`auth.forbidden`): whose page this is. */
export interface ForbiddenText {
  title: string;
  description: string;
}

/**
 * The one thing a signed-in page (the shop's account pages, the seller's, the staff desk) shows when a read failed and
 * nothing is cached to show instead. It branches on the API's error `code`, never on the HTTP status: a read refused
 * to this kind of account (`auth.forbidden`) says whose page it is and offers no retry (the answer would be the same);
 * anything else says the API's words (`fallback` when it gave none) and offers another try — a button for a read in
 * the browser (`onRetry`), a link for a page read on the server (`retryHref`).
 *
 * `page`: the whole page is the failure (a server read the page cannot do without), laid out as the store's status
 * pages; otherwise a card in its place. `title` heads it; without one the failure's words are the heading.
 */
export function ReadFailed({
  error,
  title,
  fallback,
  forbidden,
  page = false,
  retryHref,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  title?: string;
  fallback?: string;
  forbidden?: ForbiddenText;
  page?: boolean;
  retryHref?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const refused = forbidden && error instanceof ApiError && error.code === 'auth.forbidden' ? forbidden : null;
  const words = errorMessage(error, fallback);
  const heading = refused?.title ?? title ?? words;
  const detail = refused ? refused.description : title ? words : null;
  if (page) return <StatusPage code="!" title={heading} description={detail ?? ''} />;
  return (
    <div role="alert" className="rounded-card bg-white px-6 py-10 text-center ring-1 ring-line">
      <p className="font-bold text-ink">{heading}</p>
      {detail ? <p className="mt-2 text-sm text-muted">{detail}</p> : null}
      {refused ? null : onRetry ? (
        <button type="button" onClick={onRetry} disabled={retrying} className={`${buttonStyles.secondary} mt-4`}>
          حاول مرة أخرى
        </button>
      ) : retryHref ? (
        <a href={retryHref} className="mt-4 inline-block text-sm font-bold text-brand-700 underline underline-offset-4">
          إعادة المحاولة
        </a>
      ) : null}
    </div>
  );
}
