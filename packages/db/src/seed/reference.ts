/**
 * The fixed part of the catalogue, with ids: brands, categories, ingredients, tags, collections, popups, cities,
 * FAQs and settings. It depends on no seed, so media paths can be resolved from it without a database.
 */
import { brandSearchNames } from '../search-index';
import { anchorProducts } from './data/anchors';
import { type BrandData, type BrandLine, brandsData } from './data/brands';
import { departments } from './data/categories';
import { type CityData, citiesData } from './data/cities';
import { type CollectionData, collectionsData } from './data/collections';
import { type FaqData, faqsData } from './data/faqs';
import { type IngredientData, ingredientsData, type TagData, tagsData } from './data/ingredients';
import { type PopupData, popupsData } from './data/popups';
import { type ProductTypeData, productTypes } from './data/product-types';
import { globalSettingsData } from './data/settings';

export interface CategoryRef {
  id: number;
  parentId: number | null;
  slug: string;
  ar: string;
  en: string;
  sortOrder: number;
  /** The department (itself for a department). */
  department: CategoryRef | null;
}

export interface BrandRef extends BrandData {
  id: number;
  searchNames: string[];
  logoPath: string;
  /** Every name the brand goes by, for product search words. */
  names: string[];
  /** Product types the brand makes (only from its shelves). */
  types: ProductTypeData[];
}

export interface IngredientRef extends IngredientData {
  id: number;
}
export interface TagRef extends TagData {
  id: number;
}
export interface CollectionRef extends CollectionData {
  id: number;
  brandId: number | null;
  categoryId: number | null;
  ingredientId: number | null;
  imagePath: string;
  sortOrder: number;
}
export interface PopupRef extends PopupData {
  id: number;
  collectionId: number | null;
  imagePath: string | null;
}
export interface CityRef extends CityData {
  id: number;
  sortOrder: number;
}
export interface FaqRef extends FaqData {
  id: number;
  position: number;
}

export interface Reference {
  brands: BrandRef[];
  brandBySlug: Map<string, BrandRef>;
  categories: CategoryRef[];
  categoryBySlug: Map<string, CategoryRef>;
  ingredients: IngredientRef[];
  ingredientBySlug: Map<string, IngredientRef>;
  tags: TagRef[];
  tagBySlug: Map<string, TagRef>;
  productTypeByKey: Map<string, ProductTypeData>;
  collections: CollectionRef[];
  collectionBySlug: Map<string, CollectionRef>;
  popups: PopupRef[];
  cities: CityRef[];
  faqs: FaqRef[];
  settings: typeof globalSettingsData;
}

