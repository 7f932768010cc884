import type { RouteDef } from '../route';
import * as catalog from './catalog';
import * as content from './content';

/** Every call of spec §7 (plus the few the storefront needs), in the order the docs list them. */
export const allRoutes: readonly RouteDef[] = [...Object.values(content), ...Object.values(catalog)];

export { catalog, content };
