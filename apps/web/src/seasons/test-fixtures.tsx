import type { SeasonAnswer } from '@stride/domain';
import { vi } from 'vitest';

/** Test data: season `n` (Wholesale Spring 2027 unless told otherwise), with a Domestic and a Europe set. */
export const seasonAnswer = (n: number, fields: Partial<SeasonAnswer> = {}): SeasonAnswer => {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    season: 'Spring',
    year: 2027,
    channel: 'Wholesale',
    status: 'Live',
    seasonSets: [
      {
        id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        shortName: 'SP27 DOM FW',
        region: 'Domestic',
        orgType: 'internal',
        method: 'static',
        productType: 'Footwear',
        state: 'Live',
      },
      {
        id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        shortName: 'SP27 EUR APP',
        region: 'Europe',
        orgType: 'internal',
        method: 'dynamic',
        productType: 'Apparel',
        state: 'Preparation',
      },
    ],
    sourceFile: 'season-covers/cover.pdf',
    previewJpg: 'seasons/wholesale-spring-2027.jpg',
    customerLogo: null,
    modifiedDate: '2026-11-01T10:00:00.000Z',
    previewUrl: `/api/assortmentSeasons/${id}/files/preview?v=1`,
    sourceFileUrl: `/api/assortmentSeasons/${id}/files/cover?v=1`,
    customerLogoUrl: null,
    ...fields,
  };
};

type Call = { method: string; path: string; body: unknown };
type Answer = { status?: number; body?: unknown };

/** A fetch that answers the seasons calls by `answer`, recording every call; unknown calls get 404. */
export const fakeSeasonsApi = (answer: (call: Call) => Answer | undefined) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path: new URL(url, 'http://localhost').pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const { status = 200, body } = answer(call) ?? {
        status: 404,
        body: { messageCode: 'ITS_BE_ERROR_NOT_FOUND', message: 'Not found' },
      };
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
};
