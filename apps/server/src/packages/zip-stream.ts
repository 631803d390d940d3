import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';
import { isStoredUncompressed, uniqueZipEntryNames } from '@stride/domain';
import {
  centralDirectoryHeader,
  DEFLATE,
  dataDescriptor,
  endOfCentralDirectory,
  localHeader,
  STORE,
  type ZipEntryRecord,
} from './zip-format.js';

/** One file of a zip, opened only when the zip reaches it (so one file is open at a time). */
export type ZipSource = {
  name: string;
  /** Known size; unknown sizes (pictures rendered on first request) are counted as they stream. */
  size?: number;
  open: () => Promise<Readable | Buffer>;
};

/**
 * Entries this large get 8-byte sizes from their local header on; below 4 GiB by a margin,
 * because deflating incompressible data makes it slightly larger.
 */
const ZIP64_ENTRY_SIZE = 0xf0000000;
const MAX_32 = 0xffffffff;

type Counted = { crc: number; size: number; compressedSize: number };

/** The file's bytes, counting size and CRC on the way (native crc32: a JS one would cap throughput). */
async function* counting(body: Readable, counted: Counted): AsyncGenerator<Buffer> {
  for await (const chunk of body) {
    counted.crc = crc32(chunk as Buffer, counted.crc);
    counted.size += (chunk as Buffer).length;
    yield chunk as Buffer;
  }
}

/** The file's bytes as they go into the zip: as they are, or deflated. */
async function* entryData(body: Readable, compress: boolean, counted: Counted): AsyncGenerator<Buffer> {
  if (!compress) {
    for await (const chunk of counting(body, counted)) {
      counted.compressedSize += chunk.length;
      yield chunk;
    }
    return;
  }
  const deflate = createDeflateRaw();
  const piping = pipeline(Readable.from(counting(body, counted), { objectMode: false }), deflate);
  // A failed pipeline destroys the deflater, which ends the loop below with its error.
  piping.catch(() => {});
  for await (const chunk of deflate) {
    counted.compressedSize += (chunk as Buffer).length;
    yield chunk as Buffer;
  }
  await piping;
}

/** The file being read, so a reader that goes away can close it even while its read waits. */
type Reading = { body?: Readable };

async function* zipRecords(
  sources: readonly ZipSource[],
  options: { forceZip64: boolean },
  reading: Reading,
): AsyncGenerator<Buffer> {
  const modified = new Date();
  const names = uniqueZipEntryNames(sources.map((source) => source.name));
  const entries: ZipEntryRecord[] = [];
  let offset = 0;
  for (const [index, source] of sources.entries()) {
    const name = names[index]!;
    const compress = !isStoredUncompressed(name);
    const zip64 = options.forceZip64 || (source.size ?? 0) >= ZIP64_ENTRY_SIZE;
    const header = localHeader(
      { name: Buffer.from(name, 'utf8'), method: compress ? DEFLATE : STORE, zip64 },
      modified,
    );
    const opened = await source.open();
    const body = Buffer.isBuffer(opened) ? Readable.from([opened]) : opened;
    reading.body = body;
    const counted: Counted = { crc: 0, size: 0, compressedSize: 0 };
    yield header;
    yield* entryData(body, compress, counted);
    if (source.size !== undefined && counted.size !== source.size) {
      throw new Error(`${name} changed while it was zipped (${counted.size} bytes, expected ${source.size})`);
    }
    if (!zip64 && (counted.size >= MAX_32 || counted.compressedSize >= MAX_32)) {
      throw new Error(`${name} grew past 4 GiB without a size announced`);
    }
    const entry: ZipEntryRecord = {
      name: Buffer.from(name, 'utf8'),
      method: compress ? DEFLATE : STORE,
      zip64,
      offset,
      ...counted,
    };
    const descriptor = dataDescriptor(entry);
    yield descriptor;
    entries.push(entry);
    offset += header.length + counted.compressedSize + descriptor.length;
  }
  const directory = entries.map((entry) => centralDirectoryHeader(entry, modified));
  const size = directory.reduce((total, record) => total + record.length, 0);
  yield* directory;
  yield endOfCentralDirectory(entries.length, { offset, size }, options);
}

/**
 * Streams a zip of the sources without holding any file in memory: each file is opened when its
 * turn comes and read with backpressure. Compressed media is stored, the rest deflated; ZIP64
 * records appear where sizes or offsets need them (forceZip64 writes them everywhere). The
 * stream errors when a file cannot be opened or read midway; when the reader goes away, the open
 * file is closed.
 */
export const streamZip = (sources: readonly ZipSource[], options: { forceZip64?: boolean } = {}): Readable => {
  const reading: Reading = {};
  const zip = Readable.from(zipRecords(sources, { forceZip64: options.forceZip64 ?? false }, reading), {
    objectMode: false,
  });
  zip.once('close', () => reading.body?.destroy());
  return zip;
};
