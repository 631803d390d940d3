export { sessionApi } from './api';
export { signedIn } from './use-session-lifecycle';
