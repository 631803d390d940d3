import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe';

describe('swipeDirection', () => {
  it.each([
    [-120, 10, 'next'],
    [120, -5, 'previous'],
    [-30, 0, null], // too short: a tap
    [-80, 90, null], // mostly vertical: the page scrolls
  ] as const)('dx %i, dy %i → %s', (dx, dy, direction) => expect(swipeDirection(dx, dy)).toBe(direction));
});
