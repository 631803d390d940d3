// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadRefusedError } from './upload-errors';
import { createUploader, type UploaderLimits } from './upload-scheduler';
import type { MultipartTransport, UploadPreparer } from './upload-transport';
import type { LibraryUploadTarget } from './upload-types';

const limits: UploaderLimits = {
  chunkSize: 10,
  partConcurrency: 4,
  fileConcurrency: 3,
  partAttempts: 3,
  retryBackoffMs: 1_000,
  queueRemovalDelayMs: 3_000,
};
const target: LibraryUploadTarget = { libraryType: 'AdvertisingAsset', usageType: 'Primary' };
const fileOf = (name: string, size: number) => new File([new Uint8Array(size).fill(7)], name);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A storage that holds every part until the test releases it, counts parts in flight per key and
 * fails parts on demand. `failPart(key, index)` answers how many more times that part should fail.
 */
const fakeTransport = () => {
  const waiting: { key: string; url: string; release: () => void; fail: (error: Error) => void }[] = [];
  const inFlight = new Map<string, number>();
  const maxInFlight = new Map<string, number>();
  const failures = new Map<string, number>();
  const calls = { create: [] as string[], complete: [] as { key: string; etags: string[] }[], abort: [] as string[] };
  const aborted: string[] = [];
  const transport: MultipartTransport = {
    create: async (request) => {
      calls.create.push(request.key);
      const parts = Math.max(1, Math.ceil(request.fileSize / request.chunkSize));
      return { uploadId: `up-${request.key}`, urls: Array.from({ length: parts }, (_, i) => `${request.key}#${i}`) };
    },
    putPart: (url, body, signal, onProgress) =>
      new Promise<string>((resolve, reject) => {
        const key = url.split('#')[0] as string;
        const count = (inFlight.get(key) ?? 0) + 1;
        inFlight.set(key, count);
        maxInFlight.set(key, Math.max(maxInFlight.get(key) ?? 0, count));
        let settled = false;
        const onAbort = () => {
          if (settled) return;
          settle();
          aborted.push(url);
          reject(new DOMException('aborted', 'AbortError'));
        };
        const settle = () => {
          settled = true;
          signal.removeEventListener('abort', onAbort);
          inFlight.set(key, (inFlight.get(key) ?? 1) - 1);
        };
        signal.addEventListener('abort', onAbort);
        waiting.push({
          key,
          url,
          release: () => {
            if (settled) return;
            settle();
            const left = failures.get(url) ?? 0;
            if (left > 0) {
              failures.set(url, left - 1);
              return reject(new Error('connection reset'));
            }
            onProgress(body.size);
            resolve(`"etag-${url}"`);
          },
          fail: reject,
        });
      }),
    complete: async (request) => {
      calls.complete.push({ key: request.key, etags: request.etags });
    },
    abort: async (request) => {
      calls.abort.push(request.key);
    },
  };
  /** Releases every part waiting now (not the ones that start as a result), then lets promises settle. */
  const releaseAll = async () => {
    for (const part of waiting.splice(0)) part.release();
    await flush();
  };
  const runToEnd = async () => {
    for (let round = 0; round < 50 && waiting.length > 0; round++) await releaseAll();
  };
  return {
    transport,
    calls,
    aborted,
    waiting,
    maxInFlight,
    inFlight: (key: string) => inFlight.get(key) ?? 0,
    failPart: (url: string, times: number) => failures.set(url, times),
    releaseAll,
    runToEnd,
  };
};

let assetCount = 0;
const prepare: UploadPreparer = async (file) => {
  assetCount++;
  return {
    fileId: `file-${file.filename}`,
    bucket: 'assets',
    key: file.filename,
    filename: file.filename,
    assetId: `asset-${assetCount}`,
  };
};

