import type { DatabaseHandle } from '../db/database.js';
import type { App } from '../http/app-types.js';
import { countJobs } from '../jobs/job-counts.js';
import { createMetrics, type MetricsPort } from './metrics.js';
import { registerMetricsRoute } from './metrics-route.js';
import { registerRequestMetrics } from './request-metrics.js';

export type MetricsDeps = {
  database: DatabaseHandle;
  /** Whether the job queue runs (the server; not most tests): its table exists only then. */
  withJobs: boolean;
  /** METRICS_TOKEN: the bearer token scrapers send; loopback callers only without one. */
  token: string | undefined;
};

/**
 * The request timing hooks (registered before every other hook, so they time the whole request),
 * GET /metrics and the platform's own gauges: jobs by queue and state, and database connections.
 * Answers the port features report their gauges through.
 */
export const registerMetrics = (app: App, deps: MetricsDeps): MetricsPort => {
  const metrics = createMetrics();
  registerRequestMetrics(app, metrics);
  registerMetricsRoute(app, metrics, deps.token);
  if (deps.withJobs) {
    metrics.labelledGauge(
      'stride_jobs',
      'Jobs of every server on the database by queue and state: queued (new or waiting to retry), running, failed (kept 12 hours).',
      ['queue', 'state'],
      async () =>
        (await countJobs(deps.database.executeSql)).map(({ queue, state, count }) => ({
          labels: { queue, state },
          value: count,
        })),
    );
  }
  metrics.labelledGauge(
    'stride_db_connections',
    "This process's database connections: open, idle and queries waiting for one (PostgreSQL's pool; PGlite has one, open).",
    ['state'],
    () =>
      Object.entries(deps.database.connections()).map(([state, value]) => ({ labels: { state }, value: value ?? 0 })),
  );
  return { gauge: metrics.gauge };
};
