import { toWesternDigits } from '@wb/contract/normalize';

export type SearchParams = Record<string, string | string[] | undefined>;

export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function allParams(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A positive integer from the URL (Arabic-Indic digits too), or undefined. */
export function intParam(value: string | string[] | undefined, max = 2_147_483_647): number | undefined {
  const text = firstParam(value);
  if (text === undefined) return undefined;
  const western = toWesternDigits(text.trim()).replace(/[,،٬]/g, '');
  if (!/^\d+$/.test(western)) return undefined;
  const number = Number(western);
  return number >= 0 && number <= max ? number : undefined;
}

/** `?page=` as the API accepts it: 1 … 100,000; anything else is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const page = intParam(value, 100_000);
  return page && page >= 1 ? page : 1;
}

/** Rebuilds a query string from params, changing some; empty values are left out. */
export function withParams(base: string, params: SearchParams, changes: SearchParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...params, ...changes })) {
    for (const item of allParams(value)) if (item !== '') search.append(key, item);
  }
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}
