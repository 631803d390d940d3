import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';
import { bodySignature } from '../platform/crypto/body-signature.js';
import type { JobHandler, JobQueue } from '../platform/jobs/job-queue.js';
import { CRM_SYNC_JOB, type CrmSyncJob, createCrmSync, registerCrmSyncRetries } from './crm-sync.js';

const SECRET = 'a-crm-secret-of-at-least-thirty-two-chars';

/** A stand-in CRM: keeps what it receives and answers with the status the test sets. */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let crmStatus = 200;
let crm: Server;
let crmUrl = '';

let c: AssortmentTestApp;
let owner: AssortmentCaller;

beforeAll(async () => {
  crm = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(crmStatus).end('{}');
    });
  });
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
  crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/stride`;
  c = await createAssortmentTestApp(20, { CRM_SYNC_URL: crmUrl, CRM_SYNC_SECRET: SECRET });
  owner = await c.caller();
});
afterAll(async () => {
  await c?.close();
  await new Promise((resolve) => crm?.close(resolve));
});

const createAssortment = async (title: string, count: number) => {
  const products = c.footwear.slice(0, count).map(({ style, color }) => ({ style, color }));
  const { status, answer } = await owner.call('/api/assortments', { body: { title, products } });
  expect(status).toBe(200);
  return answer as { _id: string };
};

describe('CRM sync', () => {
  it('sends the assortment and its lines as signed JSON and records when the CRM took it', async () => {
    const assortment = await createAssortment('Key account plan', 3);
    expect((await owner.call(`/api/assortments/${assortment._id}/lastSyncDate`)).answer).toEqual({
      lastSyncDate: null,
      crmConfigured: true,
    });
    received.length = 0;

    const { status, answer } = await owner.call(`/api/assortments/crmSync/${assortment._id}`, { method: 'POST' });

    expect(status).toBe(200);
    expect(answer.status).toBe('synced');
    const [delivery] = received;
    const body = JSON.parse(delivery!.body);
    expect(body.event).toBe('assortment.sync');
    expect(body.assortment).toMatchObject({ id: assortment._id, title: 'Key account plan', productCount: 3 });
    expect(body.products.map((line: { style: string; color: string }) => `${line.style}_${line.color}`)).toEqual(
      c.footwear.slice(0, 3).map((product) => product.styleColorId),
    );
    // The receiver checks the signature with the shared secret over the timestamp and the body.
    const signature = String(delivery!.headers['x-stride-signature']);
    const timestamp = Number(signature.match(/^t=(\d+),/)?.[1]);
    expect(signature).toBe(bodySignature(SECRET, delivery!.body, timestamp));
    expect(signature).toContain(createHmac('sha256', SECRET).update(`${timestamp}.${delivery!.body}`).digest('hex'));
    expect(answer.lastSyncDate).toBe(body.sentAt);
    expect((await owner.call(`/api/assortments/${assortment._id}/lastSyncDate`)).answer.lastSyncDate).toBe(body.sentAt);
  });

  it('answers 202 and queues retries when the CRM fails, keeping the last sync date', async () => {
    const assortment = await createAssortment('CRM down', 1);
    crmStatus = 503;
    try {
      const { status, answer } = await owner.call(`/api/assortments/crmSync/${assortment._id}`, { method: 'POST' });
      expect(status).toBe(202);
      expect(answer).toEqual({ status: 'retrying', lastSyncDate: null });
      expect(c.t.crmRetries).toContain(assortment._id);
    } finally {
      crmStatus = 200;
    }
    // The retry job sends it again; once the CRM is back, the date is recorded.
    const syncedAt = await createCrmSync({ db: c.t.db, crm: { url: crmUrl, secret: SECRET } }).send(assortment._id);
    expect((await owner.call(`/api/assortments/${assortment._id}/lastSyncDate`)).answer.lastSyncDate).toBe(
      syncedAt.toISOString(),
    );
  });

  it('retries while the CRM fails, and stops once the assortment is deleted', async () => {
    let retry: JobHandler<CrmSyncJob> | undefined;
    const jobs = {
      work: async (name: string, handler: JobHandler<CrmSyncJob>) => {
        expect(name).toBe(CRM_SYNC_JOB);
        retry = handler;
      },
    } as unknown as JobQueue;
    await registerCrmSyncRetries(jobs, createCrmSync({ db: c.t.db, crm: { url: crmUrl, secret: SECRET } }));
    const job = { id: 'job', name: CRM_SYNC_JOB, retryCount: 1 };
    const assortment = await createAssortment('Retried', 1);
    crmStatus = 500;
    try {
      // A throw hands the job back to the queue for its next retry.
      await expect(retry!({ assortmentId: assortment._id }, job)).rejects.toThrow('The CRM answered 500');
    } finally {
      crmStatus = 200;
    }
    expect((await owner.call(`/api/assortments/${assortment._id}`, { method: 'DELETE' })).status).toBe(200);
    await expect(retry!({ assortmentId: assortment._id }, job)).resolves.toBeUndefined();
  });

  it("refuses another person's assortment, a folder, and callers without a session", async () => {
    const assortment = await createAssortment('Mine', 1);
    const other = await c.caller();
    // As elsewhere, another person's assortment is not there for them (404, not 403).
    expect((await other.call(`/api/assortments/crmSync/${assortment._id}`, { method: 'POST' })).status).toBe(404);
    const folder = (await owner.call('/api/assortments', { body: { title: 'A folder', type: 'folder' } })).answer;
    const refused = await owner.call(`/api/assortments/crmSync/${folder._id}`, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect((await c.t.call(`/api/assortments/crmSync/${assortment._id}`, { method: 'POST' })).status).toBe(401);
  });
});

describe('CRM sync without a CRM', () => {
  let bare: AssortmentTestApp;
  beforeAll(async () => {
    bare = await createAssortmentTestApp(5);
  });
  afterAll(() => bare?.close());

  it('says no CRM is set up, on the status and on a sync', async () => {
    const person = await bare.caller();
    const { answer: assortment } = await person.call('/api/assortments', { body: { title: 'Nowhere to go' } });
    expect((await person.call(`/api/assortments/${assortment._id}/lastSyncDate`)).answer).toEqual({
      lastSyncDate: null,
      crmConfigured: false,
    });
    const { status, answer } = await person.call(`/api/assortments/crmSync/${assortment._id}`, { method: 'POST' });
    expect(status).toBe(409);
    expect(answer).toMatchObject({
      messageCode: 'ITS_BE_ERROR_CRM_NOT_CONFIGURED',
      message: 'No CRM is set up for this site.',
    });
  });
});
