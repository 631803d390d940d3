/** The session state machine of spec part 1 §4. */
export const sessionStates = ['loggedOut', 'loggedIn', 'inactivityWarning', 'error'] as const;
export type SessionState = (typeof sessionStates)[number];

export const sessionEvents = [
  'LOGIN',
  'PING_OK',
  'PING_UNAUTHORIZED',
  'INACTIVITY_WARNING',
  'ACTIVITY',
  'INACTIVITY_TIMEOUT',
  'LOGOUT',
] as const;
export type SessionEvent = (typeof sessionEvents)[number];

const isKnownEvent = (event: string): event is SessionEvent => (sessionEvents as readonly string[]).includes(event);

/** Any unknown event leads to error, which only a page reload leaves. */
export const nextSessionState = (state: SessionState, event: string): SessionState => {
  if (state === 'error' || !isKnownEvent(event)) return 'error';
  switch (event) {
    case 'LOGIN':
      return 'loggedIn';
    case 'PING_OK':
      return state === 'loggedOut' ? 'loggedIn' : state;
    case 'PING_UNAUTHORIZED':
    case 'INACTIVITY_TIMEOUT':
    case 'LOGOUT':
      return 'loggedOut';
    case 'INACTIVITY_WARNING':
      return state === 'loggedIn' ? 'inactivityWarning' : state;
    case 'ACTIVITY':
      return state === 'inactivityWarning' ? 'loggedIn' : state;
  }
};
