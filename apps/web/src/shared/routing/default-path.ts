/** Where the app opens, and where a page the user may not open sends them: the dashboard. */
export const DEFAULT_PATH = '/dashboard';
