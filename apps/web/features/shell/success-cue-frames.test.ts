import { describe, expect, it } from 'vitest';
import {
  CONFETTI,
  CUE_FINAL_FRAME,
  CUE_FPS,
  CUE_FRAMES,
  CUE_SIZE,
  cueAttributes,
  cueFrame,
  DISC_RADIUS,
  frameIndexAt,
} from './success-cue-frames';

/** The middle of frame `n` in milliseconds: clear of rounding at the frames' edges. */
const msAt = (n: number) => ((n + 0.5) * 1000) / CUE_FPS;
const allFrames = Array.from({ length: CUE_FRAMES }, (_, index) => cueFrame(index));
const distance = (piece: { x: number; y: number }) => Math.hypot(piece.x, piece.y);

describe('the success cue frames', () => {
  it('has the spec’s 118 frames in a 20-unit square', () => {
    expect(CUE_FRAMES).toBe(118);
    expect(CUE_FINAL_FRAME).toBe(117);
    expect(CUE_SIZE).toBe(20);
  });

  it('picks frames from the clock and wraps after the last one', () => {
    expect(frameIndexAt(0)).toBe(0);
    expect(frameIndexAt(msAt(1))).toBe(1);
    expect(frameIndexAt(msAt(117))).toBe(117);
    expect(frameIndexAt(msAt(118))).toBe(0);
    expect(frameIndexAt(msAt(2 * 118 + 5))).toBe(5);
    expect(frameIndexAt(-50)).toBe(0);
    // At 30 frames a second the same time is half as many frames in.
    expect(frameIndexAt(msAt(20), 30)).toBe(10);
  });

  it('wraps frame indexes outside 0..117', () => {
    expect(cueFrame(CUE_FRAMES)).toEqual(cueFrame(0));
    expect(cueFrame(CUE_FRAMES + 40)).toEqual(cueFrame(40));
    expect(cueFrame(-1)).toEqual(cueFrame(CUE_FINAL_FRAME));
  });

  it('starts with the check undrawn and no confetti', () => {
    const first = cueFrame(0);
    expect(first.checkDrawn).toBe(0);
    expect(first.discScale).toBeCloseTo(0.6);
    expect(first.pieces.map((piece) => piece.opacity)).toEqual(CONFETTI.map(() => 0));
  });

  it('draws the check, then bursts the confetti out and fades it', () => {
    const drawn = allFrames.map((frame) => frame.checkDrawn);
    // The stroke only grows within a loop.
    for (let i = 1; i < drawn.length; i++) expect(drawn[i]).toBeGreaterThanOrEqual(drawn[i - 1] ?? 0);
    expect(cueFrame(15).checkDrawn).toBeGreaterThan(0);
    expect(cueFrame(15).checkDrawn).toBeLessThan(1);
    expect(cueFrame(30).checkDrawn).toBe(1);

    const early = cueFrame(16).pieces;
    const mid = cueFrame(30).pieces;
    const late = cueFrame(50).pieces;
    mid.forEach((piece, i) => {
      expect(piece.opacity).toBe(1);
      expect(distance(piece)).toBeGreaterThan(distance(early[i] ?? piece));
      expect(late[i]?.opacity).toBeLessThan(1);
      expect(late[i]?.opacity).toBeGreaterThan(0);
    });
  });

  it('flies the pieces all round the disc', () => {
    const directions = new Set(cueFrame(40).pieces.map((piece) => `${Math.sign(piece.x)}${Math.sign(piece.y)}`));
    expect(directions).toEqual(new Set(['11', '1-1', '-11', '-1-1']));
    expect(new Set(CONFETTI.map((piece) => piece.colour)).size).toBeGreaterThanOrEqual(3);
  });

  it('keeps every frame inside the square', () => {
    // A strip's half diagonal is under 1.1 units; the disc overshoots its radius by under 10%.
    const room = CUE_SIZE / 2 - 1.1;
    for (const frame of allFrames) {
      expect(DISC_RADIUS * frame.discScale).toBeLessThanOrEqual(CUE_SIZE / 2);
      for (const piece of frame.pieces) {
        expect(Math.abs(piece.x)).toBeLessThanOrEqual(room);
        expect(Math.abs(piece.y)).toBeLessThanOrEqual(room);
      }
    }
  });

  it('ends on a still check mark: the frame reduced motion shows', () => {
    const final = cueFrame(CUE_FINAL_FRAME);
    expect(final.checkDrawn).toBe(1);
    expect(final.discScale).toBeCloseTo(1);
    expect(final.pieces.every((piece) => piece.opacity === 0)).toBe(true);
    // The burst is over well before the loop ends: the last second holds the check still.
    expect(cueFrame(70)).toEqual(final);
  });

  it('writes frames as SVG attributes', () => {
    const first = cueAttributes(cueFrame(0));
    const final = cueAttributes(cueFrame(CUE_FINAL_FRAME));
    expect(first.check['stroke-dashoffset']).toBe('1');
    expect(final.check['stroke-dashoffset']).toBe('0');
    expect(final.disc.transform).toBe('translate(10 10) scale(1)');
    expect(first.disc.transform).toBe('translate(10 10) scale(0.6)');
    const piece = cueAttributes(cueFrame(30)).pieces[0];
    expect(piece?.opacity).toBe('1');
    expect(piece?.transform).toMatch(/^translate\(-?\d+(\.\d{1,2})? -?\d+(\.\d{1,2})?\) rotate\(-?\d+(\.\d{1,2})?\)$/);
    expect(final.pieces).toHaveLength(CONFETTI.length);
  });
});
