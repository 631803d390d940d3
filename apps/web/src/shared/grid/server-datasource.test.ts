// @vitest-environment node
import type { IGetRowsParams } from 'ag-grid-community';
import { describe, expect, it, vi } from 'vitest';
import {
  createServerDatasource,
  gridSortFromModel,
  type ServerPage,
  type ServerPageRequest,
} from './server-datasource';

const getRowsParams = (startRow: number, endRow: number, sortModel: IGetRowsParams['sortModel'] = []) => {
  let settle: () => void = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const successCallback = vi.fn(() => settle());
  const failCallback = vi.fn(() => settle());
  const params = {
    startRow,
    endRow,
    sortModel,
    filterModel: {},
    successCallback,
    failCallback,
  } as unknown as IGetRowsParams;
  return { params, successCallback, failCallback, settled };
};

describe('createServerDatasource', () => {
  it('asks for the block with the sort and reports the total as the last row', async () => {
    const requests: ServerPageRequest[] = [];
    const onTotalCount = vi.fn();
    const datasource = createServerDatasource({
      fetchPage: async (request) => {
        requests.push(request);
        return { rows: [{ id: 'a' }, { id: 'b' }], totalCount: 102 };
      },
      onTotalCount,
    });
    const call = getRowsParams(100, 200, [{ colId: 'name', sort: 'desc' }]);
    datasource.getRows(call.params);
    await call.settled;
    expect(requests[0]).toMatchObject({ startRow: 100, endRow: 200, sort: { colId: 'name', direction: 'desc' } });
    expect(call.successCallback).toHaveBeenCalledWith([{ id: 'a' }, { id: 'b' }], 102);
    expect(onTotalCount).toHaveBeenCalledWith(102);
  });

  it('reports a failed page to the grid and to the page', async () => {
    const failure = new Error('no answer');
    const onError = vi.fn();
    const datasource = createServerDatasource({ fetchPage: () => Promise.reject(failure), onError });
    const call = getRowsParams(0, 100);
    datasource.getRows(call.params);
    await call.settled;
    expect(call.failCallback).toHaveBeenCalledOnce();
    expect(call.successCallback).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('aborts requests in flight when the grid drops it, and answers their blocks as failed, without rows', async () => {
    let signal: AbortSignal | undefined;
    let answer: (page: ServerPage<unknown>) => void = () => {};
    const onTotalCount = vi.fn();
    const datasource = createServerDatasource({
      fetchPage: (request) => {
        signal = request.signal;
        return new Promise<ServerPage<unknown>>((resolve) => {
          answer = resolve;
        });
      },
      onTotalCount,
    });
    const call = getRowsParams(0, 100);
    datasource.getRows(call.params);
    datasource.destroy?.();
    expect(signal?.aborted).toBe(true);
    answer({ rows: [], totalCount: 0 });
    await call.settled;
    expect(call.successCallback).not.toHaveBeenCalled();
    // The grid counts a block as loading until it is answered; unanswered, two of them stop all loading.
    expect(call.failCallback).toHaveBeenCalledOnce();
    expect(onTotalCount).not.toHaveBeenCalled();
  });

  it('answers a request rejected by its abort as failed, without reporting an error', async () => {
    const onError = vi.fn();
    const datasource = createServerDatasource({
      fetchPage: ({ signal }) =>
        new Promise<ServerPage<unknown>>((_, reject) => {
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      onError,
    });
    const call = getRowsParams(0, 100);
    datasource.getRows(call.params);
    datasource.destroy?.();
    await call.settled;
    expect(call.failCallback).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('gridSortFromModel', () => {
  it('takes the single sorted column, or none', () => {
    expect(gridSortFromModel([{ colId: 'style', sort: 'asc' }])).toEqual({ colId: 'style', direction: 'asc' });
    expect(gridSortFromModel([])).toBeNull();
  });
});
