import type { AssortmentWithProducts } from '@stride/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearShowroom } from '../../showroom';
import { reloadAssortment, renameAssortmentProducts, saveAssortmentBatch } from './api';
import { createAssortmentBatches } from './assortment-batches';
import type { RowEditProblem } from './row-edits';

export type { AssortmentGridState, SaveStatus } from './assortment-batches';

/** Who wants to know of a change of the whole set of rows (the edit history is cleared then). */
type BatchesOptions = { onReset?: () => void; onProblems?: (problems: RowEditProblem[]) => void };

/**
 * The save protocol of an assortment grid (createAssortmentBatches), made once for the grid's
 * first answer: from then on the rows are kept there (edits, batch answers, reloads). The calls
 * read the current translation, query client and listeners.
 */
export const useAssortmentBatches = (loaded: AssortmentWithProducts, options: BatchesOptions = {}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const latest = useRef({ t, options, queryClient });
  latest.current = { t, options, queryClient };

  const [batches] = useState(() =>
    createAssortmentBatches(loaded, {
      saveBatch: saveAssortmentBatch,
      renameProducts: renameAssortmentProducts,
      reload: (ref) => reloadAssortment(latest.current.queryClient, ref),
      clearShowroom: (id) => void clearShowroom(latest.current.queryClient, id),
      t: () => latest.current.t,
      onReset: () => latest.current.options.onReset?.(),
      onProblems: (problems) => latest.current.options.onProblems?.(problems),
    }),
  );

  // Edits still waiting when the grid closes are sent rather than lost.
  useEffect(() => () => batches.dispose(), [batches]);
  return batches;
};

export type AssortmentBatches = ReturnType<typeof useAssortmentBatches>;
