export { clearShowroom } from './api';
export { showroomConfigPath } from './showroom-paths';
