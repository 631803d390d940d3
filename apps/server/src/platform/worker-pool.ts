import type { ResourceLimits, Transferable, Worker } from 'node:worker_threads';
import { startWorker } from './worker-thread.js';

/** What a pool's worker posts back for each message: a value, or why it failed. */
export type WorkerAnswer<Out> = { value: Out } | { error: string };

type Task<In, Out> = {
  message: In;
  transfer: readonly Transferable[];
  resolve: (value: Out) => void;
  reject: (error: Error) => void;
};
type Slot<In, Out> = { worker: Worker; task: Task<In, Out> | null; idle?: NodeJS.Timeout; failure?: Error };

/**
 * Up to `size` worker threads running one entry file, started on first use and stopped after
 * `idleMs` without work (an idle server keeps none). Each takes one message at a time and answers
 * it; more wait their turn. A worker that dies fails only its own message and is replaced.
 */
export const createWorkerPool = <In, Out>(options: {
  source: string;
  size: number;
  idleMs: number;
  resourceLimits?: ResourceLimits;
}) => {
  const slots = new Set<Slot<In, Out>>();
  const waiting: Task<In, Out>[] = [];
  let closed = false;

  const assign = (slot: Slot<In, Out>, task: Task<In, Out>) => {
    clearTimeout(slot.idle);
    slot.task = task;
    slot.worker.postMessage(task.message, task.transfer);
  };

  /** Out of the pool at once, so no message is handed to a worker on its way out. */
  const retire = (slot: Slot<In, Out>) => {
    slots.delete(slot);
    void slot.worker.terminate();
  };

  const spawn = () => {
    const slot: Slot<In, Out> = {
      worker: startWorker(options.source, { resourceLimits: options.resourceLimits }),
      task: null,
    };
    slot.worker.on('message', (answer: WorkerAnswer<Out>) => {
      const task = slot.task;
      slot.task = null;
      if ('value' in answer) task?.resolve(answer.value);
      else task?.reject(new Error(answer.error));
      const next = waiting.shift();
      if (next) assign(slot, next);
      else slot.idle = setTimeout(() => retire(slot), options.idleMs).unref();
    });
    slot.worker.on('error', (error) => {
      slot.failure = error;
    });
    slot.worker.on('exit', (code) => {
      slots.delete(slot);
      clearTimeout(slot.idle);
      slot.task?.reject(slot.failure ?? new Error(`The worker (${options.source}) stopped with code ${code}`));
      // Its place is free: a message waiting for one gets a new thread.
      const next = !closed && slots.size < options.size ? waiting.shift() : undefined;
      if (next) assign(spawn(), next);
    });
    slots.add(slot);
    return slot;
  };

  return {
    run: (message: In, transfer: readonly Transferable[] = []) =>
      new Promise<Out>((resolve, reject) => {
        if (closed) return reject(new Error('The worker pool is closed'));
        const task = { message, transfer, resolve, reject };
        const free = [...slots].find((slot) => slot.task === null);
        if (free) assign(free, task);
        else if (slots.size < options.size) assign(spawn(), task);
        else waiting.push(task);
      }),
    /** Stops every worker; messages still waiting fail. */
    close: async () => {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new Error('The worker pool is closed'));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
    /** Workers running now (started, not yet stopped for idleness). */
    size: () => slots.size,
  };
};

export type WorkerPool<In, Out> = ReturnType<typeof createWorkerPool<In, Out>>;
