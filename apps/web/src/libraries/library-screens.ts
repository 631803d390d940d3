import {
  type AssetEditableField,
  type AssetFilterKey,
  assetFilterKeys,
  type LibraryType,
  type ManageView,
} from '@stride/domain';

/**
 * Columns a library grid shows besides thumbnail, name and modified date: asset fields, plus the
 * primary file's `dimensions` and `groups`.
 */
export type AssetColumnField =
  | Exclude<AssetEditableField, 'name' | 'body'>
  | 'dimensions'
  | 'groups'
  | 'lastEditedByUser';

/** What differs between the libraries' screens; everything else is one screen. */
export type LibraryScreen = {
  libraryType: LibraryType;
  /** The browse grid. */
  gridPath: string;
  /** The landing page with one tile per value of `landingField`, when the library has one. */
  landingPath?: string;
  landingField?: AssetFilterKey;
  /** The manage area; `{view}` is a manage view. */
  managePath: (view: ManageView) => string;
  columns: readonly AssetColumnField[];
  filters: readonly AssetFilterKey[];
  /** Columns an editor may change in the manage grid (never the read-only ones). */
  editable: readonly AssetColumnField[];
  /** Where two libraries share one manage area, the value of its `library` parameter picking this one. */
  manageParam?: string;
  /** Manage grids of advertising have the edit-announcement dialog (spec part 1 §2). */
  announcements?: boolean;
};

const readOnly = new Set<AssetColumnField>(['dimensions', 'lastEditedByUser']);
const editableOf = (columns: readonly AssetColumnField[]) => columns.filter((column) => !readOnly.has(column));

const advertisingAssetColumns: AssetColumnField[] = [
  'assetType',
  'assetSubType',
  'category',
  'gender',
  'season',
  'year',
  'region',
  'status',
  'storeType',
  'productSubType',
  'orientation',
  'usage',
  'vmCategory',
  'mediaDisplay',
  'tag',
  'beginDate',
  'expireDate',
];
const globalRetailColumns: AssetColumnField[] = [
  'assetType',
  'assetSubType',
  'category',
  'season',
  'year',
  'entity',
  'storeType',
  'lang',
  'gender',
  'element',
  'initiative',
  'dimensions',
  'lastEditedByUser',
];
const globalRetailFilters = assetFilterKeys;
const stepColumns: AssetColumnField[] = [
  'assetType',
  'gender',
  'season',
  'year',
  'lang',
  'divisionId',
  'lastEditedByUser',
];
const documentColumns: AssetColumnField[] = ['docType', 'divisionId', 'gender', 'region', 'lang', 'groups'];

/** The query parameter choosing the library of a shared manage area (global retail). */
export const MANAGE_LIBRARY_PARAM = 'library';

const managePathOf = (base: string) => (view: ManageView) => `${base}/${view}`;

export const libraryScreens: Record<LibraryType, LibraryScreen> = {
  AdvertisingAsset: {
    libraryType: 'AdvertisingAsset',
    gridPath: '/advertising/libraries/assets',
    landingPath: '/advertising/libraries/assets-landing',
    landingField: 'assetType',
    managePath: managePathOf('/advertising/libraries/manage/assets'),
    columns: advertisingAssetColumns,
    filters: ['assetType', 'assetSubType', 'season', 'year', 'category', 'gender', 'storeType'],
    editable: editableOf(advertisingAssetColumns),
    announcements: true,
  },
  AdvertisingLogo: {
    libraryType: 'AdvertisingLogo',
    gridPath: '/advertising/libraries/logos',
    landingPath: '/advertising/libraries/logos-landing',
    landingField: 'category',
    managePath: managePathOf('/advertising/libraries/manage/logos'),
    columns: ['category', 'gender'],
    filters: ['category', 'gender'],
    editable: ['category', 'gender'],
    announcements: true,
  },
  GlobalRetailAsset: {
    libraryType: 'GlobalRetailAsset',
    gridPath: '/global-retail/libraries/assets',
    landingPath: '/global-retail/libraries/assets-landing',
    landingField: 'category',
    managePath: managePathOf('/global-retail/libraries/manage'),
    columns: globalRetailColumns,
    filters: globalRetailFilters,
    editable: editableOf(globalRetailColumns),
  },
  GlobalRetailResource: {
    libraryType: 'GlobalRetailResource',
    gridPath: '/global-retail/libraries/resources',
    landingPath: '/global-retail/libraries/resources-landing',
    landingField: 'category',
    manageParam: 'resources',
    managePath: (view) => `/global-retail/libraries/manage/${view}?${MANAGE_LIBRARY_PARAM}=resources`,
    columns: globalRetailColumns,
    filters: globalRetailFilters,
    editable: editableOf(globalRetailColumns),
  },
  ProductDocument: {
    libraryType: 'ProductDocument',
    gridPath: '/product/libraries/documents',
    managePath: managePathOf('/product/libraries/manage/documents'),
    columns: documentColumns,
    filters: ['gender', 'lang'],
    editable: documentColumns,
  },
  StepAsset: {
    libraryType: 'StepAsset',
    gridPath: '/sales/libraries/STEP',
    managePath: managePathOf('/sales/libraries/manage/step'),
    columns: stepColumns,
    filters: ['assetType', 'season', 'year', 'lang', 'gender'],
    editable: editableOf(stepColumns),
  },
};
