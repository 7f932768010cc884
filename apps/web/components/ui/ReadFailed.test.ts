import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { ReadFailed } from './ReadFailed';

const forbidden = { title: 'هذه الصفحة لمدير المتجر فقط', description: 'اطلب من المدير' };
const render = (error: unknown, extra: Record<string, unknown> = {}) =>
  renderToStaticMarkup(createElement(ReadFailed, { error, forbidden, title: 'تعذر تحميل البيانات', ...extra }));

describe('the one read-failure component', () => {
  it('tells an account a page is not for it by the code auth.forbidden, and offers no retry', () => {
    const html = render(new ApiError(403, 'ممنوع', { message: 'ممنوع', code: 'auth.forbidden' }), {
      retryHref: '/admin',
    });
    expect(html).toContain(forbidden.title);
    expect(html).not.toContain('إعادة المحاولة');
  });

  it("says the API's words and offers another try for any other failure, whatever its status", () => {
    const html = render(new ApiError(403, 'الحساب موقوف', { message: 'الحساب موقوف', code: 'account.blocked' }), {
      retryHref: '/admin',
    });
    expect(html).not.toContain(forbidden.title);
    expect(html).toContain('الحساب موقوف');
    expect(html).toContain('href="/admin"');
  });

  it('falls back to the words it is given when the API gave none', () => {
    expect(render(new ApiError(503, '', null), { fallback: 'حدث خطأ أثناء التحميل.' })).toContain(
      'حدث خطأ أثناء التحميل.',
    );
  });
});
