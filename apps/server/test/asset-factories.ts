import { randomUUID } from 'node:crypto';
import type { AssetFile, LibraryType, Permission } from '@stride/domain';
import { assetFileKey } from '../src/assets/file-records.js';
import { createAssetsRepository, type NewAssetRow } from '../src/assets/repository.js';
import type { AssetRow } from '../src/assets/tables.js';
import type { Database } from '../src/platform/db/database.js';

const permissionDomains: Record<LibraryType, Permission['domain']> = {
  AdvertisingAsset: 'advertisingAssets',
  AdvertisingLogo: 'advertisingLogos',
  GlobalRetailAsset: 'globalRetail',
  GlobalRetailResource: 'globalRetail',
  ProductDocument: 'productDocuments',
  StepAsset: 'stepTraining',
};

/** The permission that gives a role in a library. */
export const libraryPermission = (libraryType: LibraryType, role: 'user' | 'editor' | 'seniorEditor'): Permission =>
  ({ domain: permissionDomains[libraryType], role }) as Permission;

export type TestFile = Partial<Pick<AssetFile, 'usageType' | 'groups' | 'state' | 'fileSize' | 'contentType'>> & {
  filename?: string;
};

/** A stored asset with Ready files (a Primary named after the asset unless files are given). */
export const insertAsset = async (
  db: Database,
  fields: Partial<NewAssetRow> & { libraryType: LibraryType },
  files?: TestFile[],
): Promise<AssetRow & { fileIds: string[] }> => {
  const repository = createAssetsRepository(db);
  const name = fields.name ?? `asset_${randomUUID().slice(0, 8)}.jpg`;
  const asset = await repository.insert({ state: 'published', ...fields, name });
  const rows = (files ?? [{ filename: name, usageType: 'Primary' }]).map((file) => {
    const id = randomUUID();
    const filename = file.filename ?? name;
    return {
      id,
      assetId: asset.id,
      filename,
      usageType: file.usageType ?? 'Primary',
      key: assetFileKey(id, filename),
      fileSize: file.fileSize ?? 1_000,
      contentType: file.contentType ?? 'image/jpeg',
      groups: file.groups ?? [],
      state: file.state ?? 'Ready',
    } as const;
  });
  await repository.insertFiles(rows);
  await repository.refreshSearchText([asset.id]);
  return { ...asset, fileIds: rows.map((row) => row.id) };
};
