// The server's health under a load, beside the latencies: how soon it answers a request that needs
// no database and one that does, how much of its CPU it got, and whether its memory stays flat.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Once a second until `deadline`, through `recorder`: /healthz, which answers without the database
 * (how soon the server's event loop gets to a request), and /readyz, which asks the database (how
 * long a query waits for it).
 */
export const probeServer = async (baseUrl, recorder, deadline) => {
  while (performance.now() < deadline) {
    for (const probe of ['healthz', 'readyz'])
      await recorder.request(probe, probe, `${baseUrl}/${probe}`).catch((error) => recorder.benchFault(probe, error));
    await sleep(1_000);
  }
};

/**
 * The server's CPU between two cpuOf() readings `seconds` apart: the share of the time its main
 * thread ran and the share it was ready but not running (the machine busy with other work), and
 * the process's CPU (all threads).
 */
export const cpuUse = (before, after, seconds) => {
  const percent = (value) => Number(((value / seconds) * 100).toFixed(1));
  return {
    processCpuS: Number((after.processCpuS - before.processCpuS).toFixed(2)),
    mainThreadBusyPercent: percent(after.mainThreadCpuS - before.mainThreadCpuS),
    mainThreadWaitingPercent: percent(after.mainThreadWaitS - before.mainThreadWaitS),
    processCpuPercent: percent(after.processCpuS - before.processCpuS),
  };
};

/**
 * RSS samples ({ atS, rssMb }) over a run of `seconds`: the first and last minute's averages, the
 * largest, and flat when the last minute's average is within `growthPercent` of the first's.
 */
export const memorySummary = (samples, seconds, { everyS, growthPercent: allowed }) => {
  const average = (list) => Math.round(list.reduce((sum, sample) => sum + sample.rssMb, 0) / list.length);
  // The sample taken as the load starts is the idle server's, not the load's.
  const firstMinuteAvgMb = average(samples.filter((sample) => sample.atS > 0 && sample.atS <= 60));
  const lastMinuteAvgMb = average(samples.filter((sample) => sample.atS >= seconds - 60));
  const growthPercent = Number((((lastMinuteAvgMb - firstMinuteAvgMb) / firstMinuteAvgMb) * 100).toFixed(1));
  return {
    everySeconds: everyS,
    firstMinuteAvgMb,
    lastMinuteAvgMb,
    maxMb: samples.reduce((max, sample) => Math.max(max, sample.rssMb), 0),
    growthPercent,
    flat: growthPercent <= allowed,
    rssMbSeries: samples.map((sample) => [sample.atS, sample.rssMb]),
  };
};
