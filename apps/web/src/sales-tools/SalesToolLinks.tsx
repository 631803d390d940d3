import type { SalesTool } from '@stride/domain';
import { type ReactNode, useMemo } from 'react';
import { ExternalLinksContext } from '../shared/routing/external-links';
import { useCurrentUser } from '../shared/session/session-store';
import { useSalesToolLinks } from './api';

/**
 * Hands the addresses of the signed-in user's Sales tools to the menus and tiles below (shared
 * routing's `ExternalLinksContext`): the app puts it around the router.
 */
export const SalesToolLinks = ({ children }: { children: ReactNode }) => {
  const links = useSalesToolLinks(useCurrentUser() !== null).data;
  const addresses = useMemo(
    () => (links ? new Map<SalesTool, string>(links.map((link) => [link.tool, link.url])) : undefined),
    [links],
  );
  return <ExternalLinksContext value={addresses}>{children}</ExternalLinksContext>;
};
