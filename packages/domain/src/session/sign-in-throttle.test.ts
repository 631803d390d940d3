import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountLockMs,
  failuresInForce,
  normalizeEmail,
  SIGN_IN_FAILURE_MEMORY_MS,
  SIGN_IN_THROTTLE_DEFAULTS,
  type SignInFailures,
  type SignInThrottleSettings,
  signInWaitMs,
  withSignInFailure,
} from './sign-in-throttle.js';

const settings: SignInThrottleSettings = {
  accountFailuresBeforeLock: 5,
  accountLockMs: 30_000,
  accountMaxLockMs: 900_000,
  addressMaxFailures: 50,
  addressWindowMs: 900_000,
};
const settingsArbitrary = fc
  .record({
    accountFailuresBeforeLock: fc.integer({ min: 1, max: 20 }),
    accountLockMs: fc.integer({ min: 1, max: 600_000 }),
    extraCapMs: fc.integer({ min: 0, max: 3_600_000 }),
    addressMaxFailures: fc.integer({ min: 1, max: 1_000 }),
    addressWindowMs: fc.integer({ min: 1_000, max: SIGN_IN_FAILURE_MEMORY_MS }),
  })
  .map(({ extraCapMs, ...rest }) => ({ ...rest, accountMaxLockMs: rest.accountLockMs + extraCapMs }));

const at = 1_800_000_000_000;
const failures = (count: number, firstFailureAt: number, lastFailureAt = firstFailureAt): SignInFailures => ({
  failures: count,
  firstFailureAt,
  lastFailureAt,
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Demo.User@Stride.DEMO ')).toBe('demo.user@stride.demo');
  });
});

describe('accountLockMs', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 30_000],
    [6, 60_000],
    [7, 120_000],
    [8, 240_000],
    [9, 480_000],
    [10, 900_000],
    [11, 900_000],
    [5_000, 900_000],
  ])('after %i failures locks for %i ms', (count, lockMs) => {
    expect(accountLockMs(count, settings)).toBe(lockMs);
  });

  it('never shrinks with more failures and never passes the cap', () => {
    fc.assert(
      fc.property(settingsArbitrary, fc.integer({ min: 0, max: 10_000 }), (anySettings, count) => {
        const lock = accountLockMs(count, anySettings);
        expect(lock).toBeLessThanOrEqual(anySettings.accountMaxLockMs);
        expect(accountLockMs(count + 1, anySettings)).toBeGreaterThanOrEqual(lock);
        expect(lock > 0).toBe(count >= anySettings.accountFailuresBeforeLock);
      }),
    );
  });
});

describe('failuresInForce', () => {
  it('keeps an account’s failures for a day after the last one', () => {
    const record = failures(3, at - SIGN_IN_FAILURE_MEMORY_MS, at - 1_000);
    expect(failuresInForce('account', record, settings, at)).toBe(3);
    expect(failuresInForce('account', record, settings, at - 1_000 + SIGN_IN_FAILURE_MEMORY_MS)).toBe(0);
  });

  it('keeps an address’s failures until its window from the first one ends', () => {
    const record = failures(3, at, at + 60_000);
    expect(failuresInForce('address', record, settings, at + 899_999)).toBe(3);
    expect(failuresInForce('address', record, settings, at + 900_000)).toBe(0);
  });

  it('counts nothing without a record', () => {
    expect(failuresInForce('account', undefined, settings, at)).toBe(0);
  });
});

describe('signInWaitMs', () => {
  it.each([
    ['nothing recorded', {}, 0],
    ['an account below the limit', { account: failures(4, at) }, 0],
    ['an account at the limit, just failed', { account: failures(5, at) }, 30_000],
    ['an account at the limit, 10 s later', { account: failures(5, at - 10_000) }, 20_000],
    ['an account whose lock ran out', { account: failures(6, at - 60_000) }, 0],
    ['an account failing a day ago', { account: failures(20, at - SIGN_IN_FAILURE_MEMORY_MS) }, 0],
    ['an address below its limit', { address: failures(49, at - 1_000) }, 0],
    ['an address at its limit', { address: failures(50, at - 100_000) }, 800_000],
    ['an address whose window ended', { address: failures(500, at - 900_000) }, 0],
    ['both: the longer wait', { account: failures(5, at), address: failures(50, at - 100_000, at - 1_000) }, 800_000],
  ] as const)('%s', (_name, state, waitMs) => {
    expect(signInWaitMs(state, settings, at)).toBe(waitMs);
  });

  it('is never negative and never longer than the cap or the window', () => {
    const record = fc.record({
      failures: fc.integer({ min: 0, max: 2_000 }),
      firstFailureAt: fc.integer({ min: at - 2 * SIGN_IN_FAILURE_MEMORY_MS, max: at }),
      age: fc.integer({ min: 0, max: 2 * SIGN_IN_FAILURE_MEMORY_MS }),
    });
    fc.assert(
      fc.property(settingsArbitrary, record, record, (anySettings, account, address) => {
        const toFailures = (drawn: { failures: number; firstFailureAt: number; age: number }) =>
          failures(drawn.failures, drawn.firstFailureAt, Math.max(drawn.firstFailureAt, at - drawn.age));
        const wait = signInWaitMs({ account: toFailures(account), address: toFailures(address) }, anySettings, at);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(Math.max(anySettings.accountMaxLockMs, anySettings.addressWindowMs));
      }),
    );
  });
});

describe('withSignInFailure', () => {
  it('starts a count, adds to one in force, and starts again once the old ones no longer count', () => {
    expect(withSignInFailure('account', undefined, settings, at)).toEqual(failures(1, at));
    expect(withSignInFailure('account', failures(2, at - 5_000, at - 1_000), settings, at)).toEqual(
      failures(3, at - 5_000, at),
    );
    expect(withSignInFailure('address', failures(9, at - 900_000), settings, at)).toEqual(failures(1, at));
  });

  it('locks an account after the allowed failures, each lock twice the last up to the cap', () => {
    let record: SignInFailures | undefined;
    let now = at;
    const locks: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      expect(signInWaitMs({ account: record }, settings, now)).toBe(0);
      record = withSignInFailure('account', record, settings, now);
      const wait = signInWaitMs({ account: record }, settings, now);
      locks.push(wait);
      now += wait;
    }
    expect(locks).toEqual([0, 0, 0, 0, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
  });

  it('lets an address fail its limit within a window, then makes it wait for the window’s end', () => {
    fc.assert(
      fc.property(settingsArbitrary, (anySettings) => {
        let record: SignInFailures | undefined;
        for (let attempt = 0; attempt < anySettings.addressMaxFailures; attempt++) {
          expect(signInWaitMs({ address: record }, anySettings, at + attempt)).toBe(0);
          record = withSignInFailure('address', record, anySettings, at + attempt);
        }
        const now = at + anySettings.addressMaxFailures;
        expect(signInWaitMs({ address: record }, anySettings, now)).toBe(at + anySettings.addressWindowMs - now);
      }),
      { numRuns: 50 },
    );
  });

  it('defaults: 5 failures per account before a 30 s lock doubling to 15 min; 50 per address in 15 min', () => {
    expect(SIGN_IN_THROTTLE_DEFAULTS).toEqual(settings);
  });
});