const setup = (prepareUpload: UploadPreparer = prepare) => {
  const fake = fakeTransport();
  const delays: number[] = [];
  const onFailed = vi.fn();
  const onSucceeded = vi.fn();
  const uploader = createUploader({
    transport: fake.transport,
    prepare: prepareUpload,
    limits,
    onFailed,
    onSucceeded,
    delay: async (ms) => {
      delays.push(ms);
    },
  });
  const entry = (hashId: string) => uploader.store.get().entries.find((candidate) => candidate.hashId === hashId);
  return { fake, uploader, delays, onFailed, onSucceeded, entry };
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('upload scheduler', () => {
  it('sends a file in chunks, at most 4 parts at once, and completes with the ETags in part order', async () => {
    const { fake, uploader, entry, onSucceeded } = setup();
    const [id = ''] = uploader.addFiles([fileOf('Summer Hero.jpg', 95)], target);
    expect(entry(id)?.filename).toBe('Summer_Hero.jpg');
    await flush();
    expect(fake.inFlight('Summer_Hero.jpg')).toBe(4);
    await fake.releaseAll();
    expect(entry(id)?.progress).toEqual({ loaded: 40, total: 95 });
    await fake.runToEnd();

    expect(fake.maxInFlight.get('Summer_Hero.jpg')).toBe(4);
    expect(fake.calls.complete).toEqual([
      { key: 'Summer_Hero.jpg', etags: Array.from({ length: 10 }, (_, i) => `"etag-Summer_Hero.jpg#${i}"`) },
    ]);
    expect(entry(id)).toMatchObject({
      status: 'success',
      progress: { loaded: 95, total: 95 },
      assetId: expect.any(String),
    });
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });

  it('uploads at most 3 files at once and starts the next when one ends', async () => {
    const { fake, uploader, entry } = setup();
    const ids = uploader.addFiles(
      ['a', 'b', 'c', 'd', 'e'].map((name) => fileOf(`${name}.png`, 5)),
      target,
    );
    await flush();
    expect(ids.map((id) => entry(id)?.status)).toEqual(['started', 'started', 'started', 'pending', 'pending']);
    expect(fake.calls.create).toEqual(['a.png', 'b.png', 'c.png']);

    await fake.releaseAll();
    await flush();
    expect(ids.map((id) => entry(id)?.status)).toEqual(['success', 'success', 'success', 'started', 'started']);
    await fake.runToEnd();
    expect(ids.every((id) => entry(id)?.status === 'success')).toBe(true);
  });

  it('retries a failed part with growing backoff before the file fails', async () => {
    const { fake, uploader, entry, delays, onFailed } = setup();
    const [id = ''] = uploader.addFiles([fileOf('flaky.pdf', 25)], target);
    await flush();
    fake.failPart('flaky.pdf#1', 2);
    await fake.runToEnd();
    expect(delays).toEqual([1_000, 2_000]);
    expect(entry(id)?.status).toBe('success');
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('fails the file after the last attempt of a part, stops its other parts and discards the stored ones', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fake, uploader, entry, onFailed } = setup();
    const [id = ''] = uploader.addFiles([fileOf('broken.pdf', 95)], target);
    await flush();
    fake.failPart('broken.pdf#0', 3);
    await fake.runToEnd();
    expect(entry(id)).toMatchObject({ status: 'failed', failure: 'transfer' });
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ hashId: id }), 'transfer');
    expect(fake.calls.complete).toEqual([]);
    expect(fake.calls.abort).toEqual(['broken.pdf']);
    expect(fake.inFlight('broken.pdf')).toBe(0);
  });

  it('cancels a running file: parts in flight are aborted, the upload is discarded, no failure is reported', async () => {
    const { fake, uploader, entry, onFailed } = setup();
    const [id = ''] = uploader.addFiles([fileOf('big.mov', 95)], target);
    await flush();
    await fake.releaseAll();
    uploader.cancel(id);
    await flush();
    expect(fake.aborted).toHaveLength(4);
    expect(fake.calls.abort).toEqual(['big.mov']);
    expect(fake.calls.complete).toEqual([]);
    expect(entry(id)).toMatchObject({ status: 'cancelled', inQueue: false });
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('cancels a waiting file without calling the server, and the next waiting file takes the free place', async () => {
    const { fake, uploader, entry } = setup();
    const ids = uploader.addFiles(
      ['a', 'b', 'c', 'd', 'e'].map((name) => fileOf(`${name}.png`, 5)),
      target,
    );
    await flush();
    uploader.cancel(ids[3] as string);
    uploader.cancel(ids[0] as string);
    await flush();
    expect(ids.map((id) => entry(id)?.status)).toEqual(['cancelled', 'started', 'started', 'cancelled', 'started']);
    expect(fake.calls.create).toEqual(['a.png', 'b.png', 'c.png', 'e.png']);
  });

  it('refuses a file whose name another asset has, before sending anything', async () => {
    const { fake, uploader, entry, onFailed } = setup(async () => {
      throw new UploadRefusedError('duplicateName');
    });
    const [id = ''] = uploader.addFiles([fileOf('taken.jpg', 5)], target);
    await flush();
    expect(entry(id)).toMatchObject({ status: 'failed', failure: 'duplicateName' });
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ filename: 'taken.jpg' }), 'duplicateName');
    expect(fake.calls.create).toEqual([]);
  });

  it('removes ended files from the queue after a short delay but keeps them in the session list', async () => {
    vi.useFakeTimers();
    const { uploader, entry } = setup(async () => {
      throw new UploadRefusedError('duplicateName');
    });
    const [id = ''] = uploader.addFiles([fileOf('taken.jpg', 5)], target);
    await vi.advanceTimersByTimeAsync(0);
    expect(entry(id)?.inQueue).toBe(true);
    await vi.advanceTimersByTimeAsync(limits.queueRemovalDelayMs);
    expect(entry(id)).toMatchObject({ inQueue: false, status: 'failed' });
  });
});
