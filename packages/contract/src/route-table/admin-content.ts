import { admins } from './access';

/** The route table's entries whose schemas `routes/admin-content.ts` attaches. */
export const adminArticlesList = {
  id: 'admin.articles.list',
  method: 'GET',
  path: '/admin/articles',
  access: admins,
} as const;
export const adminArticlesGet = {
  id: 'admin.articles.get',
  method: 'GET',
  path: '/admin/articles/{id}',
  access: admins,
} as const;
export const adminArticlesCreate = {
  id: 'admin.articles.create',
  method: 'POST',
  path: '/admin/articles',
  access: admins,
} as const;
export const adminArticlesUpdate = {
  id: 'admin.articles.update',
  method: 'PUT',
  path: '/admin/articles/{id}',
  access: admins,
} as const;
export const adminArticlesPublish = {
  id: 'admin.articles.publish',
  method: 'POST',
  path: '/admin/articles/{id}/publish',
  access: admins,
} as const;
export const adminArticlesUnpublish = {
  id: 'admin.articles.unpublish',
  method: 'POST',
  path: '/admin/articles/{id}/unpublish',
  access: admins,
} as const;
export const adminArticlesDelete = {
  id: 'admin.articles.delete',
  method: 'DELETE',
  path: '/admin/articles/{id}',
  access: admins,
} as const;
export const adminContentPagesList = {
  id: 'admin.contentPages.list',
  method: 'GET',
  path: '/admin/content-pages',
  access: admins,
} as const;
export const adminContentPagesGet = {
  id: 'admin.contentPages.get',
  method: 'GET',
  path: '/admin/content-pages/{id}',
  access: admins,
} as const;
export const adminContentPagesUpdate = {
  id: 'admin.contentPages.update',
  method: 'PUT',
  path: '/admin/content-pages/{id}',
  access: admins,
} as const;
export const adminLandingsList = {
  id: 'admin.landings.list',
  method: 'GET',
  path: '/admin/landings',
  access: admins,
} as const;
export const adminLandingsGet = {
  id: 'admin.landings.get',
  method: 'GET',
  path: '/admin/landings/{id}',
  access: admins,
} as const;
export const adminLandingsCreate = {
  id: 'admin.landings.create',
  method: 'POST',
  path: '/admin/landings',
  access: admins,
} as const;
export const adminLandingsUpdate = {
  id: 'admin.landings.update',
  method: 'PUT',
  path: '/admin/landings/{id}',
  access: admins,
} as const;
export const adminLandingsDelete = {
  id: 'admin.landings.delete',
  method: 'DELETE',
  path: '/admin/landings/{id}',
  access: admins,
} as const;
