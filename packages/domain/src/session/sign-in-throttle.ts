/**
 * Sign-in throttling (issue 13). Only failed sign-ins count, kept per account (its e-mail, from
 * whatever address) and per address. An account may fail `accountFailuresBeforeLock` times;
 * from then on each failure locks it for a delay that doubles, from `accountLockMs` up to
 * `accountMaxLockMs`, so guessing one password gets slow without locking its owner out for
 * long. An address may fail `addressMaxFailures` times per `addressWindowMs`: a higher limit,
 * since an office signs in from one address, that stops one machine trying many accounts.
 */
export type SignInThrottleSettings = {
  accountFailuresBeforeLock: number;
  /** The first lock; each further failure doubles it. */
  accountLockMs: number;
  accountMaxLockMs: number;
  addressMaxFailures: number;
  addressWindowMs: number;
};

export const SIGN_IN_THROTTLE_DEFAULTS: SignInThrottleSettings = {
  accountFailuresBeforeLock: 5,
  accountLockMs: 30_000,
  accountMaxLockMs: 15 * 60_000,
  addressMaxFailures: 50,
  addressWindowMs: 15 * 60_000,
};

/** An account's failures are forgotten a day after its last one; no address window is longer. */
export const SIGN_IN_FAILURE_MEMORY_MS = 24 * 60 * 60_000;

export type SignInScope = 'account' | 'address';

/** The failed sign-ins of one account or address; times in epoch milliseconds. */
export type SignInFailures = { failures: number; firstFailureAt: number; lastFailureAt: number };

export type SignInFailureState = Partial<Record<SignInScope, SignInFailures>>;

/** How e-mail addresses are compared at sign-in, in the throttle, and how users keep them. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** How long an account stays locked after its `failures`-th failure in a row (0: not locked). */
export const accountLockMs = (failures: number, settings: SignInThrottleSettings): number => {
  const beyond = failures - settings.accountFailuresBeforeLock;
  if (beyond < 0) return 0;
  // 2 ** beyond grows to Infinity long after the cap applies; Math.min still answers the cap.
  return Math.min(settings.accountLockMs * 2 ** beyond, settings.accountMaxLockMs);
};

/** The failures that still count at `now`: an account's for a day, an address's within its window. */
export const failuresInForce = (
  scope: SignInScope,
  record: SignInFailures | undefined,
  settings: SignInThrottleSettings,
  now: number,
): number => {
  if (!record) return 0;
  const current =
    scope === 'account'
      ? now - record.lastFailureAt < SIGN_IN_FAILURE_MEMORY_MS
      : now - record.firstFailureAt < settings.addressWindowMs;
  return current ? record.failures : 0;
};

/** Milliseconds before the account and address may try again; 0 when they may now. */
export const signInWaitMs = (state: SignInFailureState, settings: SignInThrottleSettings, now: number): number => {
  const { account, address } = state;
  const accountFailures = failuresInForce('account', account, settings, now);
  const accountWait =
    account && accountFailures > 0 ? account.lastFailureAt + accountLockMs(accountFailures, settings) - now : 0;
  const addressWait =
    address && failuresInForce('address', address, settings, now) >= settings.addressMaxFailures
      ? address.firstFailureAt + settings.addressWindowMs - now
      : 0;
  return Math.max(0, accountWait, addressWait);
};

/** The record after one more failure at `now`: failures no longer in force start a new count. */
export const withSignInFailure = (
  scope: SignInScope,
  record: SignInFailures | undefined,
  settings: SignInThrottleSettings,
  now: number,
): SignInFailures => {
  const failures = failuresInForce(scope, record, settings, now);
  return failures === 0 || !record
    ? { failures: 1, firstFailureAt: now, lastFailureAt: now }
    : { failures: failures + 1, firstFailureAt: record.firstFailureAt, lastFailureAt: now };
};
