import {
  type AssortmentLabel,
  type AssortmentProduct,
  type ProductType,
  pillarsByProductType,
  type RowChanges,
} from '@stride/domain';
import { useCallback, useMemo } from 'react';
import { ProductImageDialog } from '../../files/ProductImageDialog';
import type { LineDialog } from '../components/line-menu-items';
import type { AssortmentBatches } from '../use-assortment-batches';
import type { RowHistory } from '../use-row-history';
import { EditCellsDialog } from './EditCellsDialog';
import { MatchModifiedDialog } from './MatchModifiedDialog';
import { RenameLineDialog } from './RenameLineDialog';

type Props = {
  assortmentId: string;
  /** The dialog a right-click opened, if any. */
  dialog: LineDialog | null;
  /** The assortment's lines in the grid's order. */
  rows: readonly AssortmentProduct[];
  labels: readonly AssortmentLabel[];
  productType: ProductType;
  batches: AssortmentBatches;
  rowHistory: RowHistory;
  onClose: () => void;
};

/**
 * The dialogs that change lines from the grid's right-click menu. 'Edit Cells' and 'Match modified
 * items' write cells through the row history, like a paste: one undo step and one save. A rename
 * changes a line's id, which no undo step can follow: it is sent on its own once queued edits are
 * saved, and the undo history is cleared. A line's own picture is attached by its upload (a batch
 * of the server's); going back to the catalogue's is an edit like any other.
 */
export const LineEditDialogs = ({
  assortmentId,
  dialog,
  rows,
  labels,
  productType,
  batches,
  rowHistory,
  onClose,
}: Props) => {
  const pillars = pillarsByProductType[productType];
  const context = useMemo(() => ({ labels, pillars }), [labels, pillars]);

  const applyToLines = useCallback(
    (ids: readonly string[], changes: RowChanges) => {
      if (!batches.guard()) return;
      rowHistory.history.applyBulk(
        ids.flatMap((rowId) => Object.entries(changes).map(([field, value]) => ({ rowId, field, value }))),
      );
      onClose();
    },
    [batches, rowHistory, onClose],
  );

  const renaming = dialog?.kind === 'rename' ? dialog.row : null;
  const rename = useCallback(
    async (newStyle: string, newColor: string) => {
      if (!renaming || !(await batches.renameLine(renaming.id, newStyle, newColor))) return false;
      // Steps recorded under the old id would reach a line that is no longer there.
      rowHistory.history.clear();
      return true;
    },
    [batches, renaming, rowHistory],
  );
  const hasLine = useCallback((id: string) => batches.store.get().rows.some((row) => row.id === id), [batches]);

  const chosen = dialog?.kind === 'editCells' || dialog?.kind === 'match' ? new Set(dialog.ids) : null;
  return (
    <>
      <RenameLineDialog
        target={renaming && { rowId: renaming.id, style: renaming.style, color: renaming.color }}
        productType={productType}
        hasLine={hasLine}
        onRename={rename}
        onClose={onClose}
      />
      <EditCellsDialog
        open={dialog?.kind === 'editCells'}
        ids={dialog?.kind === 'editCells' ? dialog.ids : []}
        rows={rows}
        labels={labels}
        pillars={pillars}
        onApply={(changes) => dialog?.kind === 'editCells' && applyToLines(dialog.ids, changes)}
        onClose={onClose}
      />
      <ProductImageDialog
        assortmentId={assortmentId}
        line={dialog?.kind === 'picture' ? (rows.find((row) => row.id === dialog.row.id) ?? dialog.row) : null}
        onUseCatalogue={(line) => {
          rowHistory.setFields([{ rowId: line.id, field: 'thumbnail', value: null }]);
          onClose();
        }}
        onClose={onClose}
      />
      <MatchModifiedDialog
        lines={dialog?.kind === 'match' && chosen ? rows.filter((row) => chosen.has(row.id)) : null}
        rows={rows}
        context={context}
        onApply={applyToLines}
        onClose={onClose}
      />
    </>
  );
};
