import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAssortmentFileAnswerSchema, MIN_UPLOAD_CHUNK_SIZE } from '@stride/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DOCUMENT_SCHEDULES_JOB } from '../src/documents/schedule-job.js';
import { documentSchedules } from '../src/documents/tables.js';
import { outbox } from '../src/mail/tables.js';
import { openDatabase } from '../src/platform/db/database.js';
import { REPORT_SCHEDULES_JOB } from '../src/reports/setup.js';
import { reportSchedules } from '../src/reports/tables.js';
import { pngPicture } from './assortment-files.js';
import { createUser, uniqueToken } from './factories.js';
import { linkIn } from './outbox.js';
import { createServerDatabase, databaseUrlFor, dropServerDatabase, testDatabaseName } from './postgres.js';
import { startS3rver } from './s3rver.js';
import { eventStream, hasEvent } from './server-events.js';
import { createMailRecorder, type ServerProcess, startServerProcess } from './server-process.js';
import { createTestApp, jsonCaller, readAnswer, signIn, type TestApp } from './test-app.js';

/**
 * Two server processes behind one balancer (docs/operations.md, "Running several servers"):
 * one PostgreSQL database, one S3 bucket, the same settings, each its own DATA_DIR, connections
 * and job queue. Requests alternate between them as a balancer without sticky sessions sends
 * them. PGlite serves one process, so this runs on PostgreSQL only (TEST_DATABASE_URL).
 */
