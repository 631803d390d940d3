// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { IGetRowsParams } from 'ag-grid-community';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ResultPage, useServerResults } from './use-server-results';

type Query = { name: string };
type Row = { id: string };

/** A fetcher whose answers the test gives, one deferred promise per request. */
const controlledFetcher = () => {
  const requests: { query: Query; skip: number; answer: (page: ResultPage<Row>) => void; signal: AbortSignal }[] = [];
  const fetchPage = vi.fn((query: Query, page: { skip: number; limit: number }, signal: AbortSignal) => {
    return new Promise<ResultPage<Row>>((resolve) => {
      requests.push({ query, skip: page.skip, answer: resolve, signal });
    });
  });
  return { fetchPage, requests };
};

/** Asks a datasource for a block the way the grid does (the first by default), and answers what the grid got. */
const firstBlock = (datasource: { getRows: (params: IGetRowsParams) => void }, startRow = 0) =>
  new Promise<{ rows: Row[]; lastRow: number | undefined }>((resolve, reject) =>
    datasource.getRows({
      startRow,
      endRow: startRow + 100,
      sortModel: [],
      filterModel: {},
      successCallback: (rows: Row[], lastRow?: number) => resolve({ rows, lastRow }),
      failCallback: () => reject(new Error('block failed')),
    } as unknown as IGetRowsParams),
  );

afterEach(cleanup);

const trail = { name: 'trail' };

describe('useServerResults', () => {
  it('keeps the shown results until the first page of a new search has come, then shows it with its total', async () => {
    const { fetchPage, requests } = controlledFetcher();
    const { result, rerender } = renderHook(({ query }) => useServerResults<Query, Row>(query, fetchPage), {
      initialProps: { query: trail },
    });
    const first = result.current.datasource;
    expect(result.current.searching).toBe(false);

    const peak = { name: 'peak' };
    rerender({ query: peak });
    // The new search is asked for at once, but the grid keeps the trail results meanwhile.
    expect(requests.map((request) => request.query)).toEqual([trail, peak]);
    expect(result.current.datasource).toBe(first);
    expect(result.current.searching).toBe(true);

    await act(async () => requests[1]!.answer({ data: [{ id: 'p1' }], totalCount: 1 }));
    await waitFor(() => expect(result.current.searching).toBe(false));
    expect(result.current.datasource).not.toBe(first);
    // The grid's first block is the page already fetched: no second request.
    await expect(firstBlock(result.current.datasource)).resolves.toEqual({ rows: [{ id: 'p1' }], lastRow: 1 });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(result.current.totalCount).toBe(1));
  });

  it('shows an estimated total as such until the grid reaches the end, where a short block gives the exact one', async () => {
    const { fetchPage, requests } = controlledFetcher();
    const { result } = renderHook(() => useServerResults<Query, Row>(trail, fetchPage));
    const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `r${index}` }));
    await act(async () => requests[0]!.answer({ data: rows(100), totalCount: 67_109, totalCountEstimated: true }));
    // The grid is not told where the rows end: an estimate below the truth would hide rows.
    await expect(firstBlock(result.current.datasource)).resolves.toMatchObject({ lastRow: undefined });
    await waitFor(() => expect(result.current).toMatchObject({ totalCount: 67_109, totalCountEstimated: true }));
    const last = firstBlock(result.current.datasource, 67_200);
    await waitFor(() => expect(requests).toHaveLength(2));
    await act(async () => requests[1]!.answer({ data: rows(31) }));
    await expect(last).resolves.toMatchObject({ lastRow: 67_231 });
    await waitFor(() => expect(result.current).toMatchObject({ totalCount: 67_231, totalCountEstimated: false }));
  });

  it('asks once for a search prefetched in the event that changed it, and drops a search overtaken by another', () => {
    const { fetchPage, requests } = controlledFetcher();
    const { result, rerender } = renderHook(({ query }) => useServerResults<Query, Row>(query, fetchPage), {
      initialProps: { query: { name: '' } },
    });
    act(() => {
      result.current.prefetch({ name: 'flex' });
    });
    // Same search, another object (as the URL gives it back): the prefetched page is used.
    rerender({ query: { name: 'flex' } });
    expect(requests.map((request) => request.query.name)).toEqual(['', 'flex']);

    rerender({ query: { name: 'lite' } });
    expect(requests[1]!.signal.aborted).toBe(true);
    expect(requests[2]!.query.name).toBe('lite');
  });

  it('shows a search whose first page failed, so that the grid can tell why', async () => {
    const fetchPage = vi.fn((query: Query) =>
      query.name === 'broken' ? Promise.reject(new Error('down')) : Promise.resolve({ data: [], totalCount: 0 }),
    );
    const { result, rerender } = renderHook(({ query }) => useServerResults<Query, Row>(query, fetchPage), {
      initialProps: { query: { name: 'fine' } },
    });
    const first = result.current.datasource;
    rerender({ query: { name: 'broken' } });
    await waitFor(() => expect(result.current.datasource).not.toBe(first));
    expect(result.current.searching).toBe(false);
    await expect(firstBlock(result.current.datasource)).rejects.toThrow('block failed');
  });
});
