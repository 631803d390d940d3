import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_SCHEDULES_JOB } from '../src/documents/schedule-job.js';
import { documentSchedules } from '../src/documents/tables.js';
import { outbox } from '../src/mail/tables.js';
import { REPORT_SCHEDULES_JOB } from '../src/reports/setup.js';
import { reportSchedules } from '../src/reports/tables.js';
import { createUser, uniqueToken } from './factories.js';
import { linkIn } from './outbox.js';
import { fromNewAddress, onPostgres, PUBLIC_URL, sleep, useDeployment } from './scale-out-harness.js';
import type { ServerProcess } from './server-process.js';
import { jsonCaller, signIn } from './test-app.js';

// Two servers of one deployment (scale-out-harness.ts) share what the database holds: sessions,
// rate limits and failed sign-ins, and the job queue, so each job and due schedule runs once.

const waitLong = { timeout: 15_000, interval: 50 };
/** Both job queues poll every half second: two rounds each in which a second run would show. */
const QUIET_MS = 1_000;

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database: sessions, limits and jobs', () => {
  const deployment = useDeployment();

  it('shares sessions: signed in on A, signed in on B; signed out on B, A lets go within its session cache time', async () => {
    const { a, b } = deployment;
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
    const { a, b } = deployment;
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
    const { a, b, mail } = deployment;
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
    const { a, b, mail } = deployment;
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
});
