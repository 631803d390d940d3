import type { SampleFilterKey, SampleFilters, SampleLibrary, SampleSort } from '@stride/domain';
import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../platform/db/escape-like.js';
import { samples } from './tables.js';

/** Which samples a grid page, count or export reads: one library and the active filters. */
export type SampleSelection = { library: SampleLibrary; filters: SampleFilters };

const filterColumns: Record<SampleFilterKey, AnyPgColumn> = {
  division: samples.division,
  style: samples.style,
  color: samples.color,
  status: samples.status,
  side: samples.side,
  size: samples.size,
  gender: samples.gender,
  region: samples.region,
};

const likePattern = (text: string) => `%${escapeLike(text)}%`;

export const sampleSelectionWhere = ({ library, filters }: SampleSelection): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [eq(samples.library, library)];
  for (const [key, column] of Object.entries(filterColumns) as [SampleFilterKey, AnyPgColumn][]) {
    const values = filters[key];
    if (values && values.length > 0) conditions.push(inArray(column, values));
  }
  if (filters.keyword) {
    conditions.push(ilike(samples.searchText, likePattern(filters.keyword)));
  }
  return and(...conditions);
};

const sampleSortColumns: Record<SampleSort['field'], AnyPgColumn> = {
  division: samples.division,
  style: samples.style,
  color: samples.color,
  status: samples.status,
  side: samples.side,
  size: samples.size,
  totalQty: samples.totalQty,
  bin: samples.bin,
  moldNum: samples.moldNum,
  moldDate: samples.moldDate,
  gender: samples.gender,
  region: samples.region,
  modifiedDate: samples.modifiedDate,
};

/** No sort: creation order. A sort: its column, then creation order, so pages never repeat rows. */
export const sampleOrderBy = (sort: SampleSort | undefined): SQL[] => {
  if (!sort) return [asc(samples.seq)];
  const column = sampleSortColumns[sort.field];
  return sort.direction === 'asc' ? [asc(column), asc(samples.seq)] : [desc(column), desc(samples.seq)];
};
