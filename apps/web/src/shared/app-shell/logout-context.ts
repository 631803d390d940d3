import { createContext } from 'react';

/**
 * The user menu's Log out, handed down by the app (the session feature's: end the server session,
 * forget cached data, show the logged-out page). Without a provider the menu offers none.
 */
export const LogoutContext = createContext<(() => Promise<void>) | null>(null);
