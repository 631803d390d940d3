import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { createServerDatabase, databaseUrlFor, dropServerDatabase, testDatabaseName } from './postgres.js';
import { startS3rver } from './s3rver.js';
import { createMailRecorder, type ServerProcess, startServerProcess } from './server-process.js';

/**
 * Two server processes behind one balancer (docs/operations.md, "Running several servers"):
 * one PostgreSQL database, one S3 bucket, the same settings, each its own DATA_DIR, connections
 * and job queue. Requests alternate between them as a balancer without sticky sessions sends
 * them. PGlite serves one process, so the scale-out-*.test.ts files run on PostgreSQL only
 * (TEST_DATABASE_URL): `describe.skipIf(!onPostgres)`.
 */
export const onPostgres = Boolean(inject('testServerUrl'));
export const PUBLIC_URL = 'https://stride.test';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A caller address of its own, as the balancer passes it on (X-Forwarded-For). */
export const fromNewAddress = () => ({
  'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

type Deployment = {
  /** The two servers, started before the describe's cases. */
  a: ServerProcess;
  b: ServerProcess;
  /** What the deployment's one SMTP server received. */
  mail: ReturnType<typeof createMailRecorder>;
  databaseUrl: string;
  /** Another server of the deployment: the shared settings and a DATA_DIR of its own. */
  startServer: (name: string) => Promise<ServerProcess>;
};

/**
 * Registers the calling describe's hooks: a fresh deployment (its own database on the test server,
 * an S3 bucket) whose servers A and B start at once, all of it gone after the describe. `env`: settings
 * of the describe's own, given to every server alike.
 */
export const useDeployment = (env: Record<string, string> = {}): Deployment => {
  const serverUrl = inject('testServerUrl')!;
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let databaseName: string | undefined;
  let sharedEnv: Record<string, string>;
  const dataDirs: string[] = [];
  const startServer = async (name: string) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), `stride-server-${name.toLowerCase()}-`));
    dataDirs.push(dataDir);
    return startServerProcess({
      name,
      env: { ...sharedEnv, DATA_DIR: dataDir },
      transport: deployment.mail.transportFor(name),
    });
  };
  const deployment = { mail: createMailRecorder(), startServer } as Deployment;

  beforeAll(async () => {
    s3 = await startS3rver();
    databaseName = testDatabaseName('scale_out');
    await createServerDatabase(serverUrl, databaseName);
    deployment.databaseUrl = databaseUrlFor(serverUrl, databaseName);
    // What every server of the deployment is given alike (docs/operations.md).
    sharedEnv = {
      DATABASE_URL: deployment.databaseUrl,
      ...s3.env,
      UPLOAD_SIGNING_SECRET: 'scale-out-upload-signing-secret-0123456789',
      PUBLIC_URL,
      // The balancer's address (here the test's own): the client's address is what it adds.
      TRUST_PROXY: 'loopback',
      LOGIN_RATE_LIMIT_MAX: '3',
      SIGN_IN_ACCOUNT_FAILURES_BEFORE_LOCK: '3',
      ...env,
    };
    // A fresh deployment: both start at once on the empty database (migrations, job schema).
    [deployment.a, deployment.b] = await Promise.all([startServer('A'), startServer('B')]);
  });
  afterAll(async () => {
    await Promise.all([deployment.a?.close(), deployment.b?.close()]);
    await s3?.close();
    if (databaseName) await dropServerDatabase(serverUrl, databaseName);
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return deployment;
};
