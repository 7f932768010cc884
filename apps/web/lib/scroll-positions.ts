import { type Clock, type KeyValueStorage, memoryStorage, readJson, systemClock } from './storage';

/**
 * Spec §2/§4/§9: scroll positions remembered per page (search results, brand pages), expiring after 30 minutes,
 * expired ones purged every 5 minutes, all cleared on a page reload.
 *
 * Kept in `sessionStorage` (per tab) so a position survives a full-page navigation and the way back; a reload
 * clears them, as the spec says, through `onPageLoad('reload')`.
 */
export const SCROLL_POSITION_TTL_MS = 1_800_000;
export const SCROLL_PURGE_INTERVAL_MS = 300_000;
const STORAGE_KEY = 'wb_scroll_positions';

interface SavedPosition {
  y: number;
  savedAt: number;
}

export interface Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface ScrollPositionStoreOptions {
  storage?: KeyValueStorage;
  clock?: Clock;
  timers?: Timers;
  ttlMs?: number;
  purgeIntervalMs?: number;
}

/** The navigation types of the Navigation Timing API (`performance.getEntriesByType('navigation')[0].type`). */
export type NavigationType = 'navigate' | 'reload' | 'back_forward' | 'prerender';

export interface ScrollPositionStore {
  save(key: string, y: number): void;
  /** The remembered position of a page, or undefined when there is none or it has expired. */
  get(key: string): number | undefined;
  remove(key: string): void;
  /** Drops expired positions; returns how many were dropped. */
  purgeExpired(): number;
  clear(): void;
  /** Starts the periodic purge; returns the function that stops it. Starting twice keeps one timer. */
  startPurging(): () => void;
  /** Called once when the document loads: a reload clears every position. */
  onPageLoad(type: NavigationType): void;
}

export function createScrollPositionStore(options: ScrollPositionStoreOptions = {}): ScrollPositionStore {
  const storage = options.storage ?? memoryStorage();
  const clock = options.clock ?? systemClock;
  const timers: Timers = options.timers ?? {
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  };
  const ttl = options.ttlMs ?? SCROLL_POSITION_TTL_MS;
  const purgeInterval = options.purgeIntervalMs ?? SCROLL_PURGE_INTERVAL_MS;
  let timer: unknown;

  const read = () => readJson<Record<string, SavedPosition>>(storage, STORAGE_KEY) ?? {};
  const write = (positions: Record<string, SavedPosition>) => {
    if (Object.keys(positions).length === 0) storage.removeItem(STORAGE_KEY);
    else storage.setItem(STORAGE_KEY, JSON.stringify(positions));
  };
  const expired = (position: SavedPosition) => clock.now() - position.savedAt >= ttl;

  const store: ScrollPositionStore = {
    save(key, y) {
      const positions = read();
      positions[key] = { y: Math.max(0, Math.round(y)), savedAt: clock.now() };
      write(positions);
    },
    get(key) {
      const positions = read();
      const position = positions[key];
      if (!position) return undefined;
      if (expired(position)) {
        delete positions[key];
        write(positions);
        return undefined;
      }
      return position.y;
    },
    remove(key) {
      const positions = read();
      delete positions[key];
      write(positions);
    },
    purgeExpired() {
      const positions = read();
      let dropped = 0;
      for (const [key, position] of Object.entries(positions)) {
        if (expired(position)) {
          delete positions[key];
          dropped++;
        }
      }
      if (dropped > 0) write(positions);
      return dropped;
    },
    clear() {
      storage.removeItem(STORAGE_KEY);
    },
    startPurging() {
      if (timer === undefined) timer = timers.setInterval(() => store.purgeExpired(), purgeInterval);
      return () => {
        if (timer !== undefined) timers.clearInterval(timer);
        timer = undefined;
      };
    },
    onPageLoad(type) {
      if (type === 'reload') store.clear();
    },
  };
  return store;
}