/** Cache-busting version appended to media URLs; bump when the drawings change. */
export const MEDIA_VERSION = 1;

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed data: unknown ${what}`);
  return value;
}

function buildReference(): Reference {
  const categories: CategoryRef[] = [];
  departments.forEach((department, i) => {
    const ref: CategoryRef = {
      id: i + 1,
      parentId: null,
      slug: department.slug,
      ar: department.ar,
      en: department.en,
      sortOrder: i,
      department: null,
    };
    ref.department = ref;
    categories.push(ref);
  });
  let nextCategoryId = departments.length + 1;
  departments.forEach((department, i) => {
    const parent = categories[i] as CategoryRef;
    department.children.forEach((child, j) => {
      categories.push({
        id: nextCategoryId++,
        parentId: parent.id,
        slug: child.slug,
        ar: child.ar,
        en: child.en,
        sortOrder: j,
        department: parent,
      });
    });
  });
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));

  const shelvesOf = (slugs: string[]): Set<string> => {
    const shelves = new Set<string>();
    for (const slug of slugs) {
      const department = departments.find((d) => d.slug === slug);
      if (department) for (const child of department.children) shelves.add(child.slug);
      else shelves.add(must(categoryBySlug.get(slug), `category ${slug}`).slug);
    }
    return shelves;
  };

  const brands: BrandRef[] = brandsData.map((brand, i) => {
    const shelves = shelvesOf(brand.categories);
    const linesFor = (type: ProductTypeData): BrandLine[] =>
      (brand.lines ?? []).filter(
        (line) => line.categories.includes(type.category) || line.categories.includes(type.key),
      );
    for (const line of brand.lines ?? []) {
      for (const slug of line.categories) {
        if (!categoryBySlug.has(slug) && !productTypes.some((type) => type.key === slug)) {
          throw new Error(`Seed data: brand ${brand.slug} line ${line.en} names unknown ${slug}`);
        }
      }
    }
    const types = productTypes.filter(
      (type) => shelves.has(type.category) && (!type.needsLine || linesFor(type).length > 0),
    );
    if (types.length === 0) throw new Error(`Seed data: brand ${brand.slug} makes no product type`);
    const aliases = [...new Set(brand.aliases)].filter((alias) => alias !== brand.ar && alias !== brand.en);
    const names = [brand.ar, brand.en, ...aliases];
    return {
      ...brand,
      aliases,
      id: i + 1,
      names,
      searchNames: brandSearchNames(names),
      logoPath: `/media/brands/${brand.slug}.svg?v=${MEDIA_VERSION}`,
      types,
    };
  });
  const brandBySlug = new Map(brands.map((b) => [b.slug, b]));

  const ingredients = ingredientsData.map((ingredient, i) => ({ ...ingredient, id: i + 1 }));
  const ingredientBySlug = new Map(ingredients.map((x) => [x.slug, x]));
  const tags = tagsData.map((tag, i) => ({ ...tag, id: i + 1 }));
  const tagBySlug = new Map(tags.map((x) => [x.slug, x]));
  const productTypeByKey = new Map(productTypes.map((type) => [type.key, type]));

  for (const type of productTypes) {
    must(categoryBySlug.get(type.category), `category ${type.category}`);
    for (const slug of type.ingredients ?? []) must(ingredientBySlug.get(slug), `ingredient ${slug}`);
    for (const slug of type.tags ?? []) must(tagBySlug.get(slug), `tag ${slug}`);
  }
  const handles = new Set<string>();
  for (const anchor of anchorProducts) {
    must(brandBySlug.get(anchor.brand), `brand ${anchor.brand}`);
    must(productTypeByKey.get(anchor.type), `product type ${anchor.type}`);
    for (const slug of anchor.ingredients ?? []) must(ingredientBySlug.get(slug), `ingredient ${slug}`);
    for (const slug of anchor.tags ?? []) must(tagBySlug.get(slug), `tag ${slug}`);
    if (handles.has(anchor.handle)) throw new Error(`Seed data: duplicate anchor handle ${anchor.handle}`);
    handles.add(anchor.handle);
  }

  const collections: CollectionRef[] = collectionsData.map((collection, i) => {
    for (const slug of collection.rule.brands ?? []) must(brandBySlug.get(slug), `brand ${slug}`);
    for (const slug of collection.rule.categories ?? []) must(categoryBySlug.get(slug), `category ${slug}`);
    for (const slug of collection.rule.ingredients ?? []) must(ingredientBySlug.get(slug), `ingredient ${slug}`);
    for (const slug of collection.rule.tags ?? []) must(tagBySlug.get(slug), `tag ${slug}`);
    return {
      ...collection,
      id: i + 1,
      brandId: collection.brand ? must(brandBySlug.get(collection.brand), collection.brand).id : null,
      categoryId: collection.category ? must(categoryBySlug.get(collection.category), collection.category).id : null,
      ingredientId: collection.ingredient
        ? must(ingredientBySlug.get(collection.ingredient), collection.ingredient).id
        : null,
      imagePath: `/media/collections/${collection.slug}.svg?v=${MEDIA_VERSION}`,
      sortOrder: i,
    };
  });
  const collectionBySlug = new Map(collections.map((c) => [c.slug, c]));

  const popups: PopupRef[] = popupsData.map((popup, i) => ({
    ...popup,
    id: i + 1,
    collectionId: popup.collection ? must(collectionBySlug.get(popup.collection), popup.collection).id : null,
    imagePath: popup.contentType === 'image' ? `/media/popups/${i + 1}.svg?v=${MEDIA_VERSION}` : null,
  }));

  return {
    brands,
    brandBySlug,
    categories,
    categoryBySlug,
    ingredients,
    ingredientBySlug,
    tags,
    tagBySlug,
    productTypeByKey,
    collections,
    collectionBySlug,
    popups,
    cities: citiesData.map((city, i) => ({ ...city, id: i + 1, sortOrder: i })),
    faqs: faqsData.map((faq, i) => ({ ...faq, id: i + 1, position: i })),
    settings: globalSettingsData,
  };
}

let cached: Reference | undefined;

/** The reference data (built once, then shared). */
export function reference(): Reference {
  cached ??= buildReference();
  return cached;
}
