import type { AdminCode, AdminPopup, AdminProduct, AdminQuizRule, CatalogueOptions } from '@wb/contract';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProductForm } from './catalog/ProductForm';
import { CodeForm } from './promotions/CodeForm';
import { RuleForm } from './quiz/RuleForm';
import { PopupForm } from './store-settings/PopupForm';

// The forms save through the App Router, which is not there outside Next; rendering them only needs it to exist.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push() {}, refresh() {}, back() {} }) }));

/** The opening tag of the element with this id (an input, or a select without its options). */
function tag(html: string, id: string): string {
  const found = html.match(new RegExp(`<(?:input|select)[^>]*\\sid="${id}"[^>]*>`));
  if (!found) throw new Error(`no element #${id} in the form`);
  return found[0];
}

/** A textarea's text, or a select's options, as sent. */
function inner(html: string, element: 'textarea' | 'select', id: string): string {
  const found = html.match(new RegExp(`<${element}[^>]*\\sid="${id}"[^>]*>([\\s\\S]*?)</${element}>`));
  if (!found) throw new Error(`no ${element} #${id} in the form`);
  return found[1] ?? '';
}

/** The input of a checkbox or radio by its label's words (`<label><input …/>words</label>`). */
function box(html: string, words: string): string {
  const found = html.match(new RegExp(`<input [^>]*/>${words}</label>`));
  if (!found) throw new Error(`no box labelled ${words} in the form`);
  return found[0];
}

const selected = (options: string, value: string) => options.includes(`<option value="${value}" selected="">`);

