import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { type Answer, createTestApp, signIn, type TestApp } from '../../../test/test-app.js';
import { outbox } from '../mail/outbox-table.js';

const METRICS_TOKEN = 'scraper-token-0123456789';

/** A scrape: its families by name (the parser throws unless the answer is valid Prometheus text) and its text. */
const scrape = async (testApp: TestApp) => {
  const response = await testApp.app.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const families = new Map(parsePrometheusTextFormat(response.body).map((family) => [family.name, family]));
  return { families, text: response.body };
};

type Scrape = Awaited<ReturnType<typeof scrape>>;

const value = ({ families }: Scrape, name: string, labels: Record<string, string> = {}) => {
  const sample = families
    .get(name)
    ?.metrics.find((metric) => Object.entries(labels).every(([key, label]) => metric.labels?.[key] === label));
  return Number(sample?.value ?? Number.NaN);
};

/**
 * The requests a histogram series counted (its _count line). The parser folds a histogram's
 * labelled series into one, so this one series is read from the text it has validated.
 */
const histogramCount = ({ text }: Scrape, name: string, labels: Record<string, string>) => {
  const labelText = Object.entries(labels)
    .map(([key, label]) => `${key}="${label}"`)
    .join(',');
  const line = text.split('\n').find((sample) => sample.startsWith(`${name}_count{${labelText}}`));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
};

describe('GET /metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('times requests by route pattern and status class, never by raw URL', async () => {
    const before = await scrape(testApp);
    const versionCalls = { route: '/api/config/version', method: 'GET', status_class: '2xx' };
    const countBefore = histogramCount(before, 'stride_http_request_duration_seconds', versionCalls);
    for (let call = 0; call < 3; call++) expect((await testApp.call('/api/config/version')).status).toBe(200);
    expect((await testApp.call('/api/no-such-call/12345')).status).toBe(404);

    const after = await scrape(testApp);
    expect(after.families.get('stride_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(histogramCount(after, 'stride_http_request_duration_seconds', versionCalls)).toBe(countBefore + 3);
    const unmatched = { route: 'unmatched', method: 'GET', status_class: '4xx' };
    expect(histogramCount(after, 'stride_http_request_duration_seconds', unmatched)).toBeGreaterThanOrEqual(1);
    expect(after.text).not.toContain('12345');
  });

  it('times a request another hook refuses before its route runs', async () => {
    const refused = { route: '/api/users/session', method: 'POST', status_class: '4xx' };
    const before = histogramCount(await scrape(testApp), 'stride_http_request_duration_seconds', refused);
    const crossSite = await testApp.call('/api/users/session', {
      body: { email: 'buyer@stride.test', password: 'secret' },
      headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const after = await scrape(testApp);
    expect(histogramCount(after, 'stride_http_request_duration_seconds', refused)).toBe(before + 1);
    // The scrape itself is being answered while it reads the gauge.
    expect(value(after, 'stride_http_requests_in_flight')).toBeGreaterThanOrEqual(1);
  });

  it('reports the mail outbox backlog, live streams, database connections, memory and event-loop delay', async () => {
    await testApp.db.insert(outbox).values({ to: ['buyer@stride.test'], subject: 'Queued', text: 'Waiting for SMTP' });
    const metrics = await scrape(testApp);
    expect(value(metrics, 'stride_mail_outbox_backlog')).toBeGreaterThanOrEqual(1);
    expect(value(metrics, 'stride_live_streams_open')).toBe(0);
    expect(value(metrics, 'stride_db_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(value(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(metrics.families.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(metrics.families.has('nodejs_eventloop_lag_p99_seconds')).toBe(true);
  });

  it('counts a live stream while it is open, and its request in flight until its browser goes away', async () => {
    const owner = await createUser(testApp.db, { permissions: [{ domain: 'productAssortments', role: 'manager' }] });
    const cookie = await signIn(testApp, owner.email, owner.password!);
    const created: Answer = await (
      await testApp.call('/api/assortments', { cookie, body: { title: 'Watched line' } })
    ).json();
    const idle = await scrape(testApp);
    const browser = new AbortController();
    const stream = await fetch(`${testApp.baseUrl}/api/assortments/${created._id}/events`, {
      headers: { cookie },
      signal: browser.signal,
    });
    expect(stream.status).toBe(200);
    await vi.waitFor(async () => expect(value(await scrape(testApp), 'stride_live_streams_open')).toBe(1));
    expect(value(await scrape(testApp), 'stride_http_requests_in_flight')).toBe(
      value(idle, 'stride_http_requests_in_flight') + 1,
    );

    browser.abort();
    await vi.waitFor(async () => {
      const closed = await scrape(testApp);
      expect(value(closed, 'stride_live_streams_open')).toBe(0);
      expect(value(closed, 'stride_http_requests_in_flight')).toBe(value(idle, 'stride_http_requests_in_flight'));
    });
  });

  it('answers loopback callers only, whatever X-Forwarded-For says', async () => {
    const outside = await testApp.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.body).not.toContain('stride_');
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await testApp.app.inject({ url: '/metrics', remoteAddress })).statusCode).toBe(200);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { METRICS_TOKEN } });
  });
  afterAll(() => testApp.close());

  it('asks for the token, even from loopback, and answers any address that sends it', async () => {
    expect((await testApp.call('/metrics')).status).toBe(401);
    const wrong = await testApp.call('/metrics', { headers: { authorization: 'Bearer scraper-token-9876543210' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('stride_');
    // Not taken for an API token (those are read on /api/ calls only).
    const right = await testApp.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('stride_http_request_duration_seconds');
  });
});
