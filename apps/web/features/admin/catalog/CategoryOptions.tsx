import type { CatalogueOptions } from '@wb/contract';

/**
 * The category tree as a select's options: each department a group, the department itself first (`departmentLabel`
 * names it: "all of it" in a filter, "general" in a form), then its categories.
 */
export function CategoryOptions({
  categories,
  departmentLabel,
}: {
  categories: CatalogueOptions['categories'];
  departmentLabel: (name: string) => string;
}) {
  return categories
    .filter((category) => category.parent_id === null)
    .map((department) => (
      <optgroup key={department.id} label={department.name}>
        <option value={department.id}>{departmentLabel(department.name)}</option>
        {categories
          .filter((category) => category.parent_id === department.id)
          .map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
      </optgroup>
    ));
}
