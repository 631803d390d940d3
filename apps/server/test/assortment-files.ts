import { createAssortmentFileAnswerSchema, UPLOAD_CHUNK_SIZE } from '@stride/domain';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { AssortmentCaller, AssortmentTestApp } from './assortment-fixtures.js';

/** A real PNG (64 × 48 by default): the server sniffs the bytes, not the name. */
export const pngPicture = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

/** Announces a file of an assortment, sends its bytes through the multipart protocol and completes it. */
export const uploadAssortmentFile = async (
  c: AssortmentTestApp,
  as: AssortmentCaller,
  assortmentId: string,
  announce: { usageType: string; attachTo: string; filename?: string },
  bytes: Buffer,
) => {
  const announced = await as.call(`/api/assortments/${assortmentId}/files`, {
    body: { filename: 'picture.png', ...announce, fileSize: bytes.length },
  });
  expect(announced.status).toBe(200);
  const { file, upload: target } = createAssortmentFileAnswerSchema.parse(announced.answer);
  const created = await as.call('/api/upload/aws/s3/create', {
    body: { ...target, fileSize: bytes.length, forceOverwrite: false, chunkSize: UPLOAD_CHUNK_SIZE },
  });
  expect(created.status).toBe(200);
  const part = await fetch(`${c.t.baseUrl}${created.answer.urls[0]}`, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(part.status).toBe(200);
  const completed = await as.call('/api/upload/aws/s3/complete', {
    body: { ...target, uploadId: created.answer.uploadId, etags: [part.headers.get('etag')] },
  });
  return { file, completed };
};
