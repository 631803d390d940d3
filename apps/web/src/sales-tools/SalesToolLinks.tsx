import type { SalesTool } from '@stride/domain';
import { type ReactNode, useMemo } from 'react';
import { type ExternalLinks, ExternalLinksContext } from '../shared/routing/external-links';
import { useCurrentUser } from '../shared/session/session-store';
import { useSalesToolLinks } from './api';

/** The addresses of the signed-in user's Sales tools, asked for by the first menu or tile that offers them. */
const useSalesToolAddresses = (): ExternalLinks | undefined => {
  const links = useSalesToolLinks(useCurrentUser() !== null).data;
  return useMemo(
    () => (links ? new Map<SalesTool, string>(links.map((link) => [link.tool, link.url])) : undefined),
    [links],
  );
};

/** Hands the Sales tools' addresses to the menus and tiles below: the app puts it around the router. */
export const SalesToolLinks = ({ children }: { children: ReactNode }) => (
  <ExternalLinksContext value={useSalesToolAddresses}>{children}</ExternalLinksContext>
);
