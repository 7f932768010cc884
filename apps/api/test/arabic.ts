import { expect } from 'vitest';

const ARABIC = /[\u0600-\u06FF]/;

/** A failure a person can read: a JSON body whose message is Arabic, never a stack trace. */
export function expectArabicError(response: { statusCode: number; body: string }, status?: number): void {
  if (status !== undefined) expect(response.statusCode).toBe(status);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const body = JSON.parse(response.body) as { message?: string; stack?: unknown };
  expect(body.message).toMatch(ARABIC);
  expect(body.stack).toBeUndefined();
  expect(response.body).not.toMatch(/at .*\.ts:\d+/);
}
