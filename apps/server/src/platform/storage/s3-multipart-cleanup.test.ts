import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/**
 * s3rver lacks AbortMultipartUpload and ListMultipartUploads, so the S3 driver's abort and purge
 * are checked against this stand-in, which answers those two calls as S3 documents them: a
 * listing in pages of two (IsTruncated with next markers) and 404 NoSuchUpload for an unknown id.
 */
type Upload = { key: string; uploadId: string; initiated: string };
let uploads: Upload[] = [];
let server: Server;
let storage: Storage;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

const listing = (url: URL) => {
  const after = url.searchParams.get('upload-id-marker');
  const start = after ? uploads.findIndex((upload) => upload.uploadId === after) + 1 : 0;
  const page = uploads.slice(start, start + 2);
  const truncated = start + 2 < uploads.length;
  const last = page.at(-1);
  return xml(`<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
    <Bucket>stride-test</Bucket><MaxUploads>2</MaxUploads><IsTruncated>${truncated}</IsTruncated>
    ${truncated && last ? `<NextKeyMarker>${last.key}</NextKeyMarker><NextUploadIdMarker>${last.uploadId}</NextUploadIdMarker>` : ''}
    ${page.map((upload) => `<Upload><Key>${upload.key}</Key><UploadId>${upload.uploadId}</UploadId><Initiated>${upload.initiated}</Initiated></Upload>`).join('')}
  </ListMultipartUploadsResult>`);
};

const answer = (request: IncomingMessage) => {
  const url = new URL(request.url ?? '/', 'http://s3');
  if (request.method === 'GET' && url.searchParams.has('uploads')) return { status: 200, body: listing(url) };
  const uploadId = url.searchParams.get('uploadId');
  if (request.method === 'DELETE' && uploadId) {
    const known = uploads.some((upload) => upload.uploadId === uploadId);
    uploads = uploads.filter((upload) => upload.uploadId !== uploadId);
    if (known) return { status: 204, body: '' };
    return { status: 404, body: xml('<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>') };
  }
  return { status: 501, body: xml('<Error><Code>NotImplemented</Code><Message>Not here</Message></Error>') };
};

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const { status, body } = answer(request);
      response.writeHead(status, { 'content-type': 'application/xml' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  storage = await createS3Storage({
    bucket: 'stride-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'test',
    secretAccessKey: 'test',
  });
});
afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

describe('S3 storage: abandoned multipart uploads', () => {
  it('aborts an upload, and takes an upload that is already gone as aborted', async () => {
    uploads = [{ key: 'uploads/a.mp4', uploadId: 'one', initiated: '2026-01-01T00:00:00.000Z' }];
    await storage.abortMultipart('uploads/a.mp4', 'one');
    expect(uploads).toEqual([]);
    await expect(storage.abortMultipart('uploads/a.mp4', 'one')).resolves.toBeUndefined();
  });

  it('purges the uploads begun before the cut-off, over every page of the listing', async () => {
    const day = (date: string) => `${date}T00:00:00.000Z`;
    uploads = [
      { key: 'uploads/old-1.mp4', uploadId: 'o1', initiated: day('2026-01-01') },
      { key: 'uploads/new-1.mp4', uploadId: 'n1', initiated: day('2026-03-01') },
      { key: 'uploads/old-2.mp4', uploadId: 'o2', initiated: day('2026-01-02') },
      { key: 'uploads/new-2.mp4', uploadId: 'n2', initiated: day('2026-03-02') },
      { key: 'uploads/old-3.mp4', uploadId: 'o3', initiated: day('2026-01-03') },
    ];
    expect(await storage.purgeAbandonedMultiparts(new Date(day('2026-02-01')))).toBe(3);
    expect(uploads.map((upload) => upload.uploadId)).toEqual(['n1', 'n2']);
  });
});
