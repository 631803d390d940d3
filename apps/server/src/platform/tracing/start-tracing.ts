import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';

/**
 * The OpenTelemetry SDK, imported only when OTEL_EXPORTER_OTLP_ENDPOINT is set (tracing.ts), before
 * the server's modules, so the instrumentations see Fastify's http and pg load: a span per request
 * (http), per PostgreSQL statement (pg) and per outgoing HTTP call (http for node:http clients such
 * as S3's, undici for fetch), sent as OTLP over HTTP with JSON bodies to the endpoint's /v1/traces.
 * The SDK reads the other OTEL_* settings itself (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER…).
 */
export const startTracing = async (otlpEndpoint: string) => {
  // Our modules are ES modules: their imports of pg and node:http reach the instrumentations
  // through this loader hook (import-in-the-middle), the CommonJS ones' through require. It wraps
  // only the modules the instrumentations name, not every module the server loads.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'stride',
    traceExporter: new OTLPTraceExporter({ url: new URL('v1/traces', `${otlpEndpoint.replace(/\/$/, '')}/`).href }),
    instrumentations: [
      new HttpInstrumentation({
        // Scrapes and probes every few seconds would drown the requests worth reading.
        ignoreIncomingRequestHook: (request) => ['/metrics', '/healthz', '/readyz'].includes(request.url ?? ''),
      }),
      // Statements without their values, which may be personal data.
      new PgInstrumentation(),
      new UndiciInstrumentation(),
    ],
    // Traces only: metrics are scraped from /metrics, logs go to standard output.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  return { shutdown: () => sdk.shutdown() };
};
