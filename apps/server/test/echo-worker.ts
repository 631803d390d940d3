import { parentPort, threadId } from 'node:worker_threads';
import type { WorkerAnswer } from '../src/platform/worker-pool.js';

/** A worker for the pool's tests: answers which thread took the message, fails, or dies. */
export type EchoMessage = { kind: 'echo'; delayMs: number } | { kind: 'fail' } | { kind: 'die' };

parentPort?.on('message', async (message: EchoMessage) => {
  if (message.kind === 'die') process.exit(3);
  if (message.kind === 'fail') return parentPort?.postMessage({ error: 'refused' } satisfies WorkerAnswer<number>);
  await new Promise((resolve) => setTimeout(resolve, message.delayMs));
  parentPort?.postMessage({ value: threadId } satisfies WorkerAnswer<number>);
});
