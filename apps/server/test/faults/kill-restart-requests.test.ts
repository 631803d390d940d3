import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_CHUNK_SIZE } from '@stride/domain';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { withLines } from '../assortment-fixtures.js';
import { callJson, type RunningServer, type ServerStore, signIn, startServer } from './fault-server.js';
import {
  type CatalogueRow,
  footwearOf,
  newAssortment,
  onEmbeddedDatabase,
  useFaultStores,
} from './kill-restart-harness.js';

// Issue 13 (kill-restart-harness.ts): the server killed with SIGKILL while it answers a request (a
// batch save, multipart uploads, an import read) and started again on the same data.

const freshStore = useFaultStores();

const NO_ANSWER = 'no answer';
/** A call's status, or NO_ANSWER when the server died before answering. */
const statusOf = (response: Promise<Response>) =>
  response.then(
    (answer) => answer.status,
    () => NO_ANSWER,
  );

const assortmentOf = async (server: RunningServer, cookie: string, id: string) => {
  const { status, answer } = withLines(await callJson(server, `/api/assortments/${id}`, { cookie }));
  expect(status).toBe(200);
  return answer as { version: number; productCount: number; products: { id: string; colorNote: string | null }[] };
};

describe.runIf(onEmbeddedDatabase)('kill -9 during a batch save', () => {
  it('leaves none of a batch killed inside its transaction, and all of one answered before', async () => {
    const store = freshStore();
    // The last statement of a batch's transaction: every row is written by then, nothing committed.
    let server = await startServer(store, { holdSql: 'insert into "assortment_batches"' });
    const cookie = await signIn(server, 'user@stride.demo');
    const catalogue = await footwearOf(server, cookie);
    const [kept, added] = [catalogue.slice(0, 300), catalogue.slice(300, 600)];
    expect(added).toHaveLength(300);
    const created = await newAssortment(server, cookie, 'Fault batch', kept);
    const batch = (baseVersion: number, operations: unknown) =>
      server.call(`/api/assortments/batch/${created._id}?baseVersion=${baseVersion}`, {
        method: 'PATCH',
        cookie,
        body: operations,
      });
    const notes = (rows: CatalogueRow[], colorNote: string) =>
      rows.map(({ styleColorId }) => ({ id: styleColorId, changes: { colorNote } }));

    const saved = await batch(created.version, [{ updateProducts: notes(kept.slice(0, 20), 'saved') }]);
    expect(saved.status).toBe(200);
    const savedVersion = ((await saved.json()) as { version: number }).version;
    const large = [
      {
        addProducts: added.map(({ style, color }) => ({ style, color })),
        deleteProducts: kept.slice(250).map(({ styleColorId }) => ({ id: styleColorId })),
        updateProducts: notes(kept.slice(0, 250), 'killed'),
      },
    ];
    await server.armHold();
    const answer = statusOf(batch(savedVersion, large));
    await server.waitForHold();
    await server.kill();
    expect(await answer).toBe(NO_ANSWER);

    server = await startServer(store);
    const after = await assortmentOf(server, cookie, created._id);
    expect(after.version).toBe(savedVersion);
    expect(after.products.map((row) => row.id).sort()).toEqual(kept.map((row) => row.styleColorId).sort());
    expect(after.products.filter((row) => row.colorNote === 'saved')).toHaveLength(20);
    expect(after.products.filter((row) => row.colorNote === 'killed')).toHaveLength(0);
    // The row lock went with the transaction: the same batch saves whole now.
    expect((await batch(savedVersion, large)).status).toBe(200);
    const whole = await assortmentOf(server, cookie, created._id);
    expect(whole.productCount).toBe(550);
    expect(whole.products.filter((row) => row.colorNote === 'killed')).toHaveLength(250);
  }, 120_000);
});

