import { describe, expect, it } from 'vitest';
import { ensureLocalPreferences } from './preferences';
import { memoryStorage } from './storage';

describe('local preferences', () => {
  it('start as Arabic with no display choices', () => {
    const storage = memoryStorage();
    ensureLocalPreferences(storage);
    expect(storage.getItem('wb_language')).toBe('ar');
    expect(storage.getItem('wb_preferences')).toBe('{}');
  });

  it('keep what the device already has', () => {
    const storage = memoryStorage();
    storage.setItem('wb_language', 'ar');
    storage.setItem('wb_preferences', '{"compact":true}');
    ensureLocalPreferences(storage);
    expect(storage.getItem('wb_preferences')).toBe('{"compact":true}');
  });

  it('replace preferences that are not readable', () => {
    const storage = memoryStorage();
    storage.setItem('wb_preferences', '{broken');
    ensureLocalPreferences(storage);
    expect(storage.getItem('wb_preferences')).toBe('{}');
  });
});
