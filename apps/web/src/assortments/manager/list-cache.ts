import type { Assortment, AssortmentListView } from '@stride/domain';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';

/** The lists the server answers (quick-access shows two of them). */
export type ListView = Exclude<AssortmentListView, 'quick-access'>;
export type AssortmentList = { totalCount: number; data: Assortment[] };
type ListQuery = { view: ListView; sort?: string; type?: 'item'; limit?: number };

/** Whether an entry belongs in a list (spec part 1 §4: archived ones leave every other list). */
export const belongsToView = (view: ListView, row: Assortment): boolean => {
  if (view === 'archived') return row.archived && row.type === 'item';
  if (row.archived) return false;
  if (view === 'starred') return row.starred && row.type === 'item';
  if (view === 'recent') return row.type === 'item';
  return true;
};

/** A change to rows of the cached lists: each row it returns replaces the old one (null removes it). */
export type RowChange = (row: Assortment) => Assortment | null;

const listPrefix = queryKeys.assortments.list({}).slice(0, 2);

const viewOfKey = (key: readonly unknown[]): ListView | undefined => {
  const query = key[2] as ListQuery | undefined;
  return query?.view;
};

/**
 * Applies a change to every cached list at once, so a toggle shows before the server answers;
 * a row that no longer belongs to a list leaves it. Answers what to put back on failure.
 */
export const changeCachedRows = (queryClient: QueryClient, change: RowChange) => {
  const snapshot = queryClient.getQueriesData<AssortmentList>({ queryKey: listPrefix });
  for (const [key, list] of snapshot) {
    const view = viewOfKey(key);
    if (!list || !view) continue;
    let removed = 0;
    const data = list.data.flatMap((row) => {
      const next = change(row);
      if (next && belongsToView(view, next)) return [next];
      removed += 1;
      return [];
    });
    queryClient.setQueryData<AssortmentList>(key, { totalCount: list.totalCount - removed, data });
  }
  return () => {
    for (const [key, list] of snapshot) queryClient.setQueryData(key, list);
  };
};

/** The entry itself and everything inside it, when it is a folder. */
export const isWithin = (row: Assortment, ids: ReadonlySet<string>) => row.hierarchy.some((id) => ids.has(id));
