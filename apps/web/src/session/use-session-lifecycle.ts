import {
  ACTIVITY_CHECK_INTERVAL_MS,
  ACTIVITY_EVENTS,
  inactivityPhase,
  sessionTimings,
  shouldPing,
  tracksInactivity,
  type User,
} from '@stride/domain';
import { useEffect, useRef } from 'react';
import { ApiRequestError } from '../shared/api/api-client';
import { transportProblems } from '../shared/api/transport-problems';
import { sessionStore } from '../shared/session/session-store';
import { sessionApi } from './api';

const pageVisible = () => document.visibilityState === 'visible';

/** Pings the server; answers whether a session exists, or null when the ping failed otherwise. */
const ping = async (): Promise<boolean | null> => {
  try {
    const user = await sessionApi.ping();
    sessionStore.dispatch('PING_OK', { user, checked: true });
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      sessionStore.dispatch('PING_UNAUTHORIZED', { checked: true });
      return false;
    }
    sessionStore.dispatch('PING_FAILED', { checked: true });
    return null;
  }
};

/** Whether the first ping was sent as the app's scripts started (main.tsx), before anything rendered. */
let pingedAtStartup = false;

/**
 * Asks at once whether a session exists, while the app is still starting: by the first render the
 * answer is usually in, so a page shows without a spinner and one round trip sooner.
 */
export const startSessionCheck = () => {
  if (pingedAtStartup) return;
  pingedAtStartup = true;
  void ping();
};

/**
 * Runs the session of spec part 1 §4 and part 2 §9.1: activity events, a check every second,
 * a ping when more than 120 s have passed and the page is visible, the inactivity warning and
 * logout, and a ping (with a reload if the login state changed) when the page becomes visible.
 */
export const useSessionLifecycle = () => {
  const lastActivityAt = useRef(Date.now());
  const lastPingAt = useRef(Date.now());

  useEffect(() => {
    // The startup ping is this mount's first ping; a later mount (after a logout) pings itself.
    if (pingedAtStartup) pingedAtStartup = false;
    else void ping();
    const unsubscribe = transportProblems.subscribe(() => {
      const { state } = sessionStore.get();
      if (transportProblems.get().unauthorizedCount > 0 && state !== 'loggedOut' && state !== 'error') {
        sessionStore.dispatch('PING_UNAUTHORIZED');
      }
    });
    return () => {
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    const onActivity = () => {
      lastActivityAt.current = Date.now();
      if (sessionStore.get().state === 'inactivityWarning') sessionStore.dispatch('ACTIVITY');
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true, capture: true });

    const onVisibility = async () => {
      if (!pageVisible()) return;
      const wasSignedIn = sessionStore.get().user !== null;
      lastPingAt.current = Date.now();
      const signedIn = await ping();
      if (signedIn !== null && signedIn !== wasSignedIn) window.location.reload();
    };
    document.addEventListener('visibilitychange', onVisibility);

    const timer = setInterval(async () => {
      const { state, user } = sessionStore.get();
      if (!user || (state !== 'loggedIn' && state !== 'inactivityWarning')) {
        lastActivityAt.current = Date.now();
        return;
      }
      if (!tracksInactivity(user.strategy)) return;
      const now = Date.now();
      const phase = inactivityPhase(now - lastActivityAt.current, sessionTimings(user.sessionOptions));
      if (phase.phase === 'timedOut') {
        sessionStore.dispatch('INACTIVITY_TIMEOUT', { loggedOutDialogOpen: true });
        await sessionApi.logout().catch(() => undefined);
        return;
      }
      if (phase.phase === 'warning') {
        sessionStore.dispatch('INACTIVITY_WARNING', { warningRemainingMs: phase.remainingMs });
      }
      if (shouldPing(now - lastPingAt.current, pageVisible())) {
        lastPingAt.current = now;
        await ping();
      }
    }, ACTIVITY_CHECK_INTERVAL_MS);

    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
    };
  }, []);
};

/** After a sign-in the inactivity clock starts afresh. */
export const signedIn = (user: User) =>
  sessionStore.dispatch('LOGIN', { user, checked: true, loggedOutDialogOpen: false });
