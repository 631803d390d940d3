import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startTestSmtp } from '../smtp-server.js';
import { callJson, signIn, startServer, withDatabase } from './fault-server.js';
import { footwearOf, newAssortment, onEmbeddedDatabase, useFaultStores } from './kill-restart-harness.js';

// Issue 13 (kill-restart-harness.ts): the server killed with SIGKILL while a background job runs
// (a document job, a scheduled send) and started again on the same data.

const freshStore = useFaultStores();

describe.runIf(onEmbeddedDatabase)('kill -9 during a document job', () => {
  it('makes the document after the restart: success, one file, the job not left running', async () => {
    const store = freshStore();
    // Marking the document made: its file is rendered and stored by then.
    let server = await startServer(store, { holdSql: 'update "assortment_documents"' });
    const cookie = await signIn(server, 'user@stride.demo');
    const assortment = await newAssortment(
      server,
      cookie,
      'Fault document',
      (await footwearOf(server, cookie)).slice(0, 30),
    );
    await server.armHold();
    const { answer: started } = await callJson(server, '/api/assortment-documents', {
      cookie,
      body: {
        assortment: assortment._id,
        documentType: { type: 'Spreadsheet', name: 'Linesheet', subType: 'Condensed' },
      },
    });
    expect(started.state).toBe('started');
    await server.waitForHold();
    await server.kill();

    server = await startServer(store);
    // What the download queue polls.
    const ended = await vi.waitFor(
      async () => {
        const { answer } = await callJson(server, `/api/assortment-documents/${started._id}`, { cookie });
        expect(answer.state).not.toBe('started');
        return answer;
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(ended).toMatchObject({ state: 'success', lineCount: 30 });
    const file = await server.call(`/api/assortment-documents/${started._id}/file`, { cookie });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const { answer: listed } = await callJson(server, '/api/assortment-documents', { cookie });
    expect(listed.data.filter((document: { _id: string }) => document._id === started._id)).toHaveLength(1);
    const stored = readdirSync(path.join(store.dataDir, 'files', 'documents'));
    expect(stored.filter((name) => name.includes(started._id))).toHaveLength(1);
  }, 120_000);
});

describe.runIf(onEmbeddedDatabase)('kill -9 during a scheduled send', () => {
  it('sends a due schedule once after kills while its document is kept and while its mail is on the wire', async () => {
    const smtp = await startTestSmtp();
    onTestFinished(() => smtp.close());
    const store = freshStore();
    let server = await startServer(store, { smtpUrl: smtp.url });
    const cookie = await signIn(server, 'user@stride.demo');
    const assortment = await newAssortment(
      server,
      cookie,
      'Fault schedule',
      (await footwearOf(server, cookie)).slice(0, 12),
    );
    const subject = 'Daily linesheet (fault suite)';
    const { answer: created } = await callJson(server, '/api/assortment-documents/schedules', {
      cookie,
      body: {
        assortment: assortment._id,
        documentType: { type: 'Spreadsheet', name: 'Linesheet', subType: 'Condensed' },
        format: 'xlsx',
        recipients: ['buyer@harbor.example'],
        subject,
        timing: { frequency: 'daily', hour: 7 },
      },
    });
    const scheduleId = created.schedule._id as string;
    await server.stop();
    // The schedule comes due, and the minute tick is waiting in the job queue.
    await withDatabase(store, async (sql) => {
      await sql(`update document_schedules set next_run_at = now() - interval '1 minute' where id = $1`, [scheduleId]);
      await sql(`insert into pgboss.job (name, data, retry_limit) values ('documents.schedules', '{}', 0)`);
    });

    // 1. Killed inside the transaction that keeps the document and writes its mail.
    server = await startServer(store, {
      smtpUrl: smtp.url,
      holdSql: 'insert into "assortment_documents"',
      holdArmed: true,
    });
    await server.waitForHold();
    await server.kill();
    // 2. Killed while the mail server holds the message unanswered: not delivered.
    const held = smtp.holdNext();
    server = await startServer(store, { smtpUrl: smtp.url });
    await held;
    await server.kill();
    // 3. After this restart it is delivered, once.
    server = await startServer(store, { smtpUrl: smtp.url });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 30_000, interval: 100 });
    const { answer: schedules } = await callJson(server, '/api/assortment-documents/schedules', { cookie });
    const schedule = schedules.data.find((row: { _id: string }) => row._id === scheduleId);
    expect(schedule).toMatchObject({ lastError: null });
    expect(new Date(schedule.lastRunDate).getTime()).toBeLessThan(Date.now());
    expect(new Date(schedule.nextRunDate).getTime()).toBeGreaterThan(Date.now());
    await server.stop();
    expect(smtp.received.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: ['buyer@harbor.example'], subject },
    ]);
    await withDatabase(store, async (sql) => {
      expect(await sql('select state from assortment_documents where schedule_id = $1', [scheduleId])).toEqual([
        { state: 'success' },
      ]);
      expect(await sql('select status from mail_outbox where subject = $1', [subject])).toEqual([{ status: 'sent' }]);
      // Nothing is left to run that could send it again, after any later restart either.
      const waiting = await sql(
        `select name, state from pgboss.job where name in ('documents.schedule-run', 'mail.deliver') and state < 'completed'`,
      );
      expect(waiting).toEqual([]);
    });
  }, 180_000);
});
