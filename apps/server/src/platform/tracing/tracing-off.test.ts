// vitest: isolate — asserts what the process has loaded, so no other file may have started the SDK in it.
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { startTracingIfConfigured } from './tracing.js';

/** The OpenTelemetry SDK's modules this process has loaded (tracing.test.ts shows that loading it lists them). */
const loadedSdkModules = () =>
  Object.keys(createRequire(import.meta.url).cache).filter((file) =>
    /@opentelemetry[\\/](sdk-|exporter-|instrumentation)/.test(file),
  );

it('loads no OpenTelemetry SDK when OTEL_EXPORTER_OTLP_ENDPOINT is unset', async () => {
  expect(await startTracingIfConfigured(undefined)).toBeUndefined();
  const testApp = await createTestApp();
  try {
    expect((await testApp.call('/api/config/version')).status).toBe(200);
    expect(loadedSdkModules()).toEqual([]);
  } finally {
    await testApp.close();
  }
});
