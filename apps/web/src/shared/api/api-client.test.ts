// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionReplay } from '../telemetry/session-replay';
import { ApiRequestError, api, NetworkFailure } from './api-client';

/** An answer of JSON lines arriving in the given pieces (a line may be cut anywhere). */
const linesAnswer = (pieces: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'application/x-ndjson' } },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('answers with progress', () => {
  it('hears each progress line, even one cut in two, and answers the result', async () => {
    const fetch = vi.fn(async () =>
      linesAnswer([
        '{"progress":{"rowsRead":2000}}\n{"progr',
        'ess":{"rowsRead":4000}}\n',
        '{"result":{"rowCount":5000}}\n',
      ]),
    );
    vi.stubGlobal('fetch', fetch);
    const heard: number[] = [];
    const result = await api.postWithProgress<{ rowCount: number }, { rowsRead: number }>('import', {}, (progress) =>
      heard.push(progress.rowsRead),
    );
    expect(heard).toEqual([2000, 4000]);
    expect(result).toEqual({ rowCount: 5000 });
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      accept: 'application/x-ndjson',
    });
  });

  it("throws the server's refusal that ends the lines, with its status and message", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        linesAnswer([
          '{"progress":{"rowsRead":2000}}\n',
          '{"status":400,"error":{"messageCode":"ITS_BE_ERROR_INVALID_INPUT","message":"Too many rows."}}\n',
        ]),
      ),
    );
    const failure = api.postWithProgress('import', {}, () => undefined);
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Too many rows.' });
  });

  it('calls a connection that breaks off mid-answer a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode('{"progress":{"rowsRead":2000}}\n'));
                controller.error(new TypeError('terminated'));
              },
            }),
            { headers: { 'content-type': 'application/x-ndjson' } },
          ),
      ),
    );
    await expect(api.postWithProgress('import', {}, () => undefined)).rejects.toBeInstanceOf(NetworkFailure);
  });
});

describe('session replay (spec part 2 §8.1)', () => {
  it('forces a recording for every answer of 400 or above, 5xx included, and for no success', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const statuses = [200, 404, 409, 503];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const status = statuses.shift()!;
        return Response.json(status === 200 ? {} : { messageCode: 'ITS_BE_ERROR_INTERNAL', message: 'No' }, { status });
      }),
    );
    const forceRecording = vi.fn();
    const unregister = sessionReplay.register({ forceRecording });
    try {
      await api.get('announcements');
      for (const path of ['assortments/missing', 'assortments/batch/a1', 'announcements'])
        await expect(api.post(path, {})).rejects.toBeInstanceOf(ApiRequestError);
    } finally {
      unregister();
      vi.useRealTimers();
    }
    expect(forceRecording.mock.calls.map(([trigger]) => trigger)).toEqual([
      { status: 404, url: '/api/assortments/missing', method: 'POST' },
      { status: 409, url: '/api/assortments/batch/a1', method: 'POST' },
      { status: 503, url: '/api/announcements', method: 'POST' },
    ]);
  });

  it('does nothing until a recorder is registered, and nothing once it is removed', () => {
    const forceRecording = vi.fn();
    expect(() => sessionReplay.force({ status: 500, url: '/api/x', method: 'GET' })).not.toThrow();
    sessionReplay.register({ forceRecording })();
    sessionReplay.force({ status: 500, url: '/api/x', method: 'GET' });
    expect(forceRecording).not.toHaveBeenCalled();
  });
});
