import { parentPort, threadId, workerData } from 'node:worker_threads';
import type { WorkerAnswer } from '../src/platform/worker-pool.js';

/** A worker for the pool's tests: answers which thread took the message, fails, or dies. */
export type EchoMessage = { kind: 'echo'; delayMs: number } | { kind: 'fail' } | { kind: 'die' };
/** Started with this, it does one piece of work at once (runWorkerOnce): says it is done, or dies. */
export type EchoWorkerData = { once?: 'done' | 'die' };

const { once } = (workerData ?? {}) as EchoWorkerData;
if (once === 'die') process.exit(4);
// An open handle, as a job's database would be: it must not keep the thread from being stopped.
if (once === 'done') {
  setInterval(() => undefined, 1_000);
  parentPort?.postMessage('done');
}

parentPort?.on('message', async (message: EchoMessage) => {
  if (message.kind === 'die') process.exit(3);
  if (message.kind === 'fail') return parentPort?.postMessage({ error: 'refused' } satisfies WorkerAnswer<number>);
  await new Promise((resolve) => setTimeout(resolve, message.delayMs));
  parentPort?.postMessage({ value: threadId } satisfies WorkerAnswer<number>);
});
