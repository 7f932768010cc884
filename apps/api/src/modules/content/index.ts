import type { StoreModule } from '../../http/store-module';
import { contentPagesModule } from './pages';
import { contentSiteModule } from './site';

/**
 * The store's content: its own settings, popups, FAQ and cities (site), and the storefront content service's articles,
 * pages, campaign pages and GraphQL endpoint (pages).
 */
export const contentModule: StoreModule = {
  name: 'content',
  register(app, services, kernel) {
    for (const part of [contentSiteModule, contentPagesModule]) part.register(app, services, kernel);
  },
};
