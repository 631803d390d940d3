import type { Assortment } from '@stride/domain';
import { useMemo, useState } from 'react';
import type { AssortmentDialogTarget } from './AssortmentDialog';

/** The manager's dialogs every list opens: new or edit assortment, copy, logo setting, and the max-assortment error. */
export const useManagerDialogs = () => {
  const [assortment, setAssortment] = useState<AssortmentDialogTarget | null>(null);
  const [copy, setCopy] = useState<Assortment[] | null>(null);
  const [logo, setLogo] = useState<Assortment | null>(null);
  const [maxReached, setMaxReached] = useState(false);
  const open = useMemo(
    () => ({
      create: (parentId: string | null = null) => setAssortment({ mode: 'create', parentId }),
      edit: (entry: Assortment) => setAssortment({ mode: 'edit', entry }),
      copy: (entries: Assortment[]) => setCopy(entries),
      logo: (entry: Assortment) => setLogo(entry),
    }),
    [],
  );
  return { open, state: { assortment, copy, logo, maxReached }, setAssortment, setCopy, setLogo, setMaxReached };
};

export type ManagerDialogState = ReturnType<typeof useManagerDialogs>;
export type OpenDialog = ManagerDialogState['open'];
