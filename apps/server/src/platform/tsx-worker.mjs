// A worker thread's entry when the server runs from TypeScript source (tests, npm run dev): tsx
// registered in this thread, then the worker's own .ts file, named by the first argument.
// (`--import tsx` in a worker's execArgv does not reach its module loader on Node 20.)
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
