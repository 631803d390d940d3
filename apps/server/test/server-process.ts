import nodemailer, { type Transporter } from 'nodemailer';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/database.js';
import { createJobQueue, type JobQueue } from '../src/platform/jobs/job-queue.js';
import { dispatchMailThrough, registerMailDelivery } from '../src/platform/mail/delivery-job.js';
import { createMailer } from '../src/platform/mail/mailer.js';
import { openAppStorage } from '../src/platform/storage/app-storage.js';
import { httpCaller } from './http-call.js';
import { createOutboxRecorder } from './outbox.js';
import type { TestApp } from './test-app.js';

/** One server process of a deployment: the app, listening, with its own job queue started. */
export type ServerProcess = TestApp & { name: string; jobs: JobQueue };

/** A mail as the SMTP server received it, and which server process sent it. */
type SentMail = { server: string; to: string[]; raw: string };

/**
 * Stands in for the one SMTP server of a deployment: each server process gets a transport of
 * its own (its own SMTP client), and every message sent through any of them lands in `sent`.
 */
export const createMailRecorder = () => {
  const sent: SentMail[] = [];
  return {
    sent,
    /** The messages sent to an address, in the order they were sent. */
    sentTo: (email: string) => sent.filter((mail) => mail.to.includes(email.toLowerCase())),
    transportFor: (server: string): Transporter =>
      nodemailer.createTransport({
        name: 'recording',
        version: '1',
        send: (mail, callback) => {
          const envelope = mail.message.getEnvelope();
          mail.message.build((error, raw) => {
            if (error) return callback(error, undefined);
            sent.push({ server, to: envelope.to.map((to) => to.toLowerCase()), raw: raw.toString('utf8') });
            callback(null, { envelope, messageId: mail.message.messageId() });
          });
        },
      }),
  };
};

const processEnv: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  // API only: the built web app, if any, is not part of these tests.
  WEB_DIST_DIR: '/nonexistent/stride-web-dist',
};

/**
 * Starts a server process as `main.ts` does, from its environment (`DATABASE_URL` required):
 * its own database pool, storage, job queue with the mail delivery worker, the app with the
 * features' jobs and schedules, listening on a free port of 127.0.0.1. Mail goes to `transport`.
 * Jobs are polled every half second, so a test sees them run soon.
 */
export const startServerProcess = async (options: {
  name: string;
  env: Record<string, string>;
  transport: Transporter;
}): Promise<ServerProcess> => {
  const config = loadConfig({ ...processEnv, ...options.env });
  if (!config.databaseUrl) throw new Error('A server process of a deployment needs DATABASE_URL');
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const jobs = createJobQueue(database, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2_000 });
  const { storage } = await openAppStorage(config);
  await registerMailDelivery(jobs, { db: database.db, transport: options.transport, from: config.mailFrom, storage });
  const outbox = createOutboxRecorder(database.db);
  const deliver = dispatchMailThrough(jobs);
  const mailer = createMailer(database.db, async (outboxId, executor) => {
    await outbox.dispatch(outboxId);
    await deliver(outboxId, executor);
  });
  const crmRetries: string[] = [];
  const app = await buildApp({
    config,
    database,
    mailer,
    jobs,
    retryCrmSync: async (assortmentId) => {
      crmRetries.push(assortmentId);
    },
  });
  await jobs.start(app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server process has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    name: options.name,
    app,
    config,
    database,
    db: database.db,
    outbox,
    crmRetries,
    baseUrl,
    call: httpCaller(baseUrl),
    jobs,
    close: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
};