const serverUrl = inject('testServerUrl');
const PUBLIC_URL = 'https://stride.test';
const waitLong = { timeout: 15_000, interval: 50 };
/** Both job queues poll every half second: two rounds each in which a second run would show. */
const QUIET_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A caller address of its own, as the balancer passes it on (X-Forwarded-For). */
const fromNewAddress = () => ({ 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database and one S3 bucket', () => {
  const mail = createMailRecorder();
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let databaseName: string | undefined;
  let databaseUrl: string;
  let sharedEnv: Record<string, string>;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    s3 = await startS3rver();
    databaseName = testDatabaseName('scale_out');
    await createServerDatabase(serverUrl!, databaseName);
    databaseUrl = databaseUrlFor(serverUrl!, databaseName);
    // What every server of the deployment is given alike (docs/operations.md).
    sharedEnv = {
      DATABASE_URL: databaseUrl,
      ...s3.env,
      UPLOAD_SIGNING_SECRET: 'scale-out-upload-signing-secret-0123456789',
      PUBLIC_URL,
      // The balancer's address (here the test's own): the client's address is what it adds.
      TRUST_PROXY: 'loopback',
      LOGIN_RATE_LIMIT_MAX: '3',
      SIGN_IN_ACCOUNT_FAILURES_BEFORE_LOCK: '3',
    };
    // A fresh deployment: both start at once on the empty database (migrations, job schema).
    [a, b] = await Promise.all([startServer('A'), startServer('B')]);
  });
  /** A server of the deployment: the shared settings and a DATA_DIR of its own. */
  const startServer = async (name: string) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), `stride-server-${name.toLowerCase()}-`));
    dataDirs.push(dataDir);
    return startServerProcess({ name, env: { ...sharedEnv, DATA_DIR: dataDir }, transport: mail.transportFor(name) });
  };
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await s3?.close();
    if (databaseName) await dropServerDatabase(serverUrl!, databaseName);
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('shares sessions: signed in on A, signed in on B; signed out on B, A lets go within its session cache time', async () => {
    const user = await createUser(a.db);
    const cookie = await signIn(a, user.email, user.password!);
    const ping = async (server: ServerProcess) => (await server.call('/api/users/ping', { cookie })).status;
    expect(await ping(b)).toBe(200);
    // A now answers this cookie from its in-process cache (SESSION_CACHE_TTL_MS, 1 s).
    expect(await ping(a)).toBe(200);

    expect((await b.call('/api/users/logout', { cookie })).status).toBe(200);
    const signedOutAt = Date.now();
    expect(await ping(b)).toBe(401);
    // A may answer from its cache a little longer: never for a request sent more than
    // SESSION_CACHE_TTL_MS after the sign-out.
    let status = 200;
    let lastServedAt = signedOutAt;
    while (status === 200 && Date.now() - signedOutAt < 5_000) {
      const sentAt = Date.now();
      status = await ping(a);
      if (status === 200) {
        lastServedAt = sentAt;
        await sleep(50);
      }
    }
    expect(status).toBe(401);
    expect(lastServedAt - signedOutAt).toBeLessThanOrEqual(a.config.sessionCacheTtlMs);
  });

  it('counts rate limits and failed sign-ins across both', async () => {
    const from = fromNewAddress();
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a]) {
      const reset = await server.call('/api/users/password-reset', {
        body: { email: `${uniqueToken()}@nobody.test` },
        headers: from,
      });
      statuses.push(reset.status);
    }
    // LOGIN_RATE_LIMIT_MAX=3 per address: the fourth, whichever server takes it, is refused.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    const user = await createUser(a.db);
    const attempt = async (server: ServerProcess, password: string) =>
      (
        await server.call('/api/users/session', {
          body: { email: user.email, password },
          headers: fromNewAddress(),
        })
      ).status;
    expect([await attempt(a, 'wrong'), await attempt(b, 'wrong'), await attempt(a, 'wrong')]).toEqual([401, 401, 401]);
    // Three failures lock the account on every server, even for the right password.
    expect(await attempt(b, user.password!)).toBe(429);
    expect(await attempt(a, user.password!)).toBe(429);
  });

  it('runs a job sent on either server once: each mail is delivered by one worker, one SMTP send', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(a.db)));
    for (const [index, user] of users.entries()) {
      const server = index % 2 === 0 ? a : b;
      const reset = await server.call('/api/users/password-reset', {
        body: { email: user.email },
        headers: fromNewAddress(),
      });
      expect(reset.status).toBe(200);
    }
    await vi.waitFor(() => {
      for (const user of users) expect(mail.sentTo(user.email)).toHaveLength(1);
    }, waitLong);
    await sleep(QUIET_MS);
    for (const user of users) expect(mail.sentTo(user.email)).toHaveLength(1);

    const rows = await a.db
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [...a.outbox.ids, ...b.outbox.ids]));
    const mine = rows.filter((row) => users.some((user) => row.to.includes(user.email)));
    expect(mine.map((row) => [row.status, row.attempts])).toEqual(users.map(() => ['sent', 1]));
    // The link is the deployment's address (PUBLIC_URL), and its code works on the other server.
    const link = linkIn(mine.find((row) => row.to.includes(users[0]!.email))!, '/set-password/');
    expect(link.origin).toBe(PUBLIC_URL);
    expect((await b.call(`/api/users${link.pathname}`)).status).toBe(200);
  });

  it('runs a due schedule once when both servers tick, and its files are read on either', async () => {
    const owner = await jsonCaller(
      a,
      await createUser(a.db, { permissions: [{ domain: 'productAssortments', role: 'manager' }] }),
    );
    const { answer: assortment } = await owner.call('/api/assortments', { body: { title: 'Weekly buy' } });
    const reportTo = `${uniqueToken('report')}@stride.test`;
    const documentTo = `${uniqueToken('document')}@stride.test`;
    const timing = { frequency: 'daily', hour: 7 };
    const report = await owner.call('/api/assortments/admin/report-schedules', {
      body: {
        reportRoute: 'assortment-export',
        report: { period: { by: 'dates', from: '2020-01-01', to: '2020-01-02' } },
        timing,
        recipients: [reportTo],
        subject: 'Daily assortments',
      },
    });
    const document = await owner.call('/api/assortment-documents/schedules', {
      body: {
        assortment: assortment._id,
        documentType: { type: 'pdf', name: 'Linesheet', subType: 'Condensed' },
        format: 'pdf',
        recipients: [documentTo],
        subject: 'Daily linesheet',
        timing,
      },
    });
    expect([report.status, document.status]).toEqual([200, 200]);
    const due = new Date(Date.now() - 60_000);
    await a.db
      .update(reportSchedules)
      .set({ nextRunAt: due })
      .where(eq(reportSchedules.id, report.answer.schedule._id));
    await a.db
      .update(documentSchedules)
      .set({ nextRunAt: due })
      .where(eq(documentSchedules.id, document.answer.schedule._id));

    // The minute's tick on both servers at once (pg-boss sends a cron job once a minute; these
    // are the ticks two servers would run if it came twice, or a restarted one caught up).
    const ticks = [REPORT_SCHEDULES_JOB, DOCUMENT_SCHEDULES_JOB];
    await Promise.all([a, b].flatMap((server) => ticks.map((tick) => server.jobs.send(tick, {}))));
    await vi.waitFor(async () => {
      const { rows } = await a.database.executeSql(
        `select count(*)::int as completed from pgboss.job where name = any($1) and state = 'completed'`,
        [ticks],
      );
      expect(rows[0]!.completed).toBeGreaterThanOrEqual(4);
      expect(mail.sentTo(reportTo)).toHaveLength(1);
      expect(mail.sentTo(documentTo)).toHaveLength(1);
    }, waitLong);
    await sleep(QUIET_MS);
    expect(mail.sentTo(reportTo)).toHaveLength(1);
    expect(mail.sentTo(documentTo)).toHaveLength(1);
    const mailsTo = async (email: string) => [...(await a.outbox.mailsTo(email)), ...(await b.outbox.mailsTo(email))];
    expect(await mailsTo(reportTo)).toHaveLength(1);
    // The attachment was read from the bucket by whichever server delivered the mail.
    expect(mail.sentTo(reportTo)[0]!.raw).toMatch(/filename=assortment-export-\d{4}-\d{2}-\d{2}\.xlsx/);

    const [documentMail, ...again] = await mailsTo(documentTo);
    expect(again).toEqual([]);
    const page = linkIn(documentMail!, '/file/scheduled/');
    expect(page.origin).toBe(PUBLIC_URL);
    const [, , , format, , documentId, timeStamp, filename] = page.pathname.split('/');
    const file = `/api/assortment-documents/${format}/scheduled/${documentId}/${timeStamp}/${filename}`;
    for (const server of [a, b]) {
      const opened = await server.call(file);
      expect(opened.status).toBe(200);
      expect((await opened.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const [reportRow] = await a.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, report.answer.schedule._id));
    expect(reportRow!.lastError).toBeNull();
    expect(reportRow!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('delivers a batch saved through A to a live stream on B', async () => {
    const user = await createUser(a.db, { permissions: [{ domain: 'productAssortments', role: 'manager' }] });
    const cookie = await signIn(a, user.email, user.password!);
    const created = await readAnswer(await a.call('/api/assortments', { cookie, body: { title: 'Live line' } }));
    const onB = eventStream(await b.call(`/api/assortments/${created._id}/events`, { cookie }));
    // Who is present comes once B has the stream registered.
    await onB.readUntil(hasEvent('presence'));
    const saved = await a.call(`/api/assortments/batch/${created._id}?baseVersion=${created.version}`, {
      method: 'PATCH',
      cookie,
      body: [{ patch: { title: 'Live line, edited' } }],
    });
    expect(saved.status).toBe(200);
    await onB.readUntil(hasEvent('batch'));
    await onB.close();
    expect(onB.events.find((event) => event.event === 'batch')?.data).toMatchObject({
      version: created.version + 1,
      assortment: { title: 'Live line, edited' },
    });
  });

  it('ends its live streams when a server stops, and the stream reopened on another carries on', async () => {
    const c = await startServer('C');
    let cRunning = true;
    try {
      const user = await createUser(a.db, { permissions: [{ domain: 'productAssortments', role: 'manager' }] });
      const cookie = await signIn(a, user.email, user.password!);
      const created = await readAnswer(await a.call('/api/assortments', { cookie, body: { title: 'Restarted line' } }));
      const events = `/api/assortments/${created._id}/events`;
      const onC = eventStream(await c.call(events, { cookie }));
      await onC.readUntil(hasEvent('presence'));

      // Taken out of the balancer and stopped (SIGTERM): it does not wait for the browser.
      const stopping = Date.now();
      await c.close();
      cRunning = false;
      expect(Date.now() - stopping).toBeLessThan(3_000);
      await onC.readUntil(() => false, 2_000);
      expect(onC.ended).toBe(true);

      // The browser's EventSource reconnects, and the balancer sends it to B.
      const onB = eventStream(await b.call(events, { cookie }));
      await onB.readUntil(hasEvent('presence'));
      const saved = await a.call(`/api/assortments/batch/${created._id}?baseVersion=${created.version}`, {
        method: 'PATCH',
        cookie,
        body: [{ patch: { title: 'Restarted line, edited' } }],
      });
      expect(saved.status).toBe(200);
      await onB.readUntil(hasEvent('batch'));
      await onB.close();
      expect(onB.events.find((event) => event.event === 'batch')?.data).toMatchObject({
        assortment: { title: 'Restarted line, edited' },
      });
    } finally {
      if (cRunning) await c.close();
    }
  });

  /**
   * An assortment's logo of two parts through the upload protocol, each step on the server the
   * plan names: the upload id and part URLs one server signs, the other accepts.
   */
  const uploadLogoAcross = async (plan: { create: TestApp; parts: TestApp[]; complete: TestApp; read: TestApp }) => {
    const user = await createUser(plan.create.db, { permissions: [{ domain: 'productAssortments', role: 'user' }] });
    const cookie = await signIn(plan.create, user.email, user.password!);
    const picture = await pngPicture();
    const bytes = Buffer.concat([picture, Buffer.alloc(MIN_UPLOAD_CHUNK_SIZE + 1_000 - picture.length, 7)]);
    const json = async (server: TestApp, route: string, body: unknown) => {
      const response = await server.call(route, { cookie, body });
      expect(response.status).toBe(200);
      return readAnswer(response);
    };
    const assortment = await json(plan.create, '/api/assortments', { title: 'Logo across servers' });
    const { file, upload: target } = createAssortmentFileAnswerSchema.parse(
      await json(plan.create, `/api/assortments/${assortment._id}/files`, {
        filename: 'logo.png',
        usageType: 'assortmentLogo',
        attachTo: assortment._id,
        fileSize: bytes.length,
      }),
    );
    const created = await json(plan.create, '/api/upload/aws/s3/create', {
      ...target,
      fileSize: bytes.length,
      forceOverwrite: false,
      chunkSize: MIN_UPLOAD_CHUNK_SIZE,
    });
    const etags: string[] = [];
    for (const [index, url] of (created.urls as string[]).entries()) {
      // Relative on local storage (a server's part route), absolute with S3 (the bucket).
      const part = await fetch(new URL(url, plan.parts[index]!.baseUrl), {
        method: 'PUT',
        body: new Uint8Array(bytes.subarray(index * MIN_UPLOAD_CHUNK_SIZE, (index + 1) * MIN_UPLOAD_CHUNK_SIZE)),
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(part.status).toBe(200);
      etags.push(part.headers.get('etag') ?? '');
    }
    expect(etags).toHaveLength(2);
    const completed = await plan.complete.call('/api/upload/aws/s3/complete', {
      cookie,
      body: { ...target, uploadId: created.uploadId, etags },
    });
    expect(completed.status).toBe(200);
    const read = await readAnswer(await plan.read.call(`/api/assortments/${assortment._id}`, { cookie }));
    expect(read.logo).toBe(file.url);
    const served = await plan.read.call(file.url, { cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  };

  it('accepts on B the upload A signed: S3 parts through presigned URLs, completed on B, read on A', async () => {
    await uploadLogoAcross({ create: a, parts: [a, b], complete: b, read: a });
  });

  it('with local storage, servers sharing DATA_DIR (one signing key file) take each other’s parts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'stride-shared-data-'));
    const databases = await Promise.all([openDatabase({ databaseUrl }), openDatabase({ databaseUrl })]);
    const [first, second] = await Promise.all(
      databases.map((database) => createTestApp({ database, env: { DATA_DIR: dataDir } })),
    );
    try {
      await uploadLogoAcross({ create: first!, parts: [second!, first!], complete: second!, read: first! });
    } finally {
      // A file answer's connection stays busy a moment after its last byte (the file's end is
      // read after it), and a closing server waits for busy connections: nothing is in flight now.
      for (const server of [first, second]) server?.app.server.closeAllConnections();
      await Promise.all([first?.close(), second?.close()]);
      await Promise.all(databases.map((database) => database.close()));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
