/**
 * The success cue's animation (spec §4): 118 frames, looping, in a 20-unit square. A pink disc pops in, a white
 * check mark draws itself inside it, and a burst of confetti flies out and fades; the last frames hold the still
 * check until the loop starts again. Each frame is a pure function of its index, so the player only has to pick
 * the index from the clock, and a shopper who asked for reduced motion gets the last frame alone.
 */

/** The spec's frame count: one loop is frames 0..117. */
export const CUE_FRAMES = 118;
/** Played at 60 frames a second: one loop is ~1.97 s, so a 3 s toast shows the burst once and starts it again. */
export const CUE_FPS = 60;
/** The still check mark, confetti gone: what reduced motion shows. */
export const CUE_FINAL_FRAME = CUE_FRAMES - 1;
/** The square the cue is drawn in (its viewBox), centred on (10, 10). */
export const CUE_SIZE = 20;

/** The disc's radius; the check mark is drawn for it (`CHECK_PATH`), in coordinates around the centre. */
export const DISC_RADIUS = 5.5;
export const CHECK_PATH = 'M-2.7 0.1L-0.8 2L2.9-1.9';

export type ConfettiShape = 'strip' | 'dot';

export interface ConfettiPiece {
  shape: ConfettiShape;
  /** A Tailwind fill class of the brand palette (globals.css `@theme`), so a palette change reaches the cue. */
  colour: string;
  /** Direction of flight, degrees clockwise from pointing right (SVG's y axis points down). */
  angle: number;
  /** How far from the centre the piece lands (before falling). Diagonal pieces have the corners' extra room. */
  reach: number;
  /** The frame the piece sets off. */
  start: number;
  /** Turns over the flight; the sign is the direction. */
  turns: number;
}

const LIGHT = 'fill-brand-300';
const MID = 'fill-brand-500';
const DARK = 'fill-brand-800';

/** Ten pieces, spread around the disc with small irregularities so the burst does not look like a clock face. */
export const CONFETTI: readonly ConfettiPiece[] = [
  { shape: 'strip', colour: MID, angle: -95, reach: 8.4, start: 10, turns: 0.75 },
  { shape: 'dot', colour: LIGHT, angle: -55, reach: 10.4, start: 12, turns: 0 },
  { shape: 'strip', colour: DARK, angle: -20, reach: 8.3, start: 11, turns: -1 },
  { shape: 'dot', colour: MID, angle: 20, reach: 8.2, start: 13, turns: 0 },
  { shape: 'strip', colour: LIGHT, angle: 50, reach: 9.6, start: 10, turns: 1.25 },
  { shape: 'dot', colour: DARK, angle: 95, reach: 7.4, start: 12, turns: 0 },
  { shape: 'strip', colour: MID, angle: 135, reach: 10, start: 11, turns: -0.75 },
  { shape: 'dot', colour: LIGHT, angle: 165, reach: 8.3, start: 13, turns: 0 },
  { shape: 'strip', colour: DARK, angle: 200, reach: 8.4, start: 10, turns: 1 },
  { shape: 'dot', colour: MID, angle: 235, reach: 10.2, start: 12, turns: 0 },
];

/** Where pieces set off: under the disc's edge, so they seem to burst out of it (the disc is drawn over them). */
const CONFETTI_FROM = 4;
/** Frames a piece flies; the burst is over by frame 13 + 46 = 59, and the check stands still after it. */
const CONFETTI_FLIGHT = 46;
/** How far a piece has fallen by the end of its flight (downwards, in units). */
const CONFETTI_FALL = 1.2;
/** The share of the flight after which a piece starts to fade. */
const CONFETTI_FADE_FROM = 0.5;

export interface PieceState {
  x: number;
  y: number;
  /** Degrees. */
  rotate: number;
  opacity: number;
}

export interface CueFrame {
  /** The disc and its check mark, scaled together around the centre. */
  discScale: number;
  /** How much of the check mark's stroke is drawn, 0..1. */
  checkDrawn: number;
  /** One per `CONFETTI` piece, in its order; offsets from the centre. */
  pieces: PieceState[];
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
/** Progress of `frame` through the span [from, from + length), 0..1. */
const progress = (frame: number, from: number, length: number) => clamp01((frame - from) / length);
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;
const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2);
/** Overshoots a little before settling: the disc's pop. */
const easeOutBack = (t: number) => {
  const c = 1.7;
  return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2;
};

/** The index of the frame `elapsedMs` after the loop started, wrapping after the last one. */
export function frameIndexAt(elapsedMs: number, fps = CUE_FPS): number {
  const frame = Math.floor((Math.max(0, elapsedMs) * fps) / 1000);
  return frame % CUE_FRAMES;
}

/**
 * Frame `index` (wrapped into 0..117). The disc starts at 60% rather than from nothing, so the jump when the loop
 * starts again reads as a pulse, not as the cue vanishing.
 */
export function cueFrame(index: number): CueFrame {
  const frame = ((Math.floor(index) % CUE_FRAMES) + CUE_FRAMES) % CUE_FRAMES;
  const discScale = 0.6 + 0.4 * easeOutBack(progress(frame, 0, 14));
  const checkDrawn = easeInOutCubic(progress(frame, 6, 18));
  const pieces = CONFETTI.map((piece): PieceState => {
    const t = progress(frame, piece.start, CONFETTI_FLIGHT);
    const flown = t >= 1 || frame < piece.start ? 0 : 1;
    const radius = CONFETTI_FROM + (piece.reach - CONFETTI_FROM) * easeOutCubic(t);
    const radians = (piece.angle * Math.PI) / 180;
    return {
      x: radius * Math.cos(radians),
      y: radius * Math.sin(radians) + CONFETTI_FALL * t * t,
      rotate: piece.angle + piece.turns * 360 * t,
      opacity: flown * (1 - progress(t, CONFETTI_FADE_FROM, 1 - CONFETTI_FADE_FROM)),
    };
  });
  return { discScale, checkDrawn, pieces };
}

/** Two decimals: enough at 20 px (even at 4× pixel density), and short attribute values to write each frame. */
const num = (value: number) => String(Math.round(value * 100) / 100);

export interface CueAttributes {
  disc: { transform: string };
  check: { 'stroke-dashoffset': string };
  pieces: Array<{ transform: string; opacity: string }>;
}

/**
 * A frame as SVG attribute values. The check is drawn with `pathLength="1"` and `stroke-dasharray="1 2"`: an offset
 * of 1 hides it all (the gap covers the whole path, so no round cap shows as a dot), 0 shows it all.
 */
export function cueAttributes(frame: CueFrame): CueAttributes {
  return {
    disc: { transform: `translate(10 10) scale(${num(frame.discScale)})` },
    check: { 'stroke-dashoffset': num(1 - frame.checkDrawn) },
    pieces: frame.pieces.map((piece) => ({
      transform: `translate(${num(10 + piece.x)} ${num(10 + piece.y)}) rotate(${num(piece.rotate)})`,
      opacity: num(piece.opacity),
    })),
  };
}
