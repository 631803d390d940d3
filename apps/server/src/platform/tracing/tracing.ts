import { type Attributes, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * The tracing the rest of the server sees, through @opentelemetry/api alone: a few kilobytes
 * whose tracer does nothing until an SDK registers itself, which start-tracing.ts does only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/decisions/platform.md, "Traces").
 */
const tracer = trace.getTracer('stride');

/** Starts the SDK (loading it) when an OTLP endpoint is configured; loads nothing otherwise. */
export const startTracingIfConfigured = async (otlpEndpoint: string | undefined) => {
  if (!otlpEndpoint) return undefined;
  const { startTracing } = await import('./start-tracing.js');
  return startTracing(otlpEndpoint);
};

/** The active trace and span, for log lines (the pino mixin): empty outside a traced request. */
export const traceLogFields = (): { trace_id?: string; span_id?: string } => {
  const context = trace.getActiveSpan()?.spanContext();
  return context ? { trace_id: context.traceId, span_id: context.spanId } : {};
};

/** Runs `work` in a child span of the active one, marked failed when it throws. */
export const inSpan = <T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> =>
  tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
