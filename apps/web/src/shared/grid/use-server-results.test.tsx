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

/** Asks a datasource for the first block the way the grid does, and answers what the grid got. */
const firstBlock = (datasource: { getRows: (params: IGetRowsParams) => void }) =>
  new Promise<{ rows: Row[]; lastRow: number | undefined }>((resolve, reject) =>
    datasource.getRows({
      startRow: 0,
      endRow: 100,
      sortModel: [],
      filterModel: {},
      successCallback: (rows: Row[], lastRow?: number) => resolve({ rows, lastRow }),
      failCallback: () => reject(new Error('block failed')),
    } as unknown as IGetRowsParams),
  );

afterEach(cleanup);

describe('useServerResults', () => {
  it('keeps the shown results until the first page of a new search has come, then shows it with its total', async () => {
    const { fetchPage, requests } = controlledFetcher();
    const trail = { name: 'trail' };
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
