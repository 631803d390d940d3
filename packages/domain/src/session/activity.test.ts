import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inactivityCountdown, inactivityPhase, sessionTimings, shouldPing, tracksInactivity } from './activity.js';

describe('sessionTimings', () => {
  it('defaults to one hour minus 30 s and a 150 s warning', () => {
    expect(sessionTimings(undefined)).toEqual({ timeoutMs: 3_570_000, warningMs: 150_000 });
    expect(sessionTimings({})).toEqual({ timeoutMs: 3_570_000, warningMs: 150_000 });
  });
  it('takes userTimeoutMs and userWarningMs overrides, each on its own', () => {
    expect(sessionTimings({ userTimeoutMs: 600_000, userWarningMs: 60_000 })).toEqual({
      timeoutMs: 600_000,
      warningMs: 60_000,
    });
    expect(sessionTimings({ userTimeoutMs: 600_000 })).toEqual({ timeoutMs: 600_000, warningMs: 150_000 });
    expect(sessionTimings({ userWarningMs: 30_000 })).toEqual({ timeoutMs: 3_570_000, warningMs: 30_000 });
  });
});

describe('inactivityPhase', () => {
  const timings = { timeoutMs: 3_570_000, warningMs: 150_000 };
  const cases: [string, number, ReturnType<typeof inactivityPhase>][] = [
    ['just active', 0, { phase: 'active' }],
    ['1 ms before the warning', 3_419_999, { phase: 'active' }],
    ['exactly at the warning lead', 3_420_000, { phase: 'warning', remainingMs: 150_000 }],
    ['in the warning', 3_500_000, { phase: 'warning', remainingMs: 70_000 }],
    ['1 ms before the timeout', 3_569_999, { phase: 'warning', remainingMs: 1 }],
    ['exactly at the timeout', 3_570_000, { phase: 'timedOut' }],
    ['long after the timeout', 10_000_000, { phase: 'timedOut' }],
  ];
  it.each(cases)('%s (%d ms idle)', (_name, idleMs, expected) => {
    expect(inactivityPhase(idleMs, timings)).toEqual(expected);
  });

  it('uses overridden timings', () => {
    const short = { timeoutMs: 60_000, warningMs: 10_000 };
    expect(inactivityPhase(49_999, short)).toEqual({ phase: 'active' });
    expect(inactivityPhase(50_000, short)).toEqual({ phase: 'warning', remainingMs: 10_000 });
    expect(inactivityPhase(60_000, short)).toEqual({ phase: 'timedOut' });
  });

  it('moves only forward: active, then warning, then timed out', () => {
    const order = { active: 0, warning: 1, timedOut: 2 };
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 86_400_000 }),
        fc.integer({ min: 5_000, max: 3_600_000 }),
        fc.nat(100_000_000),
        fc.nat(100_000_000),
        (timeoutMs, warningMs, a, b) => {
          const [earlier, later] = a <= b ? [a, b] : [b, a];
          const first = inactivityPhase(earlier, { timeoutMs, warningMs });
          const second = inactivityPhase(later, { timeoutMs, warningMs });
          expect(order[first.phase]).toBeLessThanOrEqual(order[second.phase]);
          if (second.phase === 'warning') {
            expect(second.remainingMs).toBe(timeoutMs - later);
            expect(second.remainingMs).toBeGreaterThan(0);
            expect(second.remainingMs).toBeLessThanOrEqual(warningMs);
          }
        },
      ),
    );
  });
});

describe('inactivityCountdown', () => {
  const cases: [number, 'minute' | 'second', number][] = [
    [150_000, 'minute', 3],
    [120_000, 'minute', 2],
    [90_000, 'minute', 2],
    [60_001, 'minute', 2],
    [60_000, 'minute', 1],
    [59_999, 'second', 60],
    [30_000, 'second', 30],
    [1_500, 'second', 2],
    [1, 'second', 1],
    [0, 'second', 0],
    [-500, 'second', 0],
  ];
  it.each(cases)('%d ms left → %s × %d', (remainingMs, unit, count) => {
    expect(inactivityCountdown(remainingMs)).toEqual({ unit, count });
  });
});

describe('shouldPing', () => {
  const cases: [number, boolean, boolean][] = [
    [120_001, true, true],
    [600_000, true, true],
    [120_000, true, false],
    [1_000, true, false],
    [120_001, false, false],
    [600_000, false, false],
  ];
  it.each(cases)('%d ms since last ping, visible %s → %s', (since, visible, expected) => {
    expect(shouldPing(since, visible)).toBe(expected);
  });
});

describe('tracksInactivity', () => {
  it('exempts okta single sign-on and tracks local logins', () => {
    expect(tracksInactivity('okta')).toBe(false);
    expect(tracksInactivity('local')).toBe(true);
  });
});
