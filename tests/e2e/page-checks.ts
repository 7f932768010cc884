import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Checks the browser tests share: accessibility as axe sees it, and the header's cart badge. */

/** No serious or critical axe violation on the page as it stands (an open dialog included). */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The header's badge: the units in the cart, or null when it shows none. */
export const cartBadge = (page: Page) =>
  page
    .locator('nav[aria-label="الحساب"] [data-cart-count]')
    .getAttribute('data-cart-count', { timeout: 1000 })
    .catch(() => null);
