import { describe, expect, it } from 'vitest';
import { secondsLeft } from './useCountdown';

describe('the resend countdown', () => {
  it('shows whole seconds, rounded up, and stops at zero', () => {
    const deadline = 1_000_000 + 60_000;
    expect(secondsLeft(deadline, 1_000_000)).toBe(60);
    expect(secondsLeft(deadline, 1_000_001)).toBe(60);
    expect(secondsLeft(deadline, deadline - 1)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 5_000)).toBe(0);
  });
});
