import type { ApiError } from '@stride/domain';
import { createStore } from '../state/create-store';

type ServerProblem = { status: number; error: ApiError | undefined };

type TransportProblemsState = {
  serverProblem: ServerProblem | null;
  networkProblem: boolean;
  /** Bumped on every 401 so the session layer can clear the user. */
  unauthorizedCount: number;
};

const store = createStore<TransportProblemsState>({ serverProblem: null, networkProblem: false, unauthorizedCount: 0 });

/** Problems of the transport itself, shown by the dialogs in shared/dialogs. */
export const transportProblems = {
  ...store,
  reportServerError: (error: ApiError | undefined, status: number) => store.set({ serverProblem: { error, status } }),
  reportNetworkFailure: () => store.set({ networkProblem: true }),
  reportUnauthorized: () => store.set((state) => ({ unauthorizedCount: state.unauthorizedCount + 1 })),
  dismissServerError: () => store.set({ serverProblem: null }),
  dismissNetworkFailure: () => store.set({ networkProblem: false }),
};
