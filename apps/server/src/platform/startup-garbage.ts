import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One full garbage collection once the start's work is done (migrations, the seed, the search
 * warm-up). V8 keeps the heap and the young generation that work grew until the next collection,
 * which an idle server never reaches: about 50 MB of start-up garbage held for nothing
 * (docs/decisions/platform.md, "Memory").
 */
export const collectStartupGarbage = () => {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
};
