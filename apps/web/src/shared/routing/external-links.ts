import type { SalesTool } from '@stride/domain';
import { createContext } from 'react';

/** The addresses of the external tools of the route table (`AppRoute.external` → where it lives). */
export type ExternalLinks = ReadonlyMap<SalesTool, string>;

const noExternalLinks = (): ExternalLinks | undefined => undefined;

/**
 * A hook answering where each external tool lives, as the server answered for the signed-in user;
 * the feature that asks is wired in by the app. A hook rather than the addresses themselves, so
 * they are asked for only by a page that offers menus or tiles: the full-screen showroom, opened
 * offline, never asks. An external route is offered only once its address is known: without a
 * provider (a component rendered alone in a test), or before the answer, none is.
 */
export const ExternalLinksContext = createContext<() => ExternalLinks | undefined>(noExternalLinks);
