import yauzl from 'yauzl';

/** The entries of a zip, name → bytes, in archive order (tests read small zips whole). */
export const readZip = (zip: Buffer): Promise<Map<string, Buffer>> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      archive.on('error', reject);
      archive.on('end', () => resolve(entries));
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });

/** What the directory says of each entry: how it was packed (0 stored, 8 deflated) and its CRC. */
export const zipEntryHeaders = (zip: Buffer): Promise<Map<string, { compressionMethod: number; crc32: number }>> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: false }, (error, archive) => {
      if (error) return reject(error);
      const headers = new Map<string, { compressionMethod: number; crc32: number }>();
      archive.on('entry', ({ fileName, compressionMethod, crc32 }: yauzl.Entry) =>
        headers.set(fileName, { compressionMethod, crc32 }),
      );
      archive.on('end', () => resolve(headers));
      archive.on('error', reject);
    });
  });
