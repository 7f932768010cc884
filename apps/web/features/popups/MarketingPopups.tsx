import { getActivePopups, pageMapFor } from '@/lib/server/popups';
import { PopupHost } from './PopupHost';
import { popupStartsFor } from './popup-pages';

/**
 * Spec §4 marketing popups, fetched on the server (cached 60 s) so the browser carries no fetching code. The
 * server also works out when a popup could first be due on each page, so the part in every page's JavaScript only
 * matches the path and waits; the rules and the dialog load when a popup may be about to show.
 */
export async function MarketingPopups() {
  const popups = await getActivePopups();
  // Rendered with no popups too: the host then says at once that none will open (`<body data-popups="settled">`).
  const pageMap = pageMapFor(popups);
  return <PopupHost popups={popups} pageMap={pageMap} starts={popupStartsFor(popups, pageMap)} />;
}
