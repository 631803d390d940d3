import type { Asset } from '@stride/domain';
import type { GridApi } from 'ag-grid-community';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { problemColumns } from '../components/asset-columns';
import type { RefusedRow } from './use-asset-edits';

export type RowProblem = { assetId: string; name: string; fields: string[] };

/**
 * The rows the server refused and their cells, kept until the row is saved. The grid reads them
 * through `problemsOf` (cell classes, tooltips) and redraws when they change.
 */
export const useRowProblems = (api: RefObject<GridApi<Asset> | null>) => {
  const columns = useRef(new Map<string, ReadonlySet<string>>());
  const [problems, setProblems] = useState<RowProblem[]>([]);

  const refuse = useCallback(
    (rows: RefusedRow[]) => {
      for (const row of rows) columns.current.set(row._id, problemColumns(row.fields));
      setProblems((current) => [
        ...current.filter((problem) => !rows.some((row) => row._id === problem.assetId)),
        ...rows.map((row) => ({
          assetId: row._id,
          name: api.current?.getRowNode(row._id)?.data?.name ?? row._id,
          fields: row.fields,
        })),
      ]);
      api.current?.redrawRows();
    },
    [api],
  );

  const clear = useCallback((assetIds: readonly string[]) => {
    if (!assetIds.some((id) => columns.current.has(id))) return;
    for (const id of assetIds) columns.current.delete(id);
    setProblems((current) => current.filter((problem) => !assetIds.includes(problem.assetId)));
  }, []);

  const problemsOf = useCallback((rowId: string) => columns.current.get(rowId), []);
  const rowClass = useCallback(
    (rowId: string | undefined) => (rowId && columns.current.has(rowId) ? 'asset-row-problem' : undefined),
    [],
  );

  return { problems, refuse, clear, problemsOf, rowClass };
};
