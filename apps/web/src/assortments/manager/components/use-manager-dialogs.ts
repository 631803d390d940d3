import type { Assortment } from '@stride/domain';
import { useMemo, useState } from 'react';
import type { AssortmentDialogTarget } from './AssortmentDialog';

/** The manager's dialogs every list opens: new or edit assortment, copy, and the max-assortment error. */
export const useManagerDialogs = () => {
  const [assortment, setAssortment] = useState<AssortmentDialogTarget | null>(null);
  const [copy, setCopy] = useState<Assortment[] | null>(null);
  const [maxReached, setMaxReached] = useState(false);
  const open = useMemo(
    () => ({
      create: (parentId: string | null = null) => setAssortment({ mode: 'create', parentId }),
      edit: (entry: Assortment) => setAssortment({ mode: 'edit', entry }),
      copy: (entries: Assortment[]) => setCopy(entries),
    }),
    [],
  );
  return { open, state: { assortment, copy, maxReached }, setAssortment, setCopy, setMaxReached };
};

export type ManagerDialogState = ReturnType<typeof useManagerDialogs>;
export type OpenDialog = ManagerDialogState['open'];
