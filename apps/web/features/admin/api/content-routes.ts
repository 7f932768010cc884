import type { adminContent } from '@wb/contract';
import { clientRoute } from '@/lib/api';

/**
 * The desk's writes for the store's content (issue 15, admins): articles, content pages, campaign pages, as typed
 * references (`clientRoute`: the route objects would ship the contract's schemas). Reads happen on the server.
 */
type C = typeof adminContent;

export const deskContentRoutes = {
  createArticle: clientRoute<C['adminArticleCreateRoute']>('admin.articles.create', 'POST', '/admin/articles'),
  updateArticle: clientRoute<C['adminArticleUpdateRoute']>('admin.articles.update', 'PUT', '/admin/articles/{id}'),
  publishArticle: clientRoute<C['adminArticlePublishRoute']>(
    'admin.articles.publish',
    'POST',
    '/admin/articles/{id}/publish',
  ),
  unpublishArticle: clientRoute<C['adminArticleUnpublishRoute']>(
    'admin.articles.unpublish',
    'POST',
    '/admin/articles/{id}/unpublish',
  ),
  deleteArticle: clientRoute<C['adminArticleDeleteRoute']>('admin.articles.delete', 'DELETE', '/admin/articles/{id}'),
  updatePage: clientRoute<C['adminContentPageUpdateRoute']>(
    'admin.contentPages.update',
    'PUT',
    '/admin/content-pages/{id}',
  ),
  createLanding: clientRoute<C['adminLandingCreateRoute']>('admin.landings.create', 'POST', '/admin/landings'),
  updateLanding: clientRoute<C['adminLandingUpdateRoute']>('admin.landings.update', 'PUT', '/admin/landings/{id}'),
  deleteLanding: clientRoute<C['adminLandingDeleteRoute']>('admin.landings.delete', 'DELETE', '/admin/landings/{id}'),
};
