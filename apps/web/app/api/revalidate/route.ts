import { revalidateTag } from 'next/cache';
import { handleRevalidate } from '@/lib/server/revalidate';

/**
 * POST /api/revalidate: drops the content the desk just published from the data cache (lib/server/revalidate.ts).
 * Expired at once rather than served stale once more: whoever published opens the page next and expects the change.
 */
export function POST(request: Request) {
  return handleRevalidate(request, (tag) => revalidateTag(tag, { expire: 0 }));
}
