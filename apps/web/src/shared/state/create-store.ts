import { useSyncExternalStore } from 'react';

export type Store<State> = {
  get: () => State;
  set: (update: Partial<State> | ((current: State) => Partial<State>)) => void;
  subscribe: (listener: () => void) => () => void;
};

/** A minimal external store: state outside React, read with useStoreValue. */
export const createStore = <State>(initial: State): Store<State> => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (update) => {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export const useStoreValue = <State, Selected>(store: Store<State>, selector: (current: State) => Selected): Selected =>
  useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.get()),
  );
