export { LatestStepAssets } from './components/LatestStepAssets';
