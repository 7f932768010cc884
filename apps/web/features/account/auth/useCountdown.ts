import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (rounded up, so "1" shows until the very end). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** A countdown that stays right when the tab sleeps: it keeps a deadline, not a counter. */
export function useCountdown(initialSeconds: number): [number, (seconds: number) => void] {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      const seconds = secondsLeft(deadline, Date.now());
      setLeft(seconds);
      if (seconds === 0) window.clearInterval(timer);
    };
    timer = window.setInterval(tick, 250);
    tick();
    return () => window.clearInterval(timer);
  }, [deadline]);
  const restart = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return [left, restart];
}
