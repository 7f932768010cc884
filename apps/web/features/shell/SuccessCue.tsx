'use client';

import { type ComponentType, useEffect, useSyncExternalStore } from 'react';
import { type LazyModule, lazyModule } from './lazy-module';

/**
 * The animation is not in any page's first-load JavaScript: this import is the only path to it, and it runs only
 * when a success toast mounts.
 */
const successCueAnimation = lazyModule(() =>
  import('./SuccessCueAnimation').then((module) => module.SuccessCueAnimation),
);

/** The success toast's cue (spec §4). */
export function SuccessCue() {
  return <SuccessCueSlot animation={successCueAnimation} />;
}

/**
 * A blank 20×20 square until the animation's chunk has arrived, then the animation in the same box, so the toast
 * does not move when it appears. The first success toast asks for the chunk; later ones share that fetch. Both are
 * `aria-hidden`: the toast's text is the message.
 */
export function SuccessCueSlot({ animation }: { animation: LazyModule<ComponentType> }) {
  // The server snapshot is the client's own: toasts are never rendered on the server (the queue is empty there).
  const Animation = useSyncExternalStore(animation.subscribe, animation.current, animation.current);
  useEffect(() => {
    // A failed fetch (offline) leaves the blank square; the next success toast tries again.
    if (!Animation) animation.load().catch(() => {});
  }, [Animation, animation]);
  return Animation ? (
    <Animation />
  ) : (
    <span data-cue-placeholder="" aria-hidden="true" className="block size-5 shrink-0" />
  );
}
