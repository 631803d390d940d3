import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSmtp } from '../../../test/smtp-server.js';
import { openTestDatabase } from '../../../test/test-app.js';
import type { DatabaseHandle } from '../db/database.js';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.js';
import { createMemoryStorage } from '../storage/memory-storage.js';
import { createSmtpTransport } from './delivery.js';
import {
  dispatchMailThrough,
  MAIL_DELIVERY_JOB,
  MAIL_RETRY,
  type MailRetry,
  registerMailDelivery,
} from './delivery-job.js';
import { createMailer } from './mailer.js';
import { outbox } from './outbox-table.js';

const waitLong = { timeout: 10_000, interval: 50 };
const quickRetry: MailRetry = { retryLimit: 4, retryDelay: 0, retryBackoff: false };
const message = { to: ['buyer@example.com', 'planner@example.com'], subject: 'Your access request', text: 'Hello' };

/** The test SMTP server, and a transport to it. */
const startSmtpServer = async (refusals = 0) => {
  const smtp = await startTestSmtp({ refusals });
  return { ...smtp, transport: createSmtpTransport(smtp.url) };
};

describe('mail delivery job', () => {
  let handle: DatabaseHandle;
  let jobs: JobQueue | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

  beforeAll(async () => {
    handle = await openTestDatabase();
  });

  afterEach(async () => {
    await jobs?.stop();
    await smtp?.close();
    jobs = undefined;
    smtp = undefined;
  });

  afterAll(async () => {
    await handle?.close();
  });

  const startDelivery = async (transport: Transporter | undefined, retry: MailRetry = quickRetry) => {
    jobs = createJobQueue(handle, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2_000 });
    await registerMailDelivery(jobs, { db: handle.db, transport, from: 'Stride <no-reply@stride.test>', storage });
    await jobs.start({ warn: vi.fn(), error: vi.fn() });
    return createMailer(handle.db, dispatchMailThrough(jobs, retry));
  };

  const storage = createMemoryStorage();

  const outboxRow = async (id: string) => (await handle.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  it('sends the mail over SMTP and marks the outbox row sent', async () => {
    smtp = await startSmtpServer();
    const mailer = await startDelivery(smtp.transport);

    const { id } = await mailer.send(message);

    await vi.waitFor(async () => expect((await outboxRow(id)).status).toBe('sent'), waitLong);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(message.to);
    expect(smtp.received[0]!.raw).toContain('Subject: Your access request');
    expect(smtp.received[0]!.raw).toContain('From: Stride <no-reply@stride.test>');
    const row = await outboxRow(id);
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('sends the files of a mail as attachments, read from storage', async () => {
    smtp = await startSmtpServer();
    const mailer = await startDelivery(smtp.transport);
    const report = Buffer.from('PK report bytes');
    await storage.put('mail/report.xlsx', report);
    const { id } = await mailer.send({
      ...message,
      attachments: [
        {
          filename: 'user-activity.xlsx',
          contentType: 'application/vnd.ms-excel',
          storageKey: 'mail/report.xlsx',
          size: report.length,
        },
      ],
    });
    await vi.waitFor(async () => expect((await outboxRow(id)).status).toBe('sent'), waitLong);
    const raw = smtp.received[0]!.raw;
    expect(raw).toContain('filename=user-activity.xlsx');
    expect(raw).toContain(report.toString('base64'));
  });

  it('retries when the SMTP server refuses the first attempt, then sends', async () => {
    smtp = await startSmtpServer(1);
    const mailer = await startDelivery(smtp.transport);

    const { id } = await mailer.send(message);

    await vi.waitFor(async () => expect((await outboxRow(id)).status).toBe('sent'), waitLong);
    expect(smtp.received).toHaveLength(1);
    const row = await outboxRow(id);
    expect(row.attempts).toBe(2);
    expect(row.lastError).toContain('451');
  });

  it('keeps the mail in the outbox without SMTP, with five tries and back-off by default', async () => {
    const mailer = await startDelivery(undefined, MAIL_RETRY);

    const { id } = await mailer.send(message);

    await vi.waitFor(async () => expect((await outboxRow(id)).status).toBe('kept'), waitLong);
    const { rows } = await handle.executeSql(
      'select retry_limit, retry_delay, retry_backoff from pgboss.job where name = $1 and data->>$2 = $3',
      [MAIL_DELIVERY_JOB, 'outboxId', id],
    );
    expect(rows).toEqual([{ retry_limit: 4, retry_delay: 30, retry_backoff: true }]);
  });

  it("delivers a mail written in the caller's transaction once it commits, and none when it rolls back", async () => {
    smtp = await startSmtpServer();
    const mailer = await startDelivery(smtp.transport);

    const { id } = await handle.db.transaction((tx) => mailer.send({ ...message, subject: 'Committed' }, tx));
    await expect(
      handle.db.transaction(async (tx) => {
        await mailer.send({ ...message, subject: 'Rolled back' }, tx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');

    await vi.waitFor(async () => expect((await outboxRow(id)).status).toBe('sent'), waitLong);
    expect(smtp.received.map((mail) => mail.raw.match(/^Subject: (.*)$/m)?.[1])).toEqual(['Committed']);
  });
});
