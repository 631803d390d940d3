import type { Asset } from '@stride/domain';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../platform/errors.js';
import { reportPages } from './report.js';

const assets = (count: number) => Array.from({ length: count }, (_, index) => ({ _id: String(index) }) as Asset);

const collect = async (pages: AsyncIterable<Asset[]>) => {
  const read: number[] = [];
  for await (const page of pages) read.push(page.length);
  return read;
};

describe('reportPages', () => {
  it('reads page after page until one comes short', async () => {
    const readPage = vi.fn(async (skip: number, limit: number) => assets(Math.min(limit, 25 - skip)));
    expect(await collect(reportPages(readPage, () => false, 10))).toEqual([10, 10, 5]);
    expect(readPage.mock.calls).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
  });

  it('stops reading once the caller has gone (a cancelled report)', async () => {
    let gone = false;
    const readPage = vi.fn(async (_skip: number, limit: number) => {
      gone = true; // the user cancels while the first page is read
      return assets(limit);
    });
    const read = collect(reportPages(readPage, () => gone, 10));
    await expect(read).rejects.toThrow(AppError);
    await expect(read).rejects.toThrow('The request was cancelled.');
    expect(readPage).toHaveBeenCalledTimes(1);
  });
});
