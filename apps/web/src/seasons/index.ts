export { SEASONS_MANAGE_PATH } from './seasons-paths';