describe('the desk forms send their saved values in the server-rendered HTML', () => {
  it('ProductForm: texts, selects, the description and the ticked collections', () => {
    const product: AdminProduct = {
      id: 7,
      handle: 'rose-cleanser',
      title: 'غسول الورد',
      title_en: 'Rose Cleanser',
      product_type: 'غسول',
      description: 'سطر أول\nسطر ثان',
      status: 'active',
      brand: { id: 2, name: 'سيرافي' },
      category: { id: 12, name: 'غسول الوجه' },
      collections: [
        { id: 4, title: 'الأكثر مبيعاً' },
        { id: 6, title: 'العروض' },
      ],
      price: 12_500,
      compare_at: 15_000,
      stock: 3,
      min_stock: 3,
      variants_count: 1,
      image: null,
      updated_at: '2026-05-01T10:00:00Z',
      created_at: '2026-04-01T10:00:00Z',
      variants: [],
      images: [],
    };
    const options: CatalogueOptions = {
      brands: [
        { id: 1, name: 'لاروش', name_en: 'La Roche' },
        { id: 2, name: 'سيرافي', name_en: 'CeraVe' },
      ],
      categories: [
        { id: 10, name: 'العناية بالبشرة', parent_id: null },
        { id: 12, name: 'غسول الوجه', parent_id: 10 },
      ],
      collections: [
        { id: 4, title: 'الأكثر مبيعاً', kind: 'manual' },
        { id: 5, title: 'وصل حديثاً', kind: 'manual' },
        { id: 6, title: 'العروض', kind: 'manual' },
      ],
    };
    const html = renderToStaticMarkup(h(ProductForm, { product, options }));

    expect(tag(html, 'p-title')).toContain('value="غسول الورد"');
    expect(tag(html, 'p-title-en')).toContain('value="Rose Cleanser"');
    expect(tag(html, 'p-type')).toContain('value="غسول"');
    expect(tag(html, 'p-price')).toContain('value="12500"');
    expect(tag(html, 'p-compare')).toContain('value="15000"');
    expect(inner(html, 'textarea', 'p-description')).toBe('سطر أول\nسطر ثان');
    expect(selected(inner(html, 'select', 'p-brand'), '2')).toBe(true);
    expect(selected(inner(html, 'select', 'p-category'), '12')).toBe(true);
    expect(selected(inner(html, 'select', 'p-status'), 'active')).toBe(true);
    expect(box(html, 'الأكثر مبيعاً')).toContain('checked=""');
    expect(box(html, 'وصل حديثاً')).not.toContain('checked');
    expect(box(html, 'العروض')).toContain('checked=""');
  });

  it("ProductForm, for a new product: its first variant's starting values", () => {
    const html = renderToStaticMarkup(h(ProductForm, { options: { brands: [], categories: [], collections: [] } }));
    expect(html).toMatch(/<input [^>]*name="variants\.0\.title" value="قطعة واحدة"\/>/);
    expect(html).toMatch(/<input [^>]*name="variants\.0\.stock" value="0"\/>/);
  });

  it('PopupForm: the content, the chosen type, the delay, the reshow in its unit, and the switches', () => {
    const popup: AdminPopup = {
      id: 3,
      title: 'عروض الجمعة',
      description: 'خصم على كل شيء',
      pages: ['homepage'],
      status: true,
      collection_id: 6,
      content_type: 'image',
      image_path: { url: '/media/popups/friday.webp' },
      button_text: 'تسوق الآن',
      button_link: '/survey/quiz',
      closeable: '0',
      show_time: 5,
      reshow_time: 7_200,
      created_at: '2026-05-01T10:00:00Z',
    };
    const collections = [
      { id: 5, title: 'وصل حديثاً' },
      { id: 6, title: 'العروض' },
    ];
    const html = renderToStaticMarkup(h(PopupForm, { popup, collections }));

    expect(tag(html, 'popup-title')).toContain('value="عروض الجمعة"');
    expect(inner(html, 'textarea', 'popup-description')).toBe('خصم على كل شيء');
    expect(tag(html, 'popup-image')).toContain('value="/media/popups/friday.webp"');
    expect(tag(html, 'popup-button')).toContain('value="تسوق الآن"');
    expect(tag(html, 'popup-button-link')).toContain('value="/survey/quiz"');
    expect(selected(inner(html, 'select', 'popup-collection'), '6')).toBe(true);
    expect(tag(html, 'popup-show')).toContain('value="5"');
    expect(html).toMatch(/<input aria-label="المدة"[^>]* value="2"\/>/);
    expect(html).toMatch(/<select aria-label="الوحدة"[^>]*>.*?<option value="3600" selected="">ساعات<\/option>/);
    expect(box(html, 'صورة')).toContain('checked=""');
    expect(box(html, 'نص')).not.toContain('checked');
    expect(box(html, 'مفعّلة \\(تظهر للزبائن\\)')).toContain('checked=""');
    expect(box(html, 'تُغلق بالنقر خارجها')).not.toContain('checked');
  });

  it('RuleForm: the step, the title, the order, the price cap, the reason and the switches', () => {
    const rule: AdminQuizRule = {
      id: 9,
      step: 'toner',
      title: 'تونر البشرة الدهنية',
      conditions: { skin_type: ['oily'] },
      categories: ['toners'],
      product_types: [],
      ingredients: [],
      tags: [],
      avoid_ingredients: [],
      avoid_tags: [],
      must_match: true,
      max_price: 30_000,
      reason: 'يضبط لمعان البشرة',
      position: 20,
      active: false,
      updated_at: '2026-05-01T10:00:00Z',
    };
    const options = { categories: [], product_types: [], ingredients: [], tags: [] };
    const html = renderToStaticMarkup(h(RuleForm, { rule, questions: [], options, onDone: () => {} }));

    expect(selected(inner(html, 'select', 'quiz-r-9-step'), 'toner')).toBe(true);
    expect(tag(html, 'quiz-r-9-title')).toContain('value="تونر البشرة الدهنية"');
    expect(tag(html, 'quiz-r-9-position')).toContain('value="20"');
    expect(tag(html, 'quiz-r-9-max')).toContain('value="30000"');
    expect(inner(html, 'textarea', 'quiz-r-9-reason')).toBe('يضبط لمعان البشرة');
    expect(box(html, 'فقط منتجات فيها مكوّن أو ميزة مفضلة')).toContain('checked=""');
    expect(box(html, 'القاعدة مفعّلة')).not.toContain('checked');
  });

  it('CodeForm: the code, its kind and numbers, its dates and limits, and the first-order switch', () => {
    const code: AdminCode = {
      id: 11,
      code: 'SUMMER15',
      description: 'خصم الصيف',
      kind: 'percentage',
      value: 15,
      min_subtotal: 25_000,
      max_discount: 10_000,
      starts_on: '2026-06-01',
      ends_on: '2026-06-30',
      starts_at: '2026-05-31T21:00:00Z',
      ends_at: '2026-06-30T21:00:00Z',
      usage_limit: 100,
      per_customer_limit: 1,
      first_order_only: true,
      brand_ids: [],
      category_ids: [],
      product_ids: [],
      targets: { brands: [], categories: [], products: [] },
      active: true,
      state: 'active',
      used_count: 0,
      discount_total: 0,
      created_at: '2026-05-01T10:00:00Z',
    };
    const html = renderToStaticMarkup(h(CodeForm, { code, brands: [], categories: [] }));

    expect(tag(html, 'code-code')).toContain('value="SUMMER15"');
    expect(selected(inner(html, 'select', 'code-kind'), 'percentage')).toBe(true);
    expect(tag(html, 'code-value')).toContain('value="15"');
    expect(tag(html, 'code-max_discount')).toContain('value="10000"');
    expect(inner(html, 'textarea', 'code-description')).toBe('خصم الصيف');
    expect(tag(html, 'code-min_subtotal')).toContain('value="25000"');
    // The desk's date field: the day, the month and the year chosen, and the day the form sends.
    expect(tag(html, 'code-starts_on-value')).toContain('value="2026-06-01"');
    expect(selected(inner(html, 'select', 'code-starts_on'), '1')).toBe(true);
    expect(html).toContain('<option value="6" selected="">حزيران (6)</option>');
    expect(tag(html, 'code-ends_on-value')).toContain('value="2026-06-30"');
    expect(selected(inner(html, 'select', 'code-ends_on'), '30')).toBe(true);
    expect(tag(html, 'code-usage_limit')).toContain('value="100"');
    expect(tag(html, 'code-per_customer_limit')).toContain('value="1"');
    expect(box(html, 'للطلب الأول فقط')).toContain('checked=""');
  });
});
