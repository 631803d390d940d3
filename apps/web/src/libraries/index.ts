export { fetchAssetPage, markAssetSeen } from './api';
export { AssetPreviewer } from './components/AssetPreviewer';
