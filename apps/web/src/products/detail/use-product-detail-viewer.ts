import type { ProductSummary } from '@stride/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { styleNeighbours } from './style-navigation';

/**
 * Opens the detail viewer on a row of a result list and steps through the list by style.
 * Spread `viewerProps` on ProductDetailViewer, next to its locationCode and lineStatus.
 * `prefetch` is told the previous and next styles' rows while one is shown, so a step shows at once.
 */
export const useProductDetailViewer = (rows: readonly ProductSummary[], prefetch?: (row: ProductSummary) => void) => {
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

  useEffect(() => {
    if (!styleColorId || !prefetch) return;
    const { previous, next } = styleNeighbours(rows, styleColorId);
    for (const row of [previous, next]) if (row) prefetch(row);
  }, [rows, styleColorId, prefetch]);

  return { openProduct: setStyleColorId, close, viewerProps };
};
