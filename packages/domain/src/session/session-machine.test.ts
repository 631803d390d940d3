import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextSessionState,
  type SessionEvent,
  type SessionState,
  sessionEvents,
  sessionStates,
} from './session-machine.js';

/** The full transition table of spec part 1 §4 Session. */
const transitions: Record<SessionState, Record<SessionEvent, SessionState>> = {
  loggedOut: {
    LOGIN: 'loggedIn',
    PING_OK: 'loggedIn',
    PING_UNAUTHORIZED: 'loggedOut',
    INACTIVITY_WARNING: 'loggedOut',
    ACTIVITY: 'loggedOut',
    INACTIVITY_TIMEOUT: 'loggedOut',
    LOGOUT: 'loggedOut',
  },
  loggedIn: {
    LOGIN: 'loggedIn',
    PING_OK: 'loggedIn',
    PING_UNAUTHORIZED: 'loggedOut',
    INACTIVITY_WARNING: 'inactivityWarning',
    ACTIVITY: 'loggedIn',
    INACTIVITY_TIMEOUT: 'loggedOut',
    LOGOUT: 'loggedOut',
  },
  inactivityWarning: {
    LOGIN: 'loggedIn',
    PING_OK: 'inactivityWarning',
    PING_UNAUTHORIZED: 'loggedOut',
    INACTIVITY_WARNING: 'inactivityWarning',
    ACTIVITY: 'loggedIn',
    INACTIVITY_TIMEOUT: 'loggedOut',
    LOGOUT: 'loggedOut',
  },
  error: {
    LOGIN: 'error',
    PING_OK: 'error',
    PING_UNAUTHORIZED: 'error',
    INACTIVITY_WARNING: 'error',
    ACTIVITY: 'error',
    INACTIVITY_TIMEOUT: 'error',
    LOGOUT: 'error',
  },
};

const rows = sessionStates.flatMap((state) =>
  sessionEvents.map((event) => [state, event, transitions[state][event]] as const),
);

describe('nextSessionState', () => {
  it('has the four states and seven events of the spec', () => {
    expect([...sessionStates].sort()).toEqual(['error', 'inactivityWarning', 'loggedIn', 'loggedOut']);
    expect(sessionEvents).toHaveLength(7);
    expect(rows).toHaveLength(28);
  });

  it.each(rows)('%s + %s → %s', (state, event, expected) => {
    expect(nextSessionState(state, event)).toBe(expected);
  });

  const unknownEvents = ['', 'login', 'PING', 'RELOAD', 'toString', 'constructor', 'LOGIN '];
  for (const state of sessionStates) {
    it.each(unknownEvents)(`${state} + unknown event %j → error`, (event) => {
      expect(nextSessionState(state, event)).toBe('error');
    });
  }
});

describe('nextSessionState properties', () => {
  const eventArb = fc.constantFrom(...sessionEvents);
  const anyEventArb = fc.oneof(eventArb, fc.string());

  it('never leaves error, whatever follows', () => {
    fc.assert(
      fc.property(fc.array(anyEventArb, { maxLength: 20 }), (events) => {
        expect(events.reduce(nextSessionState, 'error' as SessionState)).toBe('error');
      }),
    );
  });

  it('never reaches error through known events', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sessionStates.filter((s) => s !== 'error')),
        fc.array(eventArb),
        (start, events) => {
          expect(events.reduce(nextSessionState, start)).not.toBe('error');
        },
      ),
    );
  });

  it('ends loggedOut after a logout or timeout, and loggedIn after a login', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb),
        fc.constantFrom<SessionEvent>('LOGOUT', 'INACTIVITY_TIMEOUT', 'LOGIN'),
        (events, last) => {
          const end = [...events, last].reduce(nextSessionState, 'loggedOut' as SessionState);
          expect(end).toBe(last === 'LOGIN' ? 'loggedIn' : 'loggedOut');
        },
      ),
    );
  });

  it('reaches inactivityWarning only straight from loggedIn', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sessionStates), eventArb, (state, event) => {
        const next = nextSessionState(state, event);
        if (next === 'inactivityWarning' && state !== 'inactivityWarning') {
          expect(state).toBe('loggedIn');
          expect(event).toBe('INACTIVITY_WARNING');
        }
      }),
    );
  });
});
