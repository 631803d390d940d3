import type { Readable } from 'node:stream';

/** A body's bytes, read to the end when it is a stream. */
export const readAll = async (body: Buffer | Readable): Promise<Buffer> => {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};
