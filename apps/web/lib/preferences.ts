import type { KeyValueStorage } from './storage';

/**
 * Spec §3 local preferences: `wb_language` (the store's language, 'ar') and `wb_preferences` (a JSON object of the
 * shopper's display choices; none are defined yet, so it starts empty). Written once when absent, never overwritten:
 * they belong to the device, not to the session, and outlive a logout.
 */
export const LANGUAGE_KEY = 'wb_language';
export const PREFERENCES_KEY = 'wb_preferences';

export function ensureLocalPreferences(storage: KeyValueStorage): void {
  if (storage.getItem(LANGUAGE_KEY) === null) storage.setItem(LANGUAGE_KEY, 'ar');
  const preferences = storage.getItem(PREFERENCES_KEY);
  let valid = false;
  try {
    const parsed: unknown = preferences === null ? null : JSON.parse(preferences);
    valid = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    valid = false;
  }
  if (!valid) storage.setItem(PREFERENCES_KEY, '{}');
}
