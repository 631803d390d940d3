import { nextSessionState, type SessionEvent, type SessionState, type User } from '@stride/domain';
import { createStore, useStoreValue } from '../state/create-store';

type SessionStoreState = {
  state: SessionState;
  user: User | null;
  /** False until the first ping has told us whether a session exists. */
  checked: boolean;
  warningRemainingMs: number;
  loggedOutDialogOpen: boolean;
};

const store = createStore<SessionStoreState>({
  state: 'loggedOut',
  user: null,
  checked: false,
  warningRemainingMs: 0,
  loggedOutDialogOpen: false,
});

/** The client session (spec part 1 §4): every change goes through the domain state machine. */
export const sessionStore = {
  ...store,
  dispatch: (event: SessionEvent | string, patch: Partial<SessionStoreState> = {}) =>
    store.set((current) => {
      const state = nextSessionState(current.state, event);
      return { ...patch, state, user: state === 'loggedOut' ? null : (patch.user ?? current.user) };
    }),
};

export const useSession = () => useStoreValue(sessionStore, (session) => session);
export const useCurrentUser = () => useStoreValue(sessionStore, (session) => session.user);
