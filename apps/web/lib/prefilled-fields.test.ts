import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { prefilled } from './prefilled-fields';

interface Draft {
  title: string;
  notes: string;
  unit: number;
  kind: 'text' | 'image';
  published: boolean;
  collection_ids: string[];
  rows: { sku: string }[];
}

const saved: Draft = {
  title: 'عرض الصيف',
  notes: 'سطر أول',
  unit: 3_600,
  kind: 'image',
  published: true,
  collection_ids: ['2', '5'],
  rows: [{ sku: 'SKU-1' }],
};

/** A form of every kind of field the helper fills. */
function Form({ values }: { values: Draft }) {
  const form = useForm<Draft>({ defaultValues: values });
  const prefill = prefilled(form);
  return h(
    'form',
    null,
    h('input', { id: 'title', ...prefill.text('title') }),
    h('textarea', { id: 'notes', ...prefill.text('notes') }),
    h(
      'select',
      { id: 'unit', ...prefill.text('unit', { valueAsNumber: true }) },
      h('option', { value: 60 }, 'دقائق'),
      h('option', { value: 3_600 }, 'ساعات'),
    ),
    ...(['text', 'image'] as const).map((kind) =>
      h('input', { key: kind, type: 'radio', ...prefill.radio('kind', kind) }),
    ),
    h('input', { id: 'published', type: 'checkbox', ...prefill.checkbox('published') }),
    ...['1', '2', '5'].map((id) =>
      h('input', { key: id, id: `collection-${id}`, type: 'checkbox', ...prefill.checkboxOf('collection_ids', id) }),
    ),
    h('input', { id: 'row-0', ...prefill.text('rows.0.sku') }),
    h('input', { id: 'row-1', ...prefill.text('rows.1.sku') }),
  );
}

/** The form as the server sends it, before any hydration. */
const serverHtml = (values: Draft) => renderToStaticMarkup(h(Form, { values }));

const empty: Draft = { ...saved, title: '', notes: '', published: false, collection_ids: [], rows: [] };

describe('fields prefilled on the server', () => {
  it('writes a text field, a textarea and a nested field with their saved values', () => {
    const html = serverHtml(saved);
    expect(html).toContain('<input id="title" name="title" value="عرض الصيف"/>');
    expect(html).toContain('<textarea id="notes" name="notes">سطر أول</textarea>');
    expect(html).toContain('<input id="row-0" name="rows.0.sku" value="SKU-1"/>');
    // A row the saved values do not have (one added on the page) starts empty.
    expect(html).toContain('<input id="row-1" name="rows.1.sku" value=""/>');
  });

  it("selects a select's saved option, a number matched by its text", () => {
    expect(serverHtml(saved)).toContain(
      '<option value="60">دقائق</option><option value="3600" selected="">ساعات</option>',
    );
  });

  it('checks the saved radio of a group, and a checkbox whose field is true', () => {
    const html = serverHtml(saved);
    expect(html).toContain('<input type="radio" name="kind" value="text"/>');
    expect(html).toContain('<input type="radio" name="kind" checked="" value="image"/>');
    expect(html).toContain('<input id="published" type="checkbox" name="published" checked=""/>');
    expect(serverHtml(empty)).toContain('<input id="published" type="checkbox" name="published"/>');
  });

  it('ticks the boxes of a list field whose values are in the saved list, and only those', () => {
    const html = serverHtml(saved);
    expect(html).toContain('<input id="collection-1" type="checkbox" name="collection_ids" value="1"/>');
    expect(html).toContain('<input id="collection-2" type="checkbox" name="collection_ids" checked="" value="2"/>');
    expect(html).toContain('<input id="collection-5" type="checkbox" name="collection_ids" checked="" value="5"/>');
    expect(serverHtml(empty)).not.toMatch(/name="collection_ids" checked/);
  });
});
