import type { Popup } from '@wb/contract';

let nextId = 1;

/** A valid text popup for the homepage, shown at once, closable; tests override what they are about. */
export function testPopup(overrides: Partial<Popup> = {}): Popup {
  return {
    id: nextId++,
    title: 'عرض',
    description: 'وصف العرض',
    pages: ['homepage'],
    status: true,
    collection_id: null,
    content_type: 'text',
    image_path: null,
    button_text: null,
    closeable: '1',
    show_time: 0,
    reshow_time: 0,
    button_link: null,
    ...overrides,
  };
}
