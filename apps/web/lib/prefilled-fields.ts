import { type FieldValues, get, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

/**
 * React Hook Form's `register` with each field's first value on the element itself (`defaultValue`,
 * `defaultChecked`), so the HTML rendered on the server already shows it. `register` alone fills an input only once
 * the page has hydrated: until then a form of saved values would show empty.
 *
 *   const form = useForm<Draft>({ defaultValues: draftOf(article) });
 *   const prefill = prefilled(form);
 *   <Input id="title" {...prefill.text('title')} />   <input type="checkbox" {...prefill.checkbox('published')} />
 */
export function prefilled<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  const first = (name: Path<T>): unknown => get(form.formState.defaultValues, name);
  return {
    /** An input, a textarea or a select (a select's option is matched by its value as text, e.g. `86400`). */
    text: <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
      ...form.register(name, options),
      defaultValue: String(first(name) ?? ''),
    }),
    checkbox: (name: Path<T>) => ({ ...form.register(name), defaultChecked: Boolean(first(name)) }),
    /**
     * One checkbox of a group whose field is the list of the ticked values: ticked first when its value is in the
     * list. React Hook Form then reads the group's value from the boxes (a ticked box's `defaultChecked`), so every
     * value in the list needs a box.
     */
    checkboxOf: (name: Path<T>, value: string) => {
      const ticked = first(name);
      return { ...form.register(name), value, defaultChecked: Array.isArray(ticked) && ticked.includes(value) };
    },
    /** One radio of a group: checked first when it is the field's value. */
    radio: (name: Path<T>, value: string) => ({
      ...form.register(name),
      value,
      defaultChecked: first(name) === value,
    }),
  };
}
