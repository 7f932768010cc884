import { auth, catalog, messages } from '@wb/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, ApiError, apiCall, fillPath, toQueryString } from './api';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('apiCall on the server', () => {
  it('calls API_URL with the app key, Arabic and a JSON body', async () => {
    vi.stubEnv('API_URL', 'http://api.test:4000/');
    vi.stubEnv('APP_KEY', 'web-key');
    const fetchMock = vi.fn(async () => jsonResponse(200, { data: [], page: 1, limit: 20, total: 0, total_pages: 0 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiCall(catalog.searchRoute, { body: { keyword: 'شامبو', page: 2 } }, { revalidate: 30 });
    expect(result.total).toBe(0);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit & { next?: unknown }];
    expect(url).toBe('http://api.test:4000/api/v2/app/search');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'X-App-Key': 'web-key', 'Accept-Language': 'ar' });
    expect(JSON.parse(String(init.body))).toEqual({ keyword: 'شامبو', page: 2 });
    expect(init.cache).toBe('force-cache');
    expect(init.next).toEqual({ revalidate: 30 });
  });

  it('sends a multipart route as form fields, and extra headers as given', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { message: messages.otpSent }));
    vi.stubGlobal('fetch', fetchMock);
    await apiCall(auth.loginRoute, { body: { mobile: '07701000001' } }, { headers: { 'Authorization-Jwt': 'jwt t' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('mobile')).toBe('07701000001');
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).toMatchObject({ 'Authorization-Jwt': 'jwt t' });
  });

  it('fills path parameters and writes the query string', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await apiCall(catalog.collectionProductsRoute, { params: { id: 7 }, query: { page: 3 } });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/v2\/app\/collections\/7\?page=3$/);
  });

  it("turns a failure into an ApiError with the server's message and body", async () => {
    const body = { message: messages.productNotFound };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, body)),
    );
    const error = await apiCall(catalog.productDetailsRoute, { query: { product_id: 9 } }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: messages.productNotFound, body });
  });

  it('exposes the stable code and the wait the server asked for, without reading the message', async () => {
    const body = { message: 'يمكنك طلب رمز جديد بعد 42 ثانية.', code: 'otp.resend_too_soon' };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(body), {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '37' },
          }),
      ),
    );
    const error = await apiCall(auth.loginRoute, { body: { mobile: '07701000001' } }).catch((caught) => caught);
    expect(error).toMatchObject({ status: 429, code: 'otp.resend_too_soon', retryAfter: 37 });
  });

  it('has no code for a body without a known one, and no wait without Retry-After', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { message: 'x', code: 'not.a.code' })),
    );
    const error = await apiCall(catalog.productDetailsRoute, { query: { product_id: 9 } }).catch((caught) => caught);
    expect(error).toMatchObject({ status: 500, code: null, retryAfter: null });
  });

  it('uses the spec network-error text when no answer comes back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const error = await apiCall(catalog.searchRoute, { body: { keyword: 'x' } }).catch((caught) => caught);
    expect(error).toMatchObject({ status: 0, message: 'خطأ في الاتصال بالخادم. تحقق من اتصالك بالإنترنت.' });
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('gives up after 30 seconds with the network-error text', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = apiCall(catalog.searchRoute, { body: { keyword: 'x' } }).catch((caught) => caught);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0, message: messages.networkError });
  });

  it("passes the caller's own abort through untouched", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = apiCall(catalog.searchRoute, { body: { keyword: 'x' } }, { signal: controller.signal }).catch(
      (caught) => caught,
    );
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });
});

describe('URL helpers', () => {
  it('writes bracket query strings and leaves empty values out', () => {
    expect(toQueryString({ page: 2, empty: '', none: undefined, items: [{ a: 1 }] })).toBe(
      '?page=2&items%5B0%5D%5Ba%5D=1',
    );
    expect(toQueryString({})).toBe('');
  });

  it('refuses a missing path parameter', () => {
    expect(() => fillPath('/app/collections/{id}', {})).toThrow(/id/);
  });
});

describe('errorMessage', () => {
  it("prefers the server's message, then the network text, then the context's message", async () => {
    const { errorMessage } = await import('./api');
    expect(errorMessage(new ApiError(422, 'x', { message: 'رسالة الخادم' }), 'حدث خطأ أثناء البحث')).toBe(
      'رسالة الخادم',
    );
    expect(errorMessage(new ApiError(0, messages.networkError), 'حدث خطأ أثناء البحث')).toBe(messages.networkError);
    expect(errorMessage(new ApiError(502, messages.serverError, undefined), 'حدث خطأ أثناء البحث')).toBe(
      'حدث خطأ أثناء البحث',
    );
  });
});
