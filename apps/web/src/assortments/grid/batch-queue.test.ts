import type { AssortmentBatchAnswer } from '@stride/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchQueue } from './batch-queue';
import { batchAnswer } from './test-fixtures';

type Send = Parameters<typeof createBatchQueue>[0]['send'];

/** A server that answers (or fails) each batch only when the test says so. */
const fakeServer = () => {
  const calls: { baseVersion: number; batch: Parameters<Send>[1] }[] = [];
  const settle: { answer: (value: AssortmentBatchAnswer) => void; fail: (error: unknown) => void }[] = [];
  const send = vi.fn<Send>(
    (baseVersion, batch) =>
      new Promise((answer, fail) => {
        calls.push({ baseVersion, batch });
        settle.push({ answer, fail });
      }),
  );
  return {
    send,
    calls,
    answer: async (index: number, version: number) => {
      settle[index]!.answer(batchAnswer(version, []));
      await vi.advanceTimersByTimeAsync(0);
    },
    fail: async (index: number, error: unknown) => {
      settle[index]!.fail(error);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
};

const edit = (id: string, changes: Record<string, unknown>) => ({ updateProducts: [{ id, changes }] });

/** A queue at version 1 whose callbacks are spies, logging their order. */
const queueOn = (server: ReturnType<typeof fakeServer>) => {
  const log: string[] = [];
  const callbacks = {
    onSend: vi.fn(() => void log.push('send')),
    onAnswer: vi.fn(() => void log.push('answer')),
    onFailure: vi.fn(() => void log.push('failure')),
    onSettled: vi.fn(() => void log.push('settled')),
  };
  const queue = createBatchQueue({ version: 1, send: server.send, ...callbacks });
  return { queue, log, ...callbacks };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createBatchQueue', () => {
  it('sends the operations added within 100 ms of each other as one batch, each kind joined in its order', async () => {
    const server = fakeServer();
    const { queue } = queueOn(server);
    queue.add(edit('100_001', { discountPercent: '10' }));
    await vi.advanceTimersByTimeAsync(60);
    queue.add(edit('200_001', { label: 'Hot' }));
    queue.add({ deleteProducts: [{ id: '100_002' }] });
    queue.add({ addProducts: [{ style: '100', color: '002' }] });
    await vi.advanceTimersByTimeAsync(99);
    expect(server.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual([
      {
        baseVersion: 1,
        batch: [
          {
            updateProducts: [
              { id: '100_001', changes: { discountPercent: '10' } },
              { id: '200_001', changes: { label: 'Hot' } },
            ],
          },
          // A delete and the undo that adds the row again stay in their order.
          { deleteProducts: [{ id: '100_002' }] },
          { addProducts: [{ style: '100', color: '002' }] },
        ],
      },
    ]);
    expect(queue.queued()).toEqual([]);
  });

  it('keeps the last typed pricing cell of a row: a later one drops the earlier ones', async () => {
    const server = fakeServer();
    const { queue } = queueOn(server);
    queue.add(edit('100_001', { discountPercent: '10', colorNote: 'Hero' }));
    queue.add(edit('100_001', { netCost: '80' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(server.calls[0]?.batch).toEqual([edit('100_001', { colorNote: 'Hero', netCost: '80' })]);
  });

  it('keeps one batch in flight; what is added meanwhile goes once it is answered, on its version', async () => {
    const server = fakeServer();
    const { queue, onAnswer } = queueOn(server);
    queue.add(edit('100_001', { label: 'Hot' }));
    await vi.advanceTimersByTimeAsync(100);
    queue.add(edit('200_001', { colorNote: 'Hero' }));
    await vi.advanceTimersByTimeAsync(500);
    await queue.flush();
    expect(server.send).toHaveBeenCalledOnce();
    expect(queue.unanswered()).toEqual([edit('100_001', { label: 'Hot' }), edit('200_001', { colorNote: 'Hero' })]);

    await server.answer(0, 5);
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ version: 5 }), {
      batch: [edit('100_001', { label: 'Hot' })],
      queued: [edit('200_001', { colorNote: 'Hero' })],
    });
    expect(server.calls[1]).toEqual({ baseVersion: 5, batch: [edit('200_001', { colorNote: 'Hero' })] });
    await server.answer(1, 6);
    expect(queue.version()).toBe(6);
    expect(queue.unanswered()).toEqual([]);
  });

  it('tells what is still queued when a batch is answered', async () => {
    const server = fakeServer();
    const { queue, onAnswer, onSettled } = queueOn(server);
    queue.add(edit('100_001', { label: 'Hot' }));
    await vi.advanceTimersByTimeAsync(100);
    queue.add({ deleteProducts: [{ id: '200_001' }] });
    // The answer comes inside the quiet time of the delete: the delete is sent at once after it.
    await server.answer(0, 2);
    const sent = { batch: [edit('100_001', { label: 'Hot' })], queued: [{ deleteProducts: [{ id: '200_001' }] }] };
    expect(onAnswer).toHaveBeenCalledWith(expect.anything(), sent);
    expect(onSettled).toHaveBeenCalledWith(sent);
    expect(server.calls[1]).toEqual({ baseVersion: 2, batch: [{ deleteProducts: [{ id: '200_001' }] }] });
  });

  it('reports a refused or failed batch, keeps its version, and sends what was queued meanwhile on it', async () => {
    const server = fakeServer();
    const { queue, log, onFailure, onAnswer } = queueOn(server);
    queue.add(edit('100_001', { discountPercent: '10' }));
    await vi.advanceTimersByTimeAsync(100);
    queue.add(edit('200_001', { label: 'Hot' }));
    const refused = new Error('409 userLock');
    await server.fail(0, refused);
    expect(onFailure).toHaveBeenCalledWith(refused, {
      batch: [edit('100_001', { discountPercent: '10' })],
      queued: [edit('200_001', { label: 'Hot' })],
    });
    expect(onAnswer).not.toHaveBeenCalled();
    expect(log).toEqual(['send', 'failure', 'settled', 'send']);
    // The refused batch is not sent again; the next goes on the version the queue had.
    expect(server.calls[1]).toEqual({ baseVersion: 1, batch: [edit('200_001', { label: 'Hot' })] });
    expect(queue.version()).toBe(1);
  });

  it('reports an answer the callback could not take as a failure', async () => {
    const server = fakeServer();
    const log: string[] = [];
    const queue = createBatchQueue({
      version: 1,
      send: server.send,
      onAnswer: () => {
        throw new Error('broken answer');
      },
      onFailure: (error) => void log.push(`failure: ${(error as Error).message}`),
      onSettled: () => void log.push('settled'),
    });
    queue.add(edit('100_001', { label: 'Hot' }));
    await vi.advanceTimersByTimeAsync(100);
    await server.answer(0, 2);
    expect(log).toEqual(['failure: broken answer', 'settled']);
    expect(queue.version()).toBe(2);
  });

  it('sends at most 100 operations in a batch; the rest go next', async () => {
    const server = fakeServer();
    const { queue } = queueOn(server);
    // Operations of alternating kinds are never joined.
    for (let index = 0; index < 101; index++)
      queue.add(
        index % 2 === 0 ? { patch: { title: `T${index}` } } : { sortProducts: [{ id: 'x', sortOrder: index }] },
      );
    await vi.advanceTimersByTimeAsync(100);
    expect(server.calls[0]?.batch).toHaveLength(100);
    await server.answer(0, 2);
    expect(server.calls[1]).toEqual({ baseVersion: 2, batch: [{ patch: { title: 'T100' } }] });
  });

  it('flushes at once when asked, and when disposed sends what is waiting rather than losing it', async () => {
    const server = fakeServer();
    const { queue } = queueOn(server);
    queue.add(edit('100_001', { label: 'Hot' }));
    void queue.flush();
    expect(server.send).toHaveBeenCalledOnce();
    await server.answer(0, 2);
    queue.add(edit('200_001', { label: 'Hot' }));
    queue.dispose();
    expect(server.calls[1]).toEqual({ baseVersion: 2, batch: [edit('200_001', { label: 'Hot' })] });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.send).toHaveBeenCalledTimes(2);
  });

  it('settles once everything queued and in flight is answered', async () => {
    const server = fakeServer();
    const { queue } = queueOn(server);
    queue.add(edit('100_001', { label: 'Hot' }));
    await vi.advanceTimersByTimeAsync(100);
    queue.add(edit('200_001', { label: 'Hot' }));
    let settled = false;
    void queue.settled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(false);
    await server.answer(0, 2);
    await server.answer(1, 3);
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toBe(true);
    expect(queue.version()).toBe(3);
  });

  it('drops what is queued for a reload and takes the version read; batches saved elsewhere only move it on', async () => {
    const server = fakeServer();
    const { queue } = queueOn(server);
    queue.add(edit('100_001', { label: 'Hot' }));
    queue.dropQueued();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.send).not.toHaveBeenCalled();
    queue.advanceTo(7);
    queue.advanceTo(4);
    expect(queue.version()).toBe(7);
    queue.rebase(3);
    queue.add(edit('200_001', { label: 'Hot' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(server.calls[0]?.baseVersion).toBe(3);
  });
});
