// What a load run saw, by action type: each request's round trip (sent to body read), the errors
// (network errors, 5xx, unexpected 4xx, and faults of the bench itself, kept apart) with a few of
// their messages, and the end-to-end time of jobs (a document from its start to its file).
import { percentile, summary } from './stats.mjs';

/** A failed step: the action stops there (its later steps need this one's answer). */
class LoadError extends Error {}

const KEPT_MESSAGES = 5;

/** summary() with the 99th percentile, which the load budget is about. */
export const latencySummary = (values) =>
  values.length === 0 ? { n: 0 } : { ...summary(values), p99: Number(percentile(values, 99).toFixed(2)) };

/** Per `everyS` seconds from `startedAt` (performance.now()): the round trips that started then. */
export const timelineOf = (samples, startedAt, everyS) => {
  const buckets = [];
  for (const { at, ms } of samples) {
    const index = Math.max(0, Math.floor((at - startedAt) / (everyS * 1000)));
    buckets[index] ??= [];
    buckets[index].push(ms);
  }
  return [...buckets.entries()].map(([index, times = []]) => {
    const { n, p50, p99, max } = latencySummary(times);
    return { atS: index * everyS, n, p50, p99, max };
  });
};

export const createRecorder = () => {
  const actions = new Map();
  const jobs = new Map();
  const samples = [];
  const actionOf = (name) => {
    if (!actions.has(name))
      actions.set(name, {
        times: [],
        steps: new Map(),
        errors: { network: 0, server: 0, client: 0, bench: 0 },
        messages: [],
      });
    return actions.get(name);
  };
  const fail = (action, kind, message) => {
    const entry = actionOf(action);
    entry.errors[kind] += 1;
    if (entry.messages.length < KEPT_MESSAGES) entry.messages.push(message);
    return new LoadError(message);
  };

  /**
   * Sends one request as a step of `action` and answers `{ response, body }` (the body as text, or
   * bytes when `bytes`); a network error or an answer other than `expect` throws a LoadError.
   */
  const request = async (action, step, url, init = {}, { expect = [200], bytes = false } = {}) => {
    const started = performance.now();
    let response;
    let body;
    try {
      // As a browser asks: brotli, else gzip (Node's own default is gzip and deflate only).
      response = await fetch(url, { ...init, headers: { 'accept-encoding': 'br, gzip', ...init.headers } });
      body = bytes ? Buffer.from(await response.arrayBuffer()) : await response.text();
    } catch (error) {
      throw fail(action, 'network', `${step}: ${error.cause?.code ?? error.message}`);
    }
    const ms = performance.now() - started;
    const entry = actionOf(action);
    entry.times.push(ms);
    samples.push({ at: started, ms });
    if (!entry.steps.has(step)) entry.steps.set(step, []);
    entry.steps.get(step).push(ms);
    if (!expect.includes(response.status)) {
      const text = bytes ? body.subarray(0, 200).toString() : body.slice(0, 200);
      throw fail(action, response.status >= 500 ? 'server' : 'client', `${step}: ${response.status} ${text}`);
    }
    return { response, body };
  };

  return {
    request,
    /** An error that is not the server's answer: a bug of the bench or an answer it cannot read. */
    benchFault: (action, error) => {
      if (!(error instanceof LoadError)) fail(action, 'bench', error.stack?.split('\n').slice(0, 2).join(' ') ?? error);
    },
    job: (name, ms, ok) => {
      if (!jobs.has(name)) jobs.set(name, { times: [], failed: 0 });
      const entry = jobs.get(name);
      if (ok) entry.times.push(ms);
      else entry.failed += 1;
    },
    /** Per action and step, overall (every request, and by `everyS` seconds from `startedAt`) and the jobs. */
    report: (seconds, { startedAt, everyS }) => {
      const byAction = {};
      const all = [];
      let errors = 0;
      for (const [name, entry] of [...actions].sort(([a], [b]) => a.localeCompare(b))) {
        const count = Object.values(entry.errors).reduce((sum, value) => sum + value, 0);
        errors += count;
        all.push(...entry.times);
        byAction[name] = {
          ...latencySummary(entry.times),
          errors: count,
          ...(count > 0 && { errorKinds: entry.errors, errorMessages: entry.messages }),
          steps: Object.fromEntries([...entry.steps].map(([step, times]) => [step, latencySummary(times)])),
        };
      }
      return {
        actions: byAction,
        overall: { ...latencySummary(all), requestsPerSecond: Number((all.length / seconds).toFixed(1)), errors },
        timeline: timelineOf(samples, startedAt, everyS),
        jobs: Object.fromEntries(
          [...jobs].map(([name, entry]) => [name, { ...latencySummary(entry.times), failed: entry.failed }]),
        ),
      };
    },
  };
};
