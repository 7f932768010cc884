import { messages } from '@wb/contract';
import type { NextRequest } from 'next/server';
import { isCursor } from '@/features/content/article-summary';
import { getArticles } from '@/lib/server/content';
import { articlesChunk } from '@/lib/server/content/summaries';

/**
 * GET /api/articles?after=<cursor>: the next page of the article list for the "load more" island, as summaries
 * (no article HTML), read through the same cached content client as the page.
 */
export async function GET(request: NextRequest) {
  const after = request.nextUrl.searchParams.get('after');
  if (!isCursor(after)) return Response.json({ message: messages.validationFailed }, { status: 422 });
  try {
    const page = await getArticles(after);
    return Response.json(articlesChunk(page.articles, page.pageInfo), {
      // The same for everyone, and the data cache behind it keeps it 5 minutes anyway.
      headers: { 'Cache-Control': 'public, max-age=60' },
    });
  } catch {
    return Response.json({ message: messages.fetchArticlesFailed }, { status: 502 });
  }
}
