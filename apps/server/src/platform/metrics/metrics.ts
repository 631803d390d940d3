import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** One series of a labelled gauge: its label values and its reading. */
type Sample<Label extends string> = { labels: Record<Label, string>; value: number };

/**
 * How a feature reports what only it knows (the mail outbox backlog, the live streams open) without
 * the platform importing it: the feature's setup registers a gauge with a function read at each scrape.
 */
export type MetricsPort = {
  gauge: (name: `stride_${string}`, help: string, collect: () => number | Promise<number>) => void;
};

/** Seconds: most API calls answer in milliseconds; documents and exports may take tens of seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

let processRegistry: Registry | undefined;

/**
 * Memory, CPU, event-loop delay, handles and garbage collection, with prom-client's standard
 * names (process_…, nodejs_…) so existing Node.js dashboards work: one set per process, however
 * many apps it builds (tests), because the event-loop monitor it starts is never stopped.
 */
const processMetrics = () => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

/** One app's metrics: the request instruments its hooks update and the gauges read at each scrape. */
export const createMetrics = () => {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'stride_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const requestsInFlight = new Gauge({
    name: 'stride_http_requests_in_flight',
    help: 'Requests received and not yet answered (or abandoned by their client).',
    registers: [registry],
  });

  const gauge: MetricsPort['gauge'] = (name, help, collect) => {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await collect());
      },
    });
  };

  /** A gauge with a series per label values (jobs by queue and state); a series no longer read disappears. */
  const labelledGauge = <Label extends string>(
    name: `stride_${string}`,
    help: string,
    labelNames: readonly Label[],
    collect: () => Promise<Sample<Label>[]> | Sample<Label>[],
  ) => {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const samples = await collect();
        this.reset();
        for (const sample of samples) this.set(sample.labels, sample.value);
      },
    });
  };

  return {
    requestDuration,
    requestsInFlight,
    gauge,
    labelledGauge,
    /** The Prometheus text exposition of this app's metrics and the process's. */
    scrape: async () => {
      const merged = Registry.merge([registry, processMetrics()]);
      return { contentType: registry.contentType, text: await merged.metrics() };
    },
  };
};

export type Metrics = ReturnType<typeof createMetrics>;
