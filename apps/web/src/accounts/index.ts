export { useSsoStatus } from './api';
export { AccountDialogs } from './lazy-dialogs';
