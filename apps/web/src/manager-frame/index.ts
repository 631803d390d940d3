export { ManagerFrame } from './ManagerFrame';
