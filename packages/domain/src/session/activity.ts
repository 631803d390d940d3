import {
  SERVER_PING_INTERVAL_MS,
  SESSION_TIMEOUT_DEFAULT_MS,
  SESSION_WARNING_LEAD_DEFAULT_MS,
} from '../constants/session.js';
import type { SessionOptions } from '../users/user.js';

export type SessionTimings = { timeoutMs: number; warningMs: number };

export const sessionTimings = (options: SessionOptions | undefined): SessionTimings => ({
  timeoutMs: options?.userTimeoutMs ?? SESSION_TIMEOUT_DEFAULT_MS,
  warningMs: options?.userWarningMs ?? SESSION_WARNING_LEAD_DEFAULT_MS,
});

export type InactivityPhase = { phase: 'active' } | { phase: 'warning'; remainingMs: number } | { phase: 'timedOut' };

/** Where a signed-in user stands after `idleMs` without activity. */
export const inactivityPhase = (idleMs: number, { timeoutMs, warningMs }: SessionTimings): InactivityPhase => {
  const remainingMs = timeoutMs - idleMs;
  if (remainingMs <= 0) return { phase: 'timedOut' };
  if (remainingMs <= warningMs) return { phase: 'warning', remainingMs };
  return { phase: 'active' };
};

/** The warning title counts minutes while a minute or more is left, then seconds. */
export const inactivityCountdown = (remainingMs: number): { unit: 'minute' | 'second'; count: number } =>
  remainingMs >= 60_000
    ? { unit: 'minute', count: Math.ceil(remainingMs / 60_000) }
    : { unit: 'second', count: Math.max(0, Math.ceil(remainingMs / 1_000)) };

/** Ping when more than 120 s have passed since the last ping and the page is visible. */
export const shouldPing = (sinceLastPingMs: number, pageVisible: boolean): boolean =>
  pageVisible && sinceLastPingMs > SERVER_PING_INTERVAL_MS;

/** Single sign-on sessions are exempt from inactivity pinging and logout. */
export const tracksInactivity = (strategy: string): boolean => strategy !== 'okta';
