import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';
import { linkIn } from '../../test/outbox.js';
import { readPdf } from '../../test/pdf-reader.js';
import { createDocumentJobs } from './document-jobs.js';
import { createDocumentsRepository } from './repository.js';
import { assortmentDocuments } from './tables.js';

let c: AssortmentTestApp;
let owner: AssortmentCaller;
let assortmentId: string;

beforeAll(async () => {
  c = await createAssortmentTestApp(12);
  owner = await c.caller();
  const products = c.footwear.slice(0, 3).map(({ style, color }) => ({ style, color }));
  const { answer } = await owner.call('/api/assortments', { body: { title: 'Harbor buy', products } });
  assortmentId = answer._id;
});
afterAll(() => c?.close());

const share = (format: 'pdf' | 'xlsx', extra: Record<string, unknown> = {}, caller = owner) =>
  caller.call(`/api/assortment-documents/share/email/${format}`, {
    body: {
      assortment: assortmentId,
      documentType: { type: 'pdf', name: 'Pricesheet', subType: 'Expanded' },
      recipients: ['buyer@harbor.example'],
      bccRecipients: ['rep@stride.example'],
      subject: 'Spring pricesheet',
      body: 'Prices for our meeting.',
      ...extra,
    },
  });

/** The link a recipient got, as a path of the public file route. */
const sharedFileOf = async (recipient: string) => {
  const [mail] = (await c.t.outbox.mailsTo(recipient)).slice(-1);
  if (!mail) throw new Error(`No mail to ${recipient}`);
  const page = linkIn(mail, '/file/shared/');
  const [, , , format, , documentId, code, filename] = page.pathname.split('/');
  return { mail, page, api: `/api/assortment-documents/${format}/shared/${documentId}/${code}/${filename}` };
};

