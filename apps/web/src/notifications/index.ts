export { viewedCoordinator } from './viewed-coordinator';
