'use client';

import { useLayoutEffect, useRef } from 'react';
import { CHECK_PATH, CONFETTI, CUE_SIZE, cueAttributes, cueFrame, DISC_RADIUS } from './success-cue-frames';
import { playCue } from './success-cue-loop';

/**
 * The animated success cue (spec §4), in a chunk of its own that `SuccessCue` fetches the first time a success toast
 * shows. React renders the shapes once; each frame then writes a few attributes straight to them, so the loop does
 * not re-render React sixty times a second on a cheap phone while the page is busy with what the shopper just did.
 * `data-success-cue` marks the animated SVG (the browser test looks for it, and for this chunk by it).
 */
export function SuccessCueAnimation() {
  const svgRef = useRef<SVGSVGElement>(null);

  // A layout effect: the first frame is written before the browser paints the new toast.
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const disc = svg.querySelector('[data-cue-disc]');
    const check = svg.querySelector('[data-cue-check]');
    const pieces = Array.from(svg.querySelectorAll('[data-cue-piece]'));
    const draw = (index: number) => {
      const attributes = cueAttributes(cueFrame(index));
      setAttributes(disc, attributes.disc);
      setAttributes(check, attributes.check);
      attributes.pieces.forEach((piece, i) => {
        setAttributes(pieces[i], piece);
      });
    };
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // The returned stop cancels the pending animation frame when the toast unmounts.
    return playCue(draw, {
      reducedMotion,
      scheduler: {
        request: (callback) => window.requestAnimationFrame(callback),
        cancel: (handle) => window.cancelAnimationFrame(handle),
      },
    });
  }, []);

  return (
    <svg
      ref={svgRef}
      data-success-cue=""
      viewBox={`0 0 ${CUE_SIZE} ${CUE_SIZE}`}
      width={CUE_SIZE}
      height={CUE_SIZE}
      aria-hidden="true"
      focusable="false"
      className="block shrink-0"
    >
      {CONFETTI.map((piece) =>
        piece.shape === 'dot' ? (
          <circle key={piece.angle} data-cue-piece="" r="0.7" className={piece.colour} opacity="0" />
        ) : (
          <rect
            key={piece.angle}
            data-cue-piece=""
            x="-0.95"
            y="-0.45"
            width="1.9"
            height="0.9"
            rx="0.25"
            className={piece.colour}
            opacity="0"
          />
        ),
      )}
      {/* Drawn over the confetti, which seems to burst out from behind it. */}
      <g data-cue-disc="">
        <circle r={DISC_RADIUS} className="fill-brand-600" />
        <path
          data-cue-check=""
          d={CHECK_PATH}
          pathLength={1}
          fill="none"
          stroke="white"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeDasharray="1 2"
          strokeDashoffset="1"
        />
      </g>
    </svg>
  );
}

function setAttributes(element: Element | null | undefined, attributes: Record<string, string>) {
  if (!element) return;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}
