import { createStore, useStoreValue } from '../shared/state/create-store';

/**
 * Whose notifications the drawer shows. An order screen whose route allows coordinator change
 * (spec part 1 §6, allowCoordinatorChange) sets the coordinator chosen there, and clears it when
 * it closes; null is the reader's own.
 */
const store = createStore<{ userCode: string | null }>({ userCode: null });

export const viewedCoordinator = {
  set: (userCode: string | null) => store.set({ userCode }),
  get: () => store.get().userCode,
};
export const useViewedCoordinator = () => useStoreValue(store, (state) => state.userCode);
