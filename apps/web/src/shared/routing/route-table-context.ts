import { createContext } from 'react';
import type { AppRoute } from './app-route';

/**
 * The route table, handed down by the app. Menus, tiles and the pages that show them read it
 * here rather than import it: the table imports the pages, so a page importing it would close a
 * circle. Without a provider (a component rendered alone in a test) no route is offered.
 */
export const RouteTableContext = createContext<readonly AppRoute[]>([]);
