/**
 * A module fetched on first use (a dynamic `import()`), with a snapshot React can subscribe to: `current()` is
 * undefined until it has arrived. Every caller shares one fetch; a failed fetch (offline) is forgotten, so the next
 * caller tries again.
 */
export interface LazyModule<T> {
  load(): Promise<T>;
  current(): T | undefined;
  subscribe(listener: () => void): () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
