import type { AccessRuleName } from '../access/rules.js';

/**
 * The asset libraries (spec part 1 §3 "Library assets"). The spec's list also names Assortment
 * and Product, which are not asset libraries: their rows live in their own features.
 */
export const libraryTypes = [
  'AdvertisingAsset',
  'AdvertisingLogo',
  'GlobalRetailAsset',
  'GlobalRetailResource',
  'ProductDocument',
  'StepAsset',
] as const;
export type LibraryType = (typeof libraryTypes)[number];

/** Who may view a library's published assets and who may manage it (spec part 1 §6). */
export const libraryAccessRules: Record<LibraryType, { view: AccessRuleName; manage: AccessRuleName }> = {
  AdvertisingAsset: { view: 'viewAdvertisingAssets', manage: 'manageAdvertisingAssets' },
  AdvertisingLogo: { view: 'viewAdvertisingLogos', manage: 'manageAdvertisingLogos' },
  GlobalRetailAsset: { view: 'viewGlobalRetail', manage: 'manageGlobalRetail' },
  GlobalRetailResource: { view: 'viewGlobalRetail', manage: 'manageGlobalRetail' },
  ProductDocument: { view: 'viewProductDocuments', manage: 'manageProductDocuments' },
  StepAsset: { view: 'viewStepTraining', manage: 'manageStepTraining' },
};
export type LibraryAccessKind = 'view' | 'manage';

/** The manage views' states (spec part 1 §4); `upload` is a fifth view, not a state. */
export const assetStates = ['pending', 'published', 'unpublished', 'deleted'] as const;
export type AssetState = (typeof assetStates)[number];
export const manageViews = [...assetStates, 'upload'] as const;
export type ManageView = (typeof manageViews)[number];

/** Non-manage views show only this state. */
export const VIEWABLE_ASSET_STATE: AssetState = 'published';
