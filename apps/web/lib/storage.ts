/**
 * The storage and clock the client stores are built on, injectable so the stores can be unit tested without a DOM
 * (Vitest fake timers drive `Date.now`, an in-memory map stands in for `sessionStorage` / `localStorage`).
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

/**
 * `localStorage` or `sessionStorage` when the browser allows it; otherwise (server rendering, storage disabled,
 * Safari private mode quota) an in-memory map, so a store never throws because of where it runs. Writes that fail
 * (quota) are dropped: every store here is a cache or a preference, never the only copy of anything.
 */
export function browserStorage(kind: 'local' | 'session'): KeyValueStorage {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (!storage) return memoryStorage();
    const probe = '__wb_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        try {
          storage.setItem(key, value);
        } catch {
          // Quota exceeded: a cache entry is not worth an error.
        }
      },
      removeItem: (key) => storage.removeItem(key),
    };
  } catch {
    return memoryStorage();
  }
}

/** Parses JSON written by this app; anything unreadable (an older shape, a hand edit) counts as absent. */
export function readJson<T>(storage: KeyValueStorage, key: string): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    storage.removeItem(key);
    return undefined;
  }
}
