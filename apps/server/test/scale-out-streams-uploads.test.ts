import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAssortmentFileAnswerSchema, MIN_UPLOAD_CHUNK_SIZE } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database.js';
import { pngPicture } from './assortment-files.js';
import { createUser } from './factories.js';
import { onPostgres, useDeployment } from './scale-out-harness.js';
import { eventStream, hasEvent } from './server-events.js';
import { createTestApp, readAnswer, signIn, type TestApp } from './test-app.js';

// Two servers of one deployment (scale-out-harness.ts) hand work over to each other: a live stream
// reopened on another server, an upload signed on one and taken by the other.

describe.skipIf(!onPostgres)(
  'two server processes on one PostgreSQL database and one S3 bucket: streams and uploads',
  () => {
    const deployment = useDeployment();

    it('delivers a batch saved through A to a live stream on B', async () => {
      const { a, b } = deployment;
      const user = await createUser(a.db, { permissions: [{ domain: 'productAssortments', role: 'manager' }] });
      const cookie = await signIn(a, user.email, user.password!);
      const created = await readAnswer(await a.call('/api/assortments', { cookie, body: { title: 'Live line' } }));
      const onB = eventStream(await b.call(`/api/assortments/${created._id}/events`, { cookie }));
      // Who is present comes once B has the stream registered.
      await onB.readUntil(hasEvent('presence'));
      const saved = await a.call(`/api/assortments/batch/${created._id}?baseVersion=${created.version}`, {
        method: 'PATCH',
        cookie,
        body: [{ patch: { title: 'Live line, edited' } }],
      });
      expect(saved.status).toBe(200);
      await onB.readUntil(hasEvent('batch'));
      await onB.close();
      expect(onB.events.find((event) => event.event === 'batch')?.data).toMatchObject({
        version: created.version + 1,
        assortment: { title: 'Live line, edited' },
      });
    });

    it('ends its live streams when a server stops, and the stream reopened on another carries on', async () => {
      const { a, b, startServer } = deployment;
      const c = await startServer('C');
      let cRunning = true;
      try {
        const user = await createUser(a.db, { permissions: [{ domain: 'productAssortments', role: 'manager' }] });
        const cookie = await signIn(a, user.email, user.password!);
        const created = await readAnswer(
          await a.call('/api/assortments', { cookie, body: { title: 'Restarted line' } }),
        );
        const events = `/api/assortments/${created._id}/events`;
        const onC = eventStream(await c.call(events, { cookie }));
        await onC.readUntil(hasEvent('presence'));

        // Taken out of the balancer and stopped (SIGTERM): it does not wait for the browser.
        const stopping = Date.now();
        await c.close();
        cRunning = false;
        expect(Date.now() - stopping).toBeLessThan(3_000);
        await onC.readUntil(() => false, 2_000);
        expect(onC.ended).toBe(true);

        // The browser's EventSource reconnects, and the balancer sends it to B.
        const onB = eventStream(await b.call(events, { cookie }));
        await onB.readUntil(hasEvent('presence'));
        const saved = await a.call(`/api/assortments/batch/${created._id}?baseVersion=${created.version}`, {
          method: 'PATCH',
          cookie,
          body: [{ patch: { title: 'Restarted line, edited' } }],
        });
        expect(saved.status).toBe(200);
        await onB.readUntil(hasEvent('batch'));
        await onB.close();
        expect(onB.events.find((event) => event.event === 'batch')?.data).toMatchObject({
          assortment: { title: 'Restarted line, edited' },
        });
      } finally {
        if (cRunning) await c.close();
      }
    });

    /**
     * An assortment's logo of two parts through the upload protocol, each step on the server the
     * plan names: the upload id and part URLs one server signs, the other accepts.
     */
    const uploadLogoAcross = async (plan: { create: TestApp; parts: TestApp[]; complete: TestApp; read: TestApp }) => {
      const user = await createUser(plan.create.db, { permissions: [{ domain: 'productAssortments', role: 'user' }] });
      const cookie = await signIn(plan.create, user.email, user.password!);
      const picture = await pngPicture();
      const bytes = Buffer.concat([picture, Buffer.alloc(MIN_UPLOAD_CHUNK_SIZE + 1_000 - picture.length, 7)]);
      const json = async (server: TestApp, route: string, body: unknown) => {
        const response = await server.call(route, { cookie, body });
        expect(response.status).toBe(200);
        return readAnswer(response);
      };
      const assortment = await json(plan.create, '/api/assortments', { title: 'Logo across servers' });
      const { file, upload: target } = createAssortmentFileAnswerSchema.parse(
        await json(plan.create, `/api/assortments/${assortment._id}/files`, {
          filename: 'logo.png',
          usageType: 'assortmentLogo',
          attachTo: assortment._id,
          fileSize: bytes.length,
        }),
      );
      const created = await json(plan.create, '/api/upload/aws/s3/create', {
        ...target,
        fileSize: bytes.length,
        forceOverwrite: false,
        chunkSize: MIN_UPLOAD_CHUNK_SIZE,
      });
      const etags: string[] = [];
      for (const [index, url] of (created.urls as string[]).entries()) {
        // Relative on local storage (a server's part route), absolute with S3 (the bucket).
        const part = await fetch(new URL(url, plan.parts[index]!.baseUrl), {
          method: 'PUT',
          body: new Uint8Array(bytes.subarray(index * MIN_UPLOAD_CHUNK_SIZE, (index + 1) * MIN_UPLOAD_CHUNK_SIZE)),
          headers: { 'content-type': 'application/octet-stream' },
        });
        expect(part.status).toBe(200);
        etags.push(part.headers.get('etag') ?? '');
      }
      expect(etags).toHaveLength(2);
      const completed = await plan.complete.call('/api/upload/aws/s3/complete', {
        cookie,
        body: { ...target, uploadId: created.uploadId, etags },
      });
      expect(completed.status).toBe(200);
      const read = await readAnswer(await plan.read.call(`/api/assortments/${assortment._id}`, { cookie }));
      expect(read.logo).toBe(file.url);
      const served = await plan.read.call(file.url, { cookie });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    };

    it('accepts on B the upload A signed: S3 parts through presigned URLs, completed on B, read on A', async () => {
      const { a, b } = deployment;
      await uploadLogoAcross({ create: a, parts: [a, b], complete: b, read: a });
    });

    it('with local storage, servers sharing DATA_DIR (one signing key file) take each other’s parts', async () => {
      const { databaseUrl } = deployment;
      const dataDir = await mkdtemp(path.join(tmpdir(), 'stride-shared-data-'));
      const databases = await Promise.all([openDatabase({ databaseUrl }), openDatabase({ databaseUrl })]);
      const [first, second] = await Promise.all(
        databases.map((database) => createTestApp({ database, env: { DATA_DIR: dataDir } })),
      );
      try {
        await uploadLogoAcross({ create: first!, parts: [second!, first!], complete: second!, read: first! });
      } finally {
        // A file answer's connection stays busy a moment after its last byte (the file's end is
        // read after it), and a closing server waits for busy connections: nothing is in flight now.
        for (const server of [first, second]) server?.app.server.closeAllConnections();
        await Promise.all([first?.close(), second?.close()]);
        await Promise.all(databases.map((database) => database.close()));
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  },
);
