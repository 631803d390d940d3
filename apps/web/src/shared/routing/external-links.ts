import type { SalesTool } from '@stride/domain';
import { createContext } from 'react';

/**
 * Where each external tool of the route table lives (`AppRoute.external` → its address), as the
 * server answered for the signed-in user; the feature that asks is wired in by the app. An external
 * route is offered only once its address is known: without a provider (a component rendered alone
 * in a test), or before the answer, none is.
 */
export const ExternalLinksContext = createContext<ReadonlyMap<SalesTool, string> | undefined>(undefined);
