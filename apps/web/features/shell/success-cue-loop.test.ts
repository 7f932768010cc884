import { describe, expect, it } from 'vitest';
import { CUE_FINAL_FRAME, CUE_FPS, CUE_FRAMES } from './success-cue-frames';
import { type FrameScheduler, playCue } from './success-cue-loop';

/** A stand-in for requestAnimationFrame: `step(now)` runs the callbacks waiting for the next frame. */
function fakeFrames() {
  let nextHandle = 1;
  const waiting = new Map<number, (now: number) => void>();
  const scheduler: FrameScheduler = {
    request(callback) {
      waiting.set(nextHandle, callback);
      return nextHandle++;
    },
    cancel(handle) {
      waiting.delete(handle);
    },
  };
  const step = (now: number) => {
    const callbacks = [...waiting.values()];
    waiting.clear();
    for (const callback of callbacks) callback(now);
  };
  return { scheduler, step, waiting: () => waiting.size };
}

const frameMs = 1000 / CUE_FPS;
/** A timestamp in the middle of frame `n` of a loop that started at `start`. */
const at = (start: number, n: number) => start + (n + 0.5) * frameMs;

describe('playing the success cue', () => {
  it('draws frame 0 at once, then the frames the clock reaches, each once', () => {
    const frames = fakeFrames();
    const drawn: number[] = [];
    playCue((index) => drawn.push(index), { reducedMotion: false, scheduler: frames.scheduler });
    expect(drawn).toEqual([0]);
    frames.step(5000); // the loop's clock starts at the first animation frame
    frames.step(at(5000, 0)); // a faster screen: still frame 0, not drawn again
    frames.step(at(5000, 1));
    frames.step(at(5000, 4)); // a busy phone dropped frames 2 and 3
    expect(drawn).toEqual([0, 1, 4]);
    expect(frames.waiting()).toBe(1);
  });

  it('loops: after frame 117 comes frame 0 again', () => {
    const frames = fakeFrames();
    const drawn: number[] = [];
    playCue((index) => drawn.push(index), { reducedMotion: false, scheduler: frames.scheduler });
    frames.step(0);
    for (let n = 1; n <= CUE_FRAMES + 2; n++) frames.step(at(0, n));
    expect(drawn.slice(0, CUE_FRAMES)).toEqual(Array.from({ length: CUE_FRAMES }, (_, i) => i));
    expect(drawn.slice(CUE_FRAMES)).toEqual([0, 1, 2]);
  });

  it('shows only the still final frame under reduced motion', () => {
    const frames = fakeFrames();
    const drawn: number[] = [];
    const stop = playCue((index) => drawn.push(index), { reducedMotion: true, scheduler: frames.scheduler });
    expect(drawn).toEqual([CUE_FINAL_FRAME]);
    expect(frames.waiting()).toBe(0);
    stop();
    expect(drawn).toEqual([CUE_FINAL_FRAME]);
  });

  it('leaves no animation frame waiting once stopped', () => {
    const frames = fakeFrames();
    const drawn: number[] = [];
    const stop = playCue((index) => drawn.push(index), { reducedMotion: false, scheduler: frames.scheduler });
    frames.step(0);
    frames.step(at(0, 3));
    stop();
    expect(frames.waiting()).toBe(0);
    frames.step(at(0, 10));
    expect(drawn).toEqual([0, 3]);
  });

  it('draws nothing more if a frame already handed out runs after the stop', () => {
    const drawn: number[] = [];
    let late: ((now: number) => void) | undefined;
    // A scheduler that cannot take a callback back (as when a frame's callbacks were already collected).
    const scheduler: FrameScheduler = {
      request: (callback) => {
        late = callback;
        return 1;
      },
      cancel: () => {},
    };
    const stop = playCue((index) => drawn.push(index), { reducedMotion: false, scheduler });
    stop();
    expect(late).toBeDefined();
    late?.(at(0, 5));
    expect(drawn).toEqual([0]);
  });
});
