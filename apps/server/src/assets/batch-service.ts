import {
  type Asset,
  type AssetBatchRequest,
  type AssetBatchRow,
  assetChangeProblems,
  type LibraryType,
  type UploadTarget,
  type User,
} from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { assetFieldsRequired, invalidInput, notFound } from '../platform/errors.js';
import { announcedFiles, editorOf } from './file-records.js';
import { presentAssets, publishSubjectOf } from './presenter.js';
import { type AssetsRepository, createAssetsRepository } from './repository.js';
import type { AssetFileRow, AssetRow } from './tables.js';

export type AssetBatchResult = { data: Asset[]; uploads: UploadTarget[]; removedKeys: string[] };

type RowContext = { repository: AssetsRepository; user: User; assetsById: Map<string, AssetRow>; now: Date };

const fileOf = (files: readonly AssetFileRow[], fileId: string, assetId: string): AssetFileRow => {
  const file = files.find((candidate) => candidate.id === fileId);
  if (!file) throw invalidInput('fileId', `File ${fileId} is not a file of asset ${assetId}.`, { fileId, assetId });
  return file;
};

/** One row's changes: fields and state, file updates, added, deleted and moved files. */
const applyRow = async (row: AssetBatchRow, asset: AssetRow, context: RowContext) => {
  const { repository, user, now } = context;
  const files = await repository.filesOf([asset.id]);
  const editor = editorOf(user);
  await repository.update(asset.id, {
    ...row.patch,
    modifiedDate: now,
    lastEditedBy: editor.id,
    lastEditedByName: editor.name,
  });
  for (const update of row.updateFiles ?? []) {
    fileOf(files, update._id, asset.id);
    // An asset has one Primary: promoting a file demotes the current one.
    if (update.usageType === 'Primary') {
      for (const other of files.filter((file) => file.usageType === 'Primary' && file.id !== update._id)) {
        await repository.updateFile(other.id, { usageType: 'Working File', modifiedDate: now });
      }
    }
    await repository.updateFile(update._id, {
      ...(update.usageType ? { usageType: update.usageType } : {}),
      ...(update.groups ? { groups: update.groups } : {}),
      modifiedDate: now,
    });
  }
  const removed = await repository.deleteFiles(
    (row.deleteFiles ?? []).map((fileId) => fileOf(files, fileId, asset.id).id),
  );
  const movedTo: string[] = [];
  for (const move of row.moveFiles ?? []) {
    const file = fileOf(files, move.fileId, asset.id);
    if (file.usageType !== 'Working File') {
      throw invalidInput('moveFiles', 'Only a Working File can be merged into another asset.', { fileId: file.id });
    }
    const target = context.assetsById.get(move.targetId);
    if (!target || target.id === asset.id) throw notFound(`Asset ${move.targetId}`);
    await repository.updateFile(file.id, { assetId: target.id, modifiedDate: now });
    await repository.update(target.id, { modifiedDate: now, lastEditedBy: editor.id, lastEditedByName: editor.name });
    movedTo.push(target.id);
  }
  const added = announcedFiles(asset.id, row.addFiles ?? [], user);
  await repository.insertFiles(added.rows);
  return {
    uploads: added.uploads,
    removedKeys: removed.flatMap((file) => (file.thumbnailKey ? [file.key, file.thumbnailKey] : [file.key])),
    movedTo,
    before: publishSubjectOf(asset, files),
  };
};

/**
 * PATCH /api/assets/{manageType}/batch/many (spec part 1 §4 grid actions): every row in one
 * transaction, so a bad row leaves nothing changed. Rows whose result breaks publish validity or
 * clears a required field outside pending are reported together in one 400.
 */
export const createAssetBatchService = (deps: { db: Database; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());
  return {
    apply: (user: User, libraryType: LibraryType, request: AssetBatchRequest): Promise<AssetBatchResult> =>
      deps.db.transaction(async (tx) => {
        const repository = createAssetsRepository(tx);
        const ids = new Set(request.data.flatMap((row) => [row._id, ...(row.moveFiles ?? []).map((m) => m.targetId)]));
        const locked = await repository.findForUpdate([...ids]);
        const assetsById = new Map(
          locked.filter((asset) => asset.libraryType === libraryType).map((asset) => [asset.id, asset]),
        );
        const context: RowContext = { repository, user, assetsById, now: now() };
        const uploads: UploadTarget[] = [];
        const removedKeys: string[] = [];
        const befores = new Map<string, ReturnType<typeof publishSubjectOf>>();
        const touched = new Set<string>();
        for (const row of request.data) {
          const asset = assetsById.get(row._id);
          if (!asset) throw notFound(`Asset ${row._id}`);
          const result = await applyRow(row, asset, context);
          uploads.push(...result.uploads);
          removedKeys.push(...result.removedKeys);
          if (!befores.has(asset.id)) befores.set(asset.id, result.before);
          touched.add(asset.id);
          for (const target of result.movedTo) touched.add(target);
        }
        await repository.refreshSearchText([...touched]);

        const rowIds = [...new Set(request.data.map((row) => row._id))];
        const after = await repository.findForUpdate(rowIds);
        const files = await repository.filesOf(rowIds);
        const problems = after.flatMap((asset) => {
          const before = befores.get(asset.id);
          const fields = before
            ? assetChangeProblems(
                before,
                publishSubjectOf(
                  asset,
                  files.filter((file) => file.assetId === asset.id),
                ),
              )
            : [];
          return fields.length > 0 ? [{ _id: asset.id, fields }] : [];
        });
        if (problems.length > 0) throw assetFieldsRequired(problems);
        const byId = new Map(after.map((asset) => [asset.id, asset]));
        const ordered = rowIds.flatMap((id) => byId.get(id) ?? []);
        return { data: presentAssets(ordered, files), uploads, removedKeys };
      }),
  };
};

export type AssetBatchService = ReturnType<typeof createAssetBatchService>;
