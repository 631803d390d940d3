import type { ProductSummary } from '@stride/domain';
import { useCallback, useMemo, useState } from 'react';
import { styleNeighbours } from './style-navigation';

/**
 * Opens the detail viewer on a row of a result list and steps through the list by style.
 * Spread `viewerProps` on ProductDetailViewer, next to its locationCode and lineStatus.
 */
export const useProductDetailViewer = (rows: readonly ProductSummary[]) => {
  const [styleColorId, setStyleColorId] = useState<string>();
  const close = useCallback(() => setStyleColorId(undefined), []);

  const viewerProps = useMemo(() => {
    const product = rows.find((row) => row.styleColorId === styleColorId);
    const { previous, next } = styleNeighbours(rows, styleColorId);
    return {
      open: product !== undefined,
      product,
      onClose: close,
      onPreviousStyle: previous && (() => setStyleColorId(previous.styleColorId)),
      onNextStyle: next && (() => setStyleColorId(next.styleColorId)),
    };
  }, [rows, styleColorId, close]);

  return { openProduct: setStyleColorId, close, viewerProps };
};
