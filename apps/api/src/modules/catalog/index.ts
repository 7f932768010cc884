import type { StoreModule } from '../../http/store-module';
import { catalogDeskModule } from './desk';
import { catalogImportModule } from './import';
import { catalogStorefrontModule } from './storefront';

/** The catalogue: what shoppers read (storefront), what the staff desk edits (desk), and the desk's CSV imports. */
export const catalogModule: StoreModule = {
  name: 'catalog',
  register(app, services, kernel) {
    for (const part of [catalogStorefrontModule, catalogDeskModule, catalogImportModule]) {
      part.register(app, services, kernel);
    }
  },
};
