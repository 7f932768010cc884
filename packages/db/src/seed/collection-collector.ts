/** Collection membership, decided by each collection's rule while generated products stream past. */
import type { GeneratedProduct } from './generate';
import { hashSeed } from './random';
import type { CategoryRef, CollectionRef, Reference } from './reference';

/** Chooses each collection's members while products stream past, by the collection's rule. */
export class CollectionCollector {
  private readonly members = new Map<number, Array<{ id: number; score: number }>>();
  private readonly categorySets = new Map<number, Set<number>>();
  private readonly brandSets = new Map<number, Set<number>>();
  private readonly ingredientSets = new Map<number, Set<number>>();
  private readonly tagSets = new Map<number, Set<number>>();

  constructor(
    ref: Reference,
    private readonly collections: CollectionRef[] = ref.collections,
  ) {
    for (const c of collections) {
      this.members.set(c.id, []);
      const rule = c.rule;
      if (rule.categories) {
        const ids = new Set<number>();
        for (const slug of rule.categories) {
          const category = ref.categoryBySlug.get(slug) as CategoryRef;
          ids.add(category.id);
          for (const child of ref.categories) if (child.parentId === category.id) ids.add(child.id);
        }
        this.categorySets.set(c.id, ids);
      }
      if (rule.brands) this.brandSets.set(c.id, new Set(rule.brands.map((s) => ref.brandBySlug.get(s)?.id ?? 0)));
      if (rule.ingredients) {
        this.ingredientSets.set(c.id, new Set(rule.ingredients.map((s) => ref.ingredientBySlug.get(s)?.id ?? 0)));
      }
      if (rule.tags) this.tagSets.set(c.id, new Set(rule.tags.map((s) => ref.tagBySlug.get(s)?.id ?? 0)));
    }
  }

  add(product: GeneratedProduct): void {
    if (product.status !== 'active') return;
    for (const c of this.collections) {
      const list = this.members.get(c.id) as Array<{ id: number; score: number }>;
      const rule = c.rule;
      if (!rule.rank && list.length >= c.limit) continue;
      if (rule.brands && !this.brandSets.get(c.id)?.has(product.brand_id)) continue;
      if (rule.categories && !this.categorySets.get(c.id)?.has(product.category_id)) continue;
      const ingredients = this.ingredientSets.get(c.id);
      if (ingredients && !product.ingredient_ids.some((id) => ingredients.has(id))) continue;
      const tags = this.tagSets.get(c.id);
      if (tags && !product.tag_ids.some((id) => tags.has(id))) continue;
      if (rule.onSale && product.compare_at === null) continue;
      if (rule.free && !product.is_free) continue;
      if (rule.sample && hashSeed(product.id, c.id) % rule.sample !== 0) continue;
      if (!rule.rank) {
        list.push({ id: product.id, score: 0 });
        continue;
      }
      const score = rule.rank === 'sales' ? product.sales_count : Date.parse(product.created_at);
      if (list.length >= c.limit && score <= (list[list.length - 1] as { score: number }).score) continue;
      // Keep the list sorted, best first; ties keep the earlier product.
      let at = list.length;
      while (at > 0 && (list[at - 1] as { score: number }).score < score) at--;
      list.splice(at, 0, { id: product.id, score });
      if (list.length > c.limit) list.pop();
    }
  }

  /** Rows of collection_products. */
  rows(): Array<{ collection_id: number; product_id: number; position: number }> {
    const rows: Array<{ collection_id: number; product_id: number; position: number }> = [];
    for (const c of this.collections) {
      (this.members.get(c.id) ?? []).forEach((member, position) => {
        rows.push({ collection_id: c.id, product_id: member.id, position });
      });
    }
    return rows;
  }
}
