// vitest: isolate — starts the OpenTelemetry SDK, which patches http and pg for the whole process.
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { inSpan, startTracingIfConfigured, traceLogFields } from './tracing.js';

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: OtlpValue }[];
};

/** A stand-in OpenTelemetry collector: the spans of every OTLP/HTTP JSON request it receives. */
const startCollector = async () => {
  const spans: OtlpSpan[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type']?.startsWith('application/json')) {
        const { resourceSpans } = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        spans.push(...resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { spans, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
};

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

let collector: Awaited<ReturnType<typeof startCollector>>;
let tracing: Awaited<ReturnType<typeof startTracingIfConfigured>>;

beforeAll(async () => {
  collector = await startCollector();
  tracing = await startTracingIfConfigured(collector.url);
});

afterAll(async () => {
  await tracing?.shutdown();
  collector?.server.close();
});

it('gives log lines the trace and span of the work they belong to', async () => {
  expect(traceLogFields()).toEqual({});
  const fields = await inSpan('storage get', {}, async () => traceLogFields());
  expect(fields).toEqual({
    trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    span_id: expect.stringMatching(/^[0-9a-f]{16}$/),
  });
});

// 90 s: the whole server loads inside the test, each of its modules through the loader hook.
it('sends a span per request with its route pattern and request id, and database statements as its children', async () => {
  // Loaded once tracing runs, as main.ts loads the server: the instrumentations see http and pg load.
  const { createTestApp } = await import('../../../test/test-app.js');
  const testApp = await createTestApp({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url } });
  try {
    const signIn = await testApp.call('/api/users/session', {
      body: { email: 'nobody@stride.test', password: 'wrong' },
    });
    expect(signIn.status).toBe(401);
  } finally {
    await testApp.close();
  }
  await tracing?.shutdown();

  const request = collector.spans.find((span) => attribute(span, 'http.route') === '/api/users/session');
  expect(request?.name).toBe('POST /api/users/session');
  expect(attribute(request!, 'stride.request_id')).toMatch(/^req-/);
  expect(Number(attribute(request!, 'http.response.status_code'))).toBe(401);
  if (inject('testDatabaseUrl')) {
    const statements = collector.spans.filter(
      (span) => span.traceId === request?.traceId && attribute(span, 'db.system.name') === 'postgresql',
    );
    expect(statements.length).toBeGreaterThan(0);
  }
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  expect(loaded.some((file) => file.includes('@opentelemetry/sdk-node'))).toBe(true);
}, 90_000);