describe('sharing a document by e-mail', () => {
  it('mails every recipient a link of their own that opens the document signed out, counted per recipient', async () => {
    const { status, answer } = await share('pdf');
    expect(status).toBe(200);
    expect(answer.message).toBe('Shared Successfully');
    expect(answer.document).toMatchObject({
      state: 'success',
      format: 'pdf',
      filename: 'Harbor buy Pricesheet Expanded.pdf',
    });

    const buyer = await sharedFileOf('buyer@harbor.example');
    const rep = await sharedFileOf('rep@stride.example');
    expect(buyer.mail.subject).toBe('Spring pricesheet');
    expect(buyer.mail.text).toContain('Prices for our meeting.');
    expect(buyer.mail.to).toEqual(['buyer@harbor.example']);
    expect(buyer.page.pathname).not.toBe(rep.page.pathname);
    // At least 128 bits of access code (part 2 §7.7): 43 base64url characters are 256.
    expect(buyer.page.pathname.split('/')[6]?.length).toBeGreaterThanOrEqual(22);

    const opened = await c.t.call(buyer.api);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-disposition')).toContain('Harbor buy Pricesheet Expanded.pdf');
    const pdf = await readPdf(Buffer.from(await opened.arrayBuffer()));
    expect(pdf.pages[0]).toContain('Harbor buy');
    await c.t.call(buyer.api);

    const { answer: kept } = await owner.call(`/api/assortment-documents/${answer.document._id}`);
    const views = Object.fromEntries(
      kept.links.map((link: { recipient: string; viewCount: number }) => [link.recipient, link.viewCount]),
    );
    expect(views).toEqual({ 'buyer@harbor.example': 2, 'rep@stride.example': 0 });
    expect(
      kept.links.find((link: { recipient: string }) => link.recipient === 'buyer@harbor.example').lastViewedDate,
    ).not.toBeNull();
    const { answer: list } = await owner.call('/api/assortment-documents');
    expect(list.data.map((document: { _id: string }) => document._id)).toContain(answer.document._id);
  });

  it('refuses a wrong code, a link past its expiry and a deleted document, and keeps documents to their owner', async () => {
    const { answer } = await share('xlsx', { recipients: ['late@harbor.example'], bccRecipients: [] });
    const link = await sharedFileOf('late@harbor.example');
    expect((await c.t.call(link.api)).status).toBe(200);
    expect((await c.t.call(link.api.replace(/\/([A-Za-z0-9_-]{43})\//, `/${'A'.repeat(43)}/`))).status).toBe(404);

    const stranger = await c.caller();
    expect((await stranger.call(`/api/assortment-documents/${answer.document._id}`)).status).toBe(404);
    expect((await stranger.call(`/api/assortment-documents/${answer.document._id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await share('pdf', {}, stranger)).status).toBe(404);

    await c.t.db
      .update(assortmentDocuments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(assortmentDocuments.id, answer.document._id));
    expect((await c.t.call(link.api)).status).toBe(404);

    const deleted = await owner.call(`/api/assortment-documents/${answer.document._id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await owner.call(`/api/assortment-documents/${answer.document._id}`)).status).toBe(404);
  });

  it('needs a recipient and a subject, and mails nothing when the document cannot be made', async () => {
    expect((await share('pdf', { recipients: [] })).status).toBe(400);
    expect((await share('pdf', { subject: '' })).status).toBe(400);
    const before = (await c.t.outbox.mailsTo('nobody@harbor.example')).length;
    const missing = await share('pdf', {
      assortment: '00000000-0000-4000-8000-000000000000',
      recipients: ['nobody@harbor.example'],
    });
    expect(missing.status).toBe(404);
    expect(await c.t.outbox.mailsTo('nobody@harbor.example')).toHaveLength(before);
  });
});

describe('document jobs', () => {
  const waitForEnd = (caller: AssortmentCaller, id: string) =>
    vi.waitFor(
      async () => {
        const { answer } = await caller.call(`/api/assortment-documents/${id}`, { method: 'GET' });
        expect(answer.state).not.toBe('started');
        return answer;
      },
      { timeout: 10_000, interval: 50 },
    );

  it('answers a started document at once, which ends in success with a file its owner alone can read', async () => {
    const { status, answer } = await owner.call('/api/assortment-documents', {
      body: {
        assortment: assortmentId,
        documentType: { type: 'Spreadsheet', name: 'Linesheet', subType: 'Condensed' },
      },
    });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ state: 'started', format: 'xlsx', filename: 'Harbor buy Linesheet Condensed.xlsx' });
    const ended = await waitForEnd(owner, answer._id);
    expect(ended).toMatchObject({ state: 'success', lineCount: 3 });

    const file = await c.t.call(`/api/assortment-documents/${answer._id}/file`, { cookie: owner.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('Harbor buy Linesheet Condensed.xlsx');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const stranger = await c.caller();
    expect((await c.t.call(`/api/assortment-documents/${answer._id}/file`, { cookie: stranger.cookie })).status).toBe(
      404,
    );
    const listed = await owner.call('/api/assortment-documents', { method: 'GET' });
    expect(listed.answer.data.map((document: { _id: string }) => document._id)).toContain(answer._id);
  });

  it('ends failed, not started forever, when its job was abandoned: its server died on every try', async () => {
    const repository = createDocumentsRepository(c.t.db);
    const log = { error: vi.fn() };
    const jobs = createDocumentJobs({ repository, log } as unknown as Parameters<typeof createDocumentJobs>[0]);
    const { answer: made } = await owner.call('/api/assortment-documents', {
      body: { assortment: assortmentId, documentType: { type: 'pdf', name: 'Linesheet', subType: 'Expanded' } },
    });
    const { ownerId, request, format, filename, displayName } = await waitForEnd(owner, made._id).then(() =>
      repository.findById(made._id).then((found) => found!),
    );
    // The same request again, left started as by a server that died while making it.
    const row = await repository.insertStarted({ ownerId, request, format, filename, displayName });

    await jobs.abandon(row.id);
    await jobs.abandon(row.id);

    const { answer } = await owner.call(`/api/assortment-documents/${row.id}`, { method: 'GET' });
    expect(answer).toMatchObject({ state: 'failed', error: 'The document could not be made. Please try again.' });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it("ends failed with the reason when the document cannot be made, and 404s another's assortment", async () => {
    const { answer: folder } = await owner.call('/api/assortments', { body: { title: 'Season', type: 'folder' } });
    const { answer } = await owner.call('/api/assortment-documents', {
      body: { assortment: folder._id, documentType: { type: 'pdf', name: 'Linesheet', subType: 'Expanded' } },
    });
    expect(answer.state).toBe('started');
    expect(await waitForEnd(owner, answer._id)).toMatchObject({
      state: 'failed',
      error: 'A folder has no products to put in a document.',
    });
    const stranger = await c.caller();
    const refused = await stranger.call('/api/assortment-documents', {
      body: { assortment: assortmentId, documentType: { type: 'pdf', name: 'Linesheet', subType: 'Expanded' } },
    });
    expect(refused.status).toBe(404);
    const nameless = await owner.call('/api/assortment-documents', {
      body: { documentType: { type: 'pdf', name: 'Linesheet', subType: 'Expanded' } },
    });
    expect(nameless.status).toBe(400);
  });
});
