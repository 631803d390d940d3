import { type AssortmentSortOption, assortmentSortOptions } from '@stride/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const DEFAULT_SORT: AssortmentSortOption = 'newest';
const isSortOption = (value: string | null): value is AssortmentSortOption =>
  (assortmentSortOptions as readonly (string | null)[]).includes(value);

/** The manager's sort, kept in the URL (`?sort=`): Newest by default (spec part 1 §9). */
export const useManagerSort = () => {
  const [params, setParams] = useSearchParams();
  const value = params.get('sort');
  const sort = isSortOption(value) ? value : DEFAULT_SORT;
  const setSort = useCallback(
    (next: AssortmentSortOption) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === DEFAULT_SORT) updated.delete('sort');
          else updated.set('sort', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [sort, setSort] as const;
};
