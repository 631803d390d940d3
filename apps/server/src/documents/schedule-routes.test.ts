import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';
import { linkIn } from '../../test/outbox.js';
import { readPdf } from '../../test/pdf-reader.js';

let c: AssortmentTestApp;
let owner: AssortmentCaller;
let assortmentId: string;
const ORIGIN = 'https://stride.example';

beforeAll(async () => {
  c = await createAssortmentTestApp(12);
  owner = await c.caller();
  const products = c.footwear.slice(0, 2).map(({ style, color }) => ({ style, color }));
  const { answer } = await owner.call('/api/assortments', { body: { title: 'Weekly buy', products } });
  assortmentId = answer._id;
});
afterAll(() => c?.close());

const schedule = (recipient: string, timing: Record<string, unknown>) =>
  owner.call('/api/assortment-documents/schedules', {
    body: {
      assortment: assortmentId,
      documentType: { type: 'pdf', name: 'Linesheet', subType: 'Condensed' },
      format: 'pdf',
      recipients: [recipient],
      subject: 'This week’s linesheet',
      timing,
    },
  });

describe('document schedules', () => {
  it('sends a weekly document when it comes due (fake clock), once, with a link that opens it signed out', async () => {
    const created = await schedule('weekly@harbor.example', { frequency: 'weekly', weekday: 1, hour: 8 });
    expect(created.status).toBe(200);
    expect(created.answer.message).toBe('Scheduled Successfully');
    const nextRun = new Date(created.answer.schedule.nextRunDate);
    // Mondays at 08:00 in Los Angeles.
    expect(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Los_Angeles',
        weekday: 'short',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(nextRun),
    ).toBe('Mon, 08');

    const runDue = (now: Date) => c.t.app.documentSchedules.runDue(ORIGIN, now);
    expect(await runDue(new Date(nextRun.getTime() - 60_000))).toBe(0);
    expect(await c.t.outbox.mailsTo('weekly@harbor.example')).toHaveLength(0);

    expect(await runDue(nextRun)).toBe(1);
    // Another server ticking at the same moment finds nothing left to send.
    expect(await runDue(nextRun)).toBe(0);
    const mails = await c.t.outbox.mailsTo('weekly@harbor.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('This week’s linesheet');
    const page = linkIn(mails[0]!, '/file/scheduled/');
    expect(page.origin).toBe(ORIGIN);
    const [, , , format, , documentId, timeStamp, filename] = page.pathname.split('/');
    const file = await c.t.call(`/api/assortment-documents/${format}/scheduled/${documentId}/${timeStamp}/${filename}`);
    expect(file.status).toBe(200);
    expect((await readPdf(Buffer.from(await file.arrayBuffer()))).pages[0]).toContain('Weekly buy');
    // The time stamp is part of the link: another one opens nothing.
    const wrong = await c.t.call(
      `/api/assortment-documents/${format}/scheduled/${documentId}/${Number(timeStamp) + 1}/${filename}`,
    );
    expect(wrong.status).toBe(404);
    const absurd = await c.t.call(
      `/api/assortment-documents/${format}/scheduled/${documentId}/99999999999999999999/${filename}`,
    );
    expect(absurd.status).toBe(400);

    const { answer: list } = await owner.call('/api/assortment-documents/schedules');
    const listed = list.data.find((item: { _id: string }) => item._id === created.answer.schedule._id);
    expect(new Date(listed.nextRunDate).getTime() - nextRun.getTime()).toBe(7 * 86_400_000);
    expect(listed.lastRunDate).toBe(nextRun.toISOString());
    expect(listed.assortmentTitle).toBe('Weekly buy');
  });

  it('changes, sends now and deletes a schedule, for its owner only', async () => {
    const { answer: created } = await schedule('daily@harbor.example', { frequency: 'daily', hour: 6 });
    const id = created.schedule._id;
    const patched = await owner.call(`/api/assortment-documents/schedules/${id}`, {
      method: 'PATCH',
      body: { timing: { frequency: 'monthly', dayOfMonth: 15, hour: 9 }, recipients: ['monthly@harbor.example'] },
    });
    expect(patched.answer.message).toBe('Scheduled Updated');
    expect(patched.answer.schedule.recipients).toEqual(['monthly@harbor.example']);
    expect(new Date(patched.answer.schedule.nextRunDate).getUTCDate()).toBe(15);

    const sent = await owner.call(`/api/assortment-documents/schedules/${id}/run`, { method: 'POST' });
    expect(sent.status).toBe(200);
    expect(await c.t.outbox.mailsTo('monthly@harbor.example')).toHaveLength(1);
    const { answer: after } = await owner.call('/api/assortment-documents/schedules');
    expect(after.data.find((item: { _id: string }) => item._id === id).nextRunDate).toBe(
      patched.answer.schedule.nextRunDate,
    );

    const stranger = await c.caller();
    expect((await stranger.call(`/api/assortment-documents/schedules/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await stranger.call('/api/assortment-documents/schedules')).answer.data).toEqual([]);
    const deleted = await owner.call(`/api/assortment-documents/schedules/${id}`, { method: 'DELETE' });
    expect(deleted.answer.message).toBe('Scheduled Deleted');
    expect((await owner.call(`/api/assortment-documents/schedules/${id}/run`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a timing outside the calendar and an assortment the person cannot open', async () => {
    expect((await schedule('x@harbor.example', { frequency: 'monthly', dayOfMonth: 31 })).status).toBe(400);
    expect((await schedule('x@harbor.example', { frequency: 'yearly' })).status).toBe(400);
    const stranger = await c.caller();
    const foreign = await stranger.call('/api/assortment-documents/schedules', {
      body: {
        assortment: assortmentId,
        documentType: { type: 'pdf', name: 'Linesheet', subType: 'Condensed' },
        format: 'pdf',
        recipients: ['x@harbor.example'],
        subject: 'x',
        timing: { frequency: 'daily' },
      },
    });
    expect(foreign.status).toBe(404);
  });
});
