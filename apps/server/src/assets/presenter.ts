import type { Asset, AssetFile, PublishSubject } from '@stride/domain';
import type { AssetFileRow, AssetRow } from './tables.js';

const fileContentPath = (fileId: string) => `/api/assets/files/${fileId}`;
export const fileThumbnailPath = (fileId: string) => `${fileContentPath(fileId)}/thumbnail`;

const presentAssetFile = (row: AssetFileRow): AssetFile => ({
  _id: row.id,
  filename: row.filename,
  usageType: row.usageType,
  key: row.key,
  contentType: row.contentType,
  fileSize: row.fileSize,
  dimensions: row.width !== null && row.height !== null ? { width: row.width, height: row.height } : null,
  thumbnail: row.thumbnailKey ? fileThumbnailPath(row.id) : null,
  groups: row.groups,
  modifiedDate: row.modifiedDate.toISOString(),
  state: row.state,
  sourceFile: row.sourceFile,
  addMethod: row.addMethod,
  hero: row.hero,
});

/** The asset's Ready Primary file (the newest, while a replaced one is being removed). */
const readyPrimaryFile = (files: readonly AssetFileRow[]): AssetFileRow | undefined =>
  files.filter((file) => file.usageType === 'Primary' && file.state === 'Ready').at(-1);

/** What publish validity reads of a stored asset and its files. */
export const publishSubjectOf = (row: AssetRow, files: readonly AssetFileRow[]): PublishSubject => ({
  ...row,
  primaryFile: readyPrimaryFile(files) ?? null,
});

export const presentAsset = (row: AssetRow, files: readonly AssetFileRow[], seen?: boolean): Asset => {
  const primary = readyPrimaryFile(files);
  return {
    _id: row.id,
    libraryType: row.libraryType,
    state: row.state,
    name: row.name,
    lang: row.lang,
    year: row.year,
    season: row.season,
    initiative: row.initiative,
    function: row.function,
    element: row.element,
    category: row.category,
    entity: row.entity,
    storeType: row.storeType,
    addedBy: row.addedBy,
    startDate: row.startDate,
    endDate: row.endDate,
    gender: row.gender,
    assetType: row.assetType,
    assetSubType: row.assetSubType,
    docType: row.docType,
    divisionId: row.divisionId,
    region: row.region,
    tag: row.tag,
    status: row.status,
    orientation: row.orientation,
    productSubType: row.productSubType,
    usage: row.usage,
    vmCategory: row.vmCategory,
    mediaDisplay: row.mediaDisplay,
    beginDate: row.beginDate,
    expireDate: row.expireDate,
    body: row.body,
    files: files.map(presentAssetFile),
    primaryFile: primary
      ? {
          _id: primary.id,
          groups: primary.groups,
          thumbnail: primary.thumbnailKey ? fileThumbnailPath(primary.id) : null,
        }
      : null,
    createdDate: row.createdDate.toISOString(),
    createdByUser: row.createdByName,
    modifiedDate: row.modifiedDate.toISOString(),
    lastEditedByUser: row.lastEditedByName,
    ...(seen === undefined ? {} : { seen }),
  };
};

/** Groups file rows by asset and presents each asset in the given order. */
export const presentAssets = (
  rows: readonly AssetRow[],
  files: readonly AssetFileRow[],
  seen?: ReadonlySet<string>,
): Asset[] => {
  const filesByAsset = new Map<string, AssetFileRow[]>();
  for (const file of files) {
    const list = filesByAsset.get(file.assetId);
    if (list) list.push(file);
    else filesByAsset.set(file.assetId, [file]);
  }
  return rows.map((row) =>
    presentAsset(
      row,
      filesByAsset.get(row.id) ?? [],
      seen && row.libraryType === 'StepAsset' ? seen.has(row.id) : undefined,
    ),
  );
};
