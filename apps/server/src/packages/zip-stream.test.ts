import { PassThrough, Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readZip, zipEntryHeaders } from '../../test/zip.js';
import { streamZip, type ZipSource } from './zip-stream.js';

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const text = Buffer.from('Spring campaign copy. '.repeat(2_000));
const photo = Buffer.from(Array.from({ length: 5_000 }, (_, index) => (index * 7919) % 256));
const sources = (): ZipSource[] => [
  { name: 'copy.txt', open: async () => text },
  {
    name: 'photo.jpg',
    size: photo.length,
    open: async () => Readable.from([photo.subarray(0, 100), photo.subarray(100)]),
  },
  { name: 'zażółć.txt', open: async () => Buffer.alloc(0) },
];

describe('streamZip', () => {
  it.each([false, true])(
    'writes entries that read back byte for byte with their CRC (forceZip64: %s)',
    async (forceZip64) => {
      const zip = await collect(streamZip(sources(), { forceZip64 }));
      const entries = await readZip(zip);
      expect([...entries.keys()]).toEqual(['copy.txt', 'photo.jpg', 'zażółć.txt']);
      expect(entries.get('copy.txt')).toEqual(text);
      expect(entries.get('photo.jpg')).toEqual(photo);
      expect(entries.get('zażółć.txt')).toEqual(Buffer.alloc(0));
      const headers = await zipEntryHeaders(zip);
      for (const [name, bytes] of entries) expect(headers.get(name)?.crc32).toBe(crc32(bytes));
      expect(zip.subarray(-22).readUInt32LE(0)).toBe(0x06054b50);
      expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(forceZip64);
    },
  );

  it('stores compressed media and deflates the rest', async () => {
    const zip = await collect(streamZip(sources()));
    const methods = [...(await zipEntryHeaders(zip))].map(([name, header]) => [name, header.compressionMethod]);
    expect(Object.fromEntries(methods)).toEqual({ 'copy.txt': 8, 'photo.jpg': 0, 'zażółć.txt': 8 });
    expect(zip.length).toBeLessThan(text.length);
  });

  it('opens one file at a time, when its turn comes', async () => {
    const opened: string[] = [];
    const tracked = sources().map((source) => ({
      ...source,
      open: () => {
        opened.push(source.name);
        return source.open();
      },
    }));
    const zip = streamZip(tracked);
    expect(opened).toEqual([]);
    await collect(zip);
    expect(opened).toEqual(['copy.txt', 'photo.jpg', 'zażółć.txt']);
  });

  it('fails when a file is not the size announced', async () => {
    const wrong: ZipSource = { name: 'short.jpg', size: 10, open: async () => Buffer.from('12345') };
    await expect(collect(streamZip([wrong]))).rejects.toThrow('changed while it was zipped');
  });

  it('fails when a file cannot be read midway', async () => {
    const broken: ZipSource = {
      name: 'broken.jpg',
      open: async () => {
        const stream = new PassThrough();
        stream.write(Buffer.from('start'));
        setTimeout(() => stream.destroy(new Error('disk gone')), 5);
        return stream;
      },
    };
    await expect(collect(streamZip([broken]))).rejects.toThrow('disk gone');
  });

  it('closes the open file when the reader goes away', async () => {
    const file = new PassThrough();
    file.write(Buffer.alloc(64 * 1024));
    const zip = streamZip([{ name: 'film.mp4', open: async () => file }]);
    await new Promise((resolve) => zip.once('data', resolve));
    zip.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(file.destroyed).toBe(true);
  });
});
