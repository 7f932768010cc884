import type { CollectionKind, CollectionSummary } from '@wb/contract';

/**
 * The collection list pages of spec §2 (`/collections/body`, …): each lists the collections of one kind. A
 * collection's products live at `/collections/allProducts/[collection_id]`, whatever its kind.
 */
export const collectionPages = {
  body: { title: 'العناية بالجسم', description: 'تشكيلات للعناية بالجسم: ترطيب، استحمام، ومزيلات عرق.' },
  hair: { title: 'العناية بالشعر', description: 'حلول للتساقط والتلف وشعر صحي لامع، مختارة بعناية.' },
  brands: { title: 'عوالم الماركات', description: 'أشهر الماركات العالمية من الوكلاء الرسميين في العراق.' },
  category: { title: 'تسوّق حسب القسم', description: 'تشكيلات مرتبة حسب الأقسام للوصول إلى ما تحتاجه بسرعة.' },
  guarantee: { title: 'ضمان الأصالة', description: 'منتجات أصلية مضمونة، بإشراف صيدلاني ومن مصادر معتمدة.' },
  ingredients: { title: 'حسب المكوّن', description: 'ابحث عن منتجاتك حسب المكوّن الفعّال: نياسيناميد، ريتينول، وغيرها.' },
  partner: { title: 'اختيارات شركائنا', description: 'منتجات يوصي بها صيادلة وخبراء جمال نثق بهم.' },
  productsList: { title: 'قوائم مختارة', description: 'الأكثر مبيعاً، وصل حديثاً، والعروض في مكان واحد.' },
} as const satisfies Partial<Record<CollectionKind, { title: string; description: string }>>;

export type CollectionListKind = keyof typeof collectionPages;

export function isCollectionListKind(value: string): value is CollectionListKind {
  return Object.hasOwn(collectionPages, value);
}

export function collectionHref(collection: Pick<CollectionSummary, 'id'>): string {
  return `/collections/allProducts/${collection.id}`;
}
