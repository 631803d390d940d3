import type { Asset, AssetBatchRow, AssetPatch } from '@stride/domain';

/** Column ids of a manage grid that are asset fields sent as they are in a patch. */
const patchValue = (asset: Asset, colId: string): unknown => (asset as Record<string, unknown>)[colId];

/**
 * The batch row for cells changed in a grid row: the asset's fields in `patch`; the primary
 * file's groups as an `updateFiles` entry (groups belong to the file, spec part 1 §3).
 */
export const batchRowOf = (
  asset: Asset,
  changedColumns: ReadonlySet<string>,
  extra: AssetPatch = {},
): AssetBatchRow => {
  const patch: Record<string, unknown> = { ...extra };
  for (const colId of changedColumns) if (colId !== 'groups') patch[colId] = patchValue(asset, colId);
  const primary = asset.primaryFile;
  return {
    _id: asset._id,
    ...(Object.keys(patch).length > 0 ? { patch: patch as AssetPatch } : {}),
    ...(changedColumns.has('groups') && primary ? { updateFiles: [{ _id: primary._id, groups: primary.groups }] } : {}),
  };
};

/** Rows refused by publish validity or required-field rules: `messageData.rows` of the 400 answer. */
export const refusedRowsOf = (messageData: unknown): { _id: string; fields: string[] }[] => {
  const rows = (messageData as { rows?: unknown } | undefined)?.rows;
  if (!Array.isArray(rows)) return [];
  return rows.filter(
    (row): row is { _id: string; fields: string[] } =>
      typeof row === 'object' && row !== null && typeof row._id === 'string' && Array.isArray(row.fields),
  );
};
