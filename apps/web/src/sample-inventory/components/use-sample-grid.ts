import type { Sample, SampleLibrary } from '@stride/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../shared/api/api-client';
import { type GridSort, type ResultPageFetcher, useServerResults } from '../../shared/grid';
import { toasts } from '../../shared/toasts/toast-store';
import { fetchSamplePage, type SampleGridFilters, type SampleQuery } from '../api';

const fetchSamples: ResultPageFetcher<SampleQuery, Sample> = (query, page, signal) =>
  fetchSamplePage(query, page, signal);

/** A sort as the API names it: the field, '-' first when descending. */
const sortParam = (sort: GridSort | null) =>
  sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.colId}` : undefined;

/**
 * A sample library's grid state: filters and sort (none by default: creation order, part 2 §7.12),
 * the server rows in blocks of 100, the selection. A failed page shows 'Cannot load …' with the
 * path and the server's message (part 2 §8.3).
 */
export const useSampleGrid = (library: SampleLibrary) => {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<SampleGridFilters>({});
  const [sort, setSort] = useState<GridSort | null>(null);
  const query = useMemo(() => ({ library, filters, sort: sortParam(sort) }), [library, filters, sort]);
  const onError = useCallback(
    (error: unknown) => {
      console.warn('Sample inventory fetch failed', error);
      const message = error instanceof ApiRequestError ? (error.body?.message ?? '') : '';
      toasts.show({
        type: 'error',
        message: t('sampleInventory.errors.load', { path: `/api/sampleInventory/${library}`, message }),
      });
    },
    [library, t],
  );
  const results = useServerResults(query, fetchSamples, { onError });
  const [selection, setSelection] = useState<Sample[]>([]);
  return { query, filters, setFilters, sort, setSort, results, selection, setSelection };
};