/** A real PNG followed by filler, so the file has the size asked for and sniffs as an image. */
const pngOfSize = async (size: number, background: string) => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.alloc(size - png.length, 7)]);
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The bytes staged so far for the upload to `key` (local disk storage), or undefined when it has none. */
const stagedBytes = (store: ServerStore, key: string) => {
  const staging = path.join(store.dataDir, 'upload-staging');
  for (const folder of existsSync(staging) ? readdirSync(staging) : []) {
    const manifest = path.join(staging, folder, 'upload.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).key === key)
      return statSync(path.join(staging, folder, 'data')).size;
  }
  return undefined;
};

describe.runIf(onEmbeddedDatabase)('kill -9 during multipart uploads', () => {
  it('lets an upload cut mid-part be completed, one be aborted, and one cut mid-completion be completed', async () => {
    const store = freshStore();
    // Completion's first write: the file is joined and in place by then, its record not yet Ready.
    let server = await startServer(store, { holdSql: 'update "asset_files"' });
    const cookie = await signIn(server, 'editor@stride.demo');
    const call = (urlPath: string, body: unknown) => callJson(server, urlPath, { cookie, body });
    const begin = async (filename: string, bytes: Buffer) => {
      const { answer } = await call('/api/assets/AdvertisingAsset', {
        libraryType: 'AdvertisingAsset',
        files: [{ filename, usageType: 'Primary', fileSize: bytes.length }],
      });
      const target = answer.uploads[0] as { bucket: string; key: string; fileId: string };
      const created = await call('/api/upload/aws/s3/create', {
        bucket: target.bucket,
        key: target.key,
        fileSize: bytes.length,
        forceOverwrite: false,
        chunkSize: UPLOAD_CHUNK_SIZE,
      });
      expect(created.status).toBe(200);
      const { uploadId, urls } = created.answer as { uploadId: string; urls: string[] };
      const part = (index: number) => bytes.subarray(index * UPLOAD_CHUNK_SIZE, (index + 1) * UPLOAD_CHUNK_SIZE);
      return {
        ...target,
        bytes,
        uploadId,
        /** PUTs part `index` whole; answers its ETag. */
        put: async (index: number) => {
          const response = await server.call(urls[index]!, { method: 'PUT', raw: new Uint8Array(part(index)) });
          expect(response.status).toBe(200);
          return response.headers.get('etag')!;
        },
        /** PUTs the first half of part `index` and keeps the request open. */
        putHalf: (index: number) => {
          const half = part(index).subarray(0, UPLOAD_CHUNK_SIZE / 2);
          const body = new ReadableStream({ start: (controller) => controller.enqueue(new Uint8Array(half)) });
          return statusOf(server.call(urls[index]!, { method: 'PUT', raw: body }));
        },
        complete: (etags: string[]) =>
          call('/api/upload/aws/s3/complete', { bucket: target.bucket, key: target.key, uploadId, etags }),
        abort: () => call('/api/upload/aws/s3/abort', { bucket: target.bucket, key: target.key, uploadId }),
      };
    };
    const resumed = await begin('resumed.png', await pngOfSize(UPLOAD_CHUNK_SIZE + 300_000, '#3366cc'));
    const abandoned = await begin('abandoned.png', await pngOfSize(UPLOAD_CHUNK_SIZE + 200_000, '#cc6633'));
    const joined = await begin('joined.png', await pngOfSize(400_000, '#33cc66'));
    const firstEtag = await resumed.put(0);
    const joinedEtag = await joined.put(0);
    const cutParts = [resumed.putHalf(1), abandoned.putHalf(0)];
    // Both cut parts are being written when the server dies.
    await vi.waitFor(
      () => {
        expect(stagedBytes(store, resumed.key)).toBeGreaterThan(UPLOAD_CHUNK_SIZE);
        expect(stagedBytes(store, abandoned.key)).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 20 },
    );
    await server.armHold();
    const completion = statusOf(
      server.call('/api/upload/aws/s3/complete', {
        cookie,
        body: { bucket: joined.bucket, key: joined.key, uploadId: joined.uploadId, etags: [joinedEtag] },
      }),
    );
    await server.waitForHold();
    await server.kill();
    expect(await Promise.all([...cutParts, completion])).toEqual([NO_ANSWER, NO_ANSWER, NO_ANSWER]);

    server = await startServer(store);
    const fileOf = async (fileId: string) =>
      Buffer.from(await (await server.call(`/api/assets/files/${fileId}`, { cookie })).arrayBuffer());
    // The cut part is missing, and said so; sent again, the upload completes whole.
    const early = await resumed.complete([firstEtag]);
    expect(early.status).toBe(400);
    expect((await resumed.complete([firstEtag, await resumed.put(1)])).status).toBe(200);
    expect(sha256(await fileOf(resumed.fileId))).toBe(sha256(resumed.bytes));
    // The other is dropped with its parts.
    expect((await abandoned.abort()).status).toBe(200);
    expect(stagedBytes(store, abandoned.key)).toBeUndefined();
    expect((await abandoned.complete(['"0"'])).status).toBe(400);
    // Joined before the kill but not recorded: completing it again finishes it.
    expect((await joined.complete([joinedEtag])).status).toBe(200);
    expect(sha256(await fileOf(joined.fileId))).toBe(sha256(joined.bytes));
  }, 120_000);
});

/**
 * An xlsx of `rows` rows of numbers under a header: read row by row as it unzips (no shared
 * strings to wait for), reporting progress every 2,000 rows.
 */
const workbookOf = async (rows: number) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  sheet.addRow(['Style', 'Color', 'Units', 'Price', 'Discount', 'Net', 'Margin', 'Total']);
  for (let row = 0; row < rows; row++)
    sheet.addRow([row, row + 1, row + 2, row + 3, row + 4, row + 5, row + 6, row + 7]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

type Line = Record<string, unknown>;

/** An answer's JSON lines one at a time, then 'end' when it ended or 'cut' when it broke off. */
const linesOf = (response: Response) => {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const ready: Line[] = [];
  let pending = '';
  return async (): Promise<Line | 'end' | 'cut'> => {
    while (ready.length === 0) {
      const chunk = await reader.read().catch(() => undefined);
      if (!chunk) return 'cut';
      if (chunk.done) return 'end';
      pending += decoder.decode(chunk.value, { stream: true });
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      ready.push(...parts.map((part) => JSON.parse(part) as Line));
    }
    return ready.shift()!;
  };
};

/** The lines left, and how the answer ended. */
const restOf = async (next: ReturnType<typeof linesOf>) => {
  const lines: Line[] = [];
  for (let line = await next(); ; line = await next()) {
    if (typeof line === 'string') return { lines, ended: line };
    lines.push(line);
  }
};

describe.runIf(onEmbeddedDatabase)('kill -9 during an import', () => {
  it('cuts the reading answer short without a result, and reads the whole sheet after the restart', async () => {
    const store = freshStore();
    let server = await startServer(store);
    const sheet = await workbookOf(20_000);
    const read = async () => {
      const response = await server.call('/api/assortments/import/read', {
        raw: sheet,
        cookie: await signIn(server, 'user@stride.demo'),
        headers: { accept: 'application/x-ndjson', 'content-type': 'application/octet-stream' },
      });
      // A refusal answers one JSON object, no lines: say what it was.
      if (response.status !== 200) throw new Error(`import read: ${response.status} ${await response.text()}`);
      return response;
    };
    const first = await read();
    // Killed once the server reports rows read: it is in the middle of the sheet.
    const next = linesOf(first);
    expect(await next()).toHaveProperty('progress');
    await server.kill();
    // Nothing of it was kept; the answer breaks off without a result, rather than waiting forever.
    const cut = await restOf(next);
    expect(cut.ended).toBe('cut');
    expect(cut.lines.every((line) => 'progress' in line)).toBe(true);

    server = await startServer(store);
    const { lines, ended } = await restOf(linesOf(await read()));
    expect(ended).toBe('end');
    expect(lines.at(-1)).toMatchObject({ result: { rowCount: 20_000 } });
  }, 120_000);
});
