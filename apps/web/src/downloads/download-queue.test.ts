// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDownloadQueue, type DownloadEvents } from './download-queue';

const setup = () => {
  const running = new Map<string, DownloadEvents & { stopped: boolean }>();
  const callbacks = { onCompleted: vi.fn(), onFailed: vi.fn(), onCancelled: vi.fn() };
  const queue = createDownloadQueue({
    start: (entry, _request, events) => {
      const handle = { ...events, stopped: false };
      running.set(entry.filename, handle);
      return () => {
        handle.stopped = true;
      };
    },
    concurrency: 3,
    removalDelayMs: 2_000,
    ...callbacks,
  });
  const statuses = () => queue.store.get().entries.map((entry) => `${entry.filename}:${entry.status}`);
  const add = (filename: string) => queue.enqueue({ action: 'packages/download', data: { files: [] }, filename });
  return { queue, running, statuses, add, ...callbacks };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('download queue', () => {
  it('processes at most 3 downloads at once; the next starts when one has started streaming', () => {
    const { running, statuses, add, onCompleted } = setup();
    for (const name of ['a', 'b', 'c', 'd']) add(name);
    expect(statuses()).toEqual(['a:processing', 'b:processing', 'c:processing', 'd:queued']);
    running.get('b')?.started();
    expect(statuses()).toEqual(['a:processing', 'b:completed', 'c:processing', 'd:processing']);
    expect(onCompleted).toHaveBeenCalledWith(expect.objectContaining({ filename: 'b', status: 'completed' }));
  });

  it('marks a download failed with the server reason, and frees its place', () => {
    const { running, statuses, add, onFailed } = setup();
    for (const name of ['a', 'b', 'c', 'd']) add(name);
    running.get('a')?.failed('Collection too large');
    expect(statuses()).toEqual(['a:failed', 'b:processing', 'c:processing', 'd:processing']);
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ failureMessage: 'Collection too large' }));
    // A late "started" of an ended download changes nothing.
    running.get('a')?.started();
    expect(statuses()[0]).toBe('a:failed');
  });

  it('cancels a running download: its frame is torn down and the cancel is reported once', () => {
    const { queue, running, statuses, add, onCancelled } = setup();
    const id = add('a');
    queue.cancel(id);
    queue.cancel(id);
    expect(running.get('a')?.stopped).toBe(true);
    expect(statuses()).toEqual(['a:cancelled']);
    expect(onCancelled).toHaveBeenCalledTimes(1);
  });

  it('cancels a waiting download before it ever starts', () => {
    const { queue, running, statuses, add } = setup();
    const ids = ['a', 'b', 'c', 'd'].map(add);
    queue.cancel(ids[3] as string);
    running.get('a')?.started();
    expect(running.has('d')).toBe(false);
    expect(statuses()).toEqual(['a:completed', 'b:processing', 'c:processing', 'd:cancelled']);
  });

  it('removes ended entries after a short delay and tears their frame down', () => {
    vi.useFakeTimers();
    const { running, statuses, add } = setup();
    add('a');
    add('b');
    running.get('a')?.started();
    vi.advanceTimersByTime(1_999);
    expect(statuses()).toEqual(['a:completed', 'b:processing']);
    vi.advanceTimersByTime(1);
    expect(statuses()).toEqual(['b:processing']);
    expect(running.get('a')?.stopped).toBe(true);
  });
});
