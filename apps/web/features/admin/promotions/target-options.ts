import { getBrands, getCategories } from '@/lib/server/catalog';
import type { Named } from './pickers';

/**
 * What a code may be limited to, as the desk lists them: every brand (both its names, as staff say either) and every
 * category under its parent's name. Read from the store's own cached calls; a failure leaves a list empty rather
 * than the page broken (the code's own choices still show, by id).
 */
export async function targetOptions(): Promise<{ brands: Named[]; categories: Named[] }> {
  const [brands, categories] = await Promise.all([allBrands().catch(() => []), getCategories().catch(() => [])]);
  return {
    brands,
    categories: categories.flatMap((parent) => [
      { id: parent.id, name: parent.name },
      ...parent.children.map((child) => ({ id: child.id, name: `${parent.name} › ${child.name}` })),
    ]),
  };
}

async function allBrands(): Promise<Named[]> {
  const first = await getBrands(1, 100);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, index) => getBrands(index + 2, 100)),
  );
  return [first, ...rest].flatMap((page) =>
    page.data.map((brand) => ({
      id: brand.id,
      name: brand.name === brand.name_en ? brand.name : `${brand.name} · ${brand.name_en}`,
    })),
  );
}
