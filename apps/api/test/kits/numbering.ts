import type { TestStore } from '../harness';

/**
 * Numbers handed out per test store (0, 1, 2, …): "a variant no other test of the file uses", "a crowd of its own".
 * Counted per store, not per module, so they start again with each file's database whether or not test files share a
 * process (vitest's `isolate: false`): a count carried over from another file would walk past the catalogue's end or
 * onto a variant whose compare-at price forbids the price a test sets.
 */
export function numberedPerStore(): (store: TestStore) => number {
  const next = new WeakMap<TestStore, number>();
  return (store) => {
    const number = next.get(store) ?? 0;
    next.set(store, number + 1);
    return number;
  };
}
