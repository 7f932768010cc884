/**
 * Product templates: what each shelf sells, as Arabic and English product-type names, sizes or shades, typical
 * IQD prices, the skin or hair types a title names, ingredients, tags, and sentences for descriptions.
 */

import { shelves } from './product-shelves';
import type { ProductTypeData, TypeSpec } from './product-type-kit';
import { motherBabyTypes } from './product-types-baby';
import { bodyCareTypes } from './product-types-body';
import { fragranceTypes } from './product-types-fragrance';
import { hairCareTypes } from './product-types-hair';
import { makeupTypes } from './product-types-makeup';
import { menTypes } from './product-types-men';
import { pharmacyTypes } from './product-types-pharmacy';
import { skinCareTypes } from './product-types-skin';

export type { Phrase, ProductTypeData, Shape, SizeOption } from './product-type-kit';
export { shapes, skinTypes } from './product-type-kit';

const specs: TypeSpec[] = [
  ...skinCareTypes,
  ...hairCareTypes,
  ...bodyCareTypes,
  ...makeupTypes,
  ...pharmacyTypes,
  ...motherBabyTypes,
  ...fragranceTypes,
  ...menTypes,
];

export const productTypes: ProductTypeData[] = specs.map((spec) => {
  const shelf = shelves[spec.category];
  if (!shelf) throw new Error(`Unknown shelf ${spec.category} for product type ${spec.key}`);
  return {
    ...spec,
    targets: spec.targets ?? shelf.targets,
    benefits: spec.benefits ?? shelf.benefits,
    ingredients: spec.ingredients ?? shelf.ingredients,
    tags: spec.tags ?? shelf.tags,
    usage: spec.usage ?? shelf.usage,
  } as ProductTypeData;
});

export const productTypeByKey = new Map(productTypes.map((type) => [type.key, type]));
