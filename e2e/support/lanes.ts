/**
 * Tabs that the concurrent tests of one file take turns on: as many as the machine's two cores serve
 * well, opened by the file (not a test, whose tabs go when it ends). A tab's next person differs only
 * by the session cookie, and the app's code comes from the cache, already compiled.
 */
export const lanePool = <Lane>() => {
  const idle: Lane[] = [];
  const waiting: ((lane: Lane) => void)[] = [];
  const giveBack = (lane: Lane) => (waiting.length > 0 ? waiting.shift()?.(lane) : idle.push(lane));
  return {
    add: giveBack,
    /** Runs `work` on a tab of its own, waiting for one to be free. */
    on: async <T>(work: (lane: Lane) => Promise<T>): Promise<T> => {
      const lane = await new Promise<Lane>((resolve) =>
        idle.length > 0 ? resolve(idle.pop() as Lane) : waiting.push(resolve),
      );
      try {
        return await work(lane);
      } finally {
        giveBack(lane);
      }
    },
  };
};
