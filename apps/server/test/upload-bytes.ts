import { UPLOAD_CHUNK_SIZE } from '@stride/domain';
import type { TestApp } from './test-app.js';

/** Sends bytes to an announced upload target through the multipart protocol; answers the completion's status. */
export const uploadBytes = async (
  t: Pick<TestApp, 'call' | 'baseUrl'>,
  cookie: string,
  target: { bucket: string; key: string },
  bytes: Buffer,
): Promise<number> => {
  const call = (path: string, body: unknown) => t.call(path, { body, cookie });
  const created = (await (
    await call('/api/upload/aws/s3/create', {
      ...target,
      fileSize: bytes.length,
      forceOverwrite: false,
      chunkSize: UPLOAD_CHUNK_SIZE,
    })
  ).json()) as { urls: string[]; uploadId: string };
  const part = await fetch(`${t.baseUrl}${created.urls[0]}`, { method: 'PUT', body: new Uint8Array(bytes) });
  const completed = await call('/api/upload/aws/s3/complete', {
    ...target,
    uploadId: created.uploadId,
    etags: [part.headers.get('etag')],
  });
  return completed.status;
};
