import { CUE_FINAL_FRAME, CUE_FPS, frameIndexAt } from './success-cue-frames';

/** `requestAnimationFrame` and its cancel, injectable so tests can step the clock. */
export interface FrameScheduler {
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
}

export interface PlayOptions {
  /** `prefers-reduced-motion: reduce`: the still last frame, no loop. */
  reducedMotion: boolean;
  scheduler: FrameScheduler;
  fps?: number;
}

/**
 * Plays the cue's frames in a loop: `draw` gets each new frame index (never the same one twice in a row, so a
 * 120 Hz screen does not write the same attributes twice). Frame 0 is drawn at once, so a caller in a layout
 * effect paints no empty first frame. The clock is the animation frames' own timestamps: frames dropped by a busy
 * phone are skipped, the loop keeps its speed. Returns the stop function, which cancels the pending frame: a toast
 * that goes away leaves no loop running.
 */
export function playCue(draw: (index: number) => void, { reducedMotion, scheduler, fps = CUE_FPS }: PlayOptions) {
  if (reducedMotion) {
    draw(CUE_FINAL_FRAME);
    return () => {};
  }
  let startedAt: number | undefined;
  let shown = 0;
  let handle: number | undefined;
  let stopped = false;
  const tick = (now: number) => {
    if (stopped) return;
    startedAt ??= now;
    const index = frameIndexAt(now - startedAt, fps);
    if (index !== shown) {
      shown = index;
      draw(index);
    }
    handle = scheduler.request(tick);
  };
  draw(0);
  handle = scheduler.request(tick);
  return () => {
    stopped = true;
    if (handle !== undefined) scheduler.cancel(handle);
  };
}
