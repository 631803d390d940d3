export { useSsoStatus } from './api';
