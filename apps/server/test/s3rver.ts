import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3 endpoint on a free port of 127.0.0.1 (s3rver, files in a temporary folder) with one
 * empty bucket; `env` is what a server needs to keep its files there.
 */
export const startS3rver = async (bucket = 'stride-test') => {
  const directory = await mkdtemp(path.join(tmpdir(), 'stride-s3rver-'));
  const server: { run: () => Promise<AddressInfo>; close: () => Promise<void> } = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'us-east-1';
  await new S3Client({ endpoint, region, forcePathStyle: true, credentials: CREDENTIALS }).send(
    new CreateBucketCommand({ Bucket: bucket }),
  );
  return {
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
