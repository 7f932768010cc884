import { describe, expect, it } from 'vitest';
import { daysInMonth, joinDay, splitDay, yearChoices } from './desk-day';

describe('the desk date field’s days', () => {
  it('splits a saved day into the three parts and joins them back', () => {
    expect(splitDay('2026-03-05')).toEqual({ day: '5', month: '3', year: '2026' });
    expect(joinDay(splitDay('2026-11-25'))).toBe('2026-11-25');
    expect(splitDay('')).toEqual({ day: '', month: '', year: '' });
    expect(splitDay('05/03/2026')).toEqual({ day: '', month: '', year: '' });
  });

  it('is no day at all while a part is missing', () => {
    expect(joinDay({ day: '5', month: '3', year: '' })).toBe('');
    expect(joinDay({ day: '', month: '3', year: '2026' })).toBe('');
  });

  it('knows how long each month is, February by its year', () => {
    expect(daysInMonth('2', '2028')).toBe(29);
    expect(daysInMonth('2', '2026')).toBe(28);
    expect(daysInMonth('2', '2100')).toBe(28);
    expect(daysInMonth('4', '2026')).toBe(30);
    expect(daysInMonth('12', '2026')).toBe(31);
    expect(daysInMonth('', '')).toBe(31);
  });

  it('offers the years around Baghdad’s, and keeps a saved year outside them', () => {
    // 31 December 2026, 22:00 UTC is already 2027 in Baghdad.
    const now = Date.UTC(2026, 11, 31, 22);
    expect(yearChoices('', now)).toEqual(['2022', '2023', '2024', '2025', '2026', '2027', '2028', '2029']);
    expect(yearChoices('2019', now)[0]).toBe('2019');
  });
});
