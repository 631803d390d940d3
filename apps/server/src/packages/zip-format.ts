/**
 * The records of a streamed zip (PKWARE APPNOTE 6.3): each entry is a local header, its data,
 * and a data descriptor carrying the CRC and sizes known only once the data has passed; the
 * central directory closes the archive. ZIP64 fields are written only where a size or offset
 * does not fit 32 bits, so ordinary archives open everywhere.
 */

export const STORE = 0;
export const DEFLATE = 8;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const VERSION_DEFAULT = 20;
const VERSION_ZIP64 = 45;
/** Made by Unix (3), spec 6.3: the external attributes hold Unix modes. */
const VERSION_MADE_BY = (3 << 8) | 63;
const REGULAR_FILE_MODE = 0o100644;

export type ZipEntryRecord = {
  name: Buffer;
  method: typeof STORE | typeof DEFLATE;
  /** Whether the local header announced 8-byte sizes in its descriptor. */
  zip64: boolean;
  offset: number;
  crc: number;
  compressedSize: number;
  size: number;
};

const dosDateTime = (date: Date) => ({
  time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
  date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
});

const zip64Extra = (values: number[]) => {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  for (const [index, value] of values.entries()) extra.writeBigUInt64LE(BigInt(value), 4 + 8 * index);
  return extra;
};

export const localHeader = (entry: Pick<ZipEntryRecord, 'name' | 'method' | 'zip64'>, modified: Date) => {
  const extra = entry.zip64 ? zip64Extra([0, 0]) : Buffer.alloc(0);
  const header = Buffer.alloc(30);
  const { time, date } = dosDateTime(modified);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(entry.zip64 ? VERSION_ZIP64 : VERSION_DEFAULT, 4);
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  // CRC and sizes follow in the data descriptor; ZIP64 headers mark the sizes as "in the extra field".
  const sizeMark = entry.zip64 ? MAX_32 : 0;
  header.writeUInt32LE(sizeMark, 18);
  header.writeUInt32LE(sizeMark, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, entry.name, extra]);
};

export const dataDescriptor = (entry: ZipEntryRecord) => {
  const descriptor = Buffer.alloc(entry.zip64 ? 24 : 16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  if (entry.zip64) {
    descriptor.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
    descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
  } else {
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
  }
  return descriptor;
};

export const centralDirectoryHeader = (entry: ZipEntryRecord, modified: Date) => {
  const sizesIn64 = entry.zip64 || entry.size >= MAX_32 || entry.compressedSize >= MAX_32;
  const offsetIn64 = entry.offset >= MAX_32;
  const extraValues = [...(sizesIn64 ? [entry.size, entry.compressedSize] : []), ...(offsetIn64 ? [entry.offset] : [])];
  const extra = extraValues.length > 0 ? zip64Extra(extraValues) : Buffer.alloc(0);
  const header = Buffer.alloc(46);
  const { time, date } = dosDateTime(modified);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION_MADE_BY, 4);
  header.writeUInt16LE(extraValues.length > 0 ? VERSION_ZIP64 : VERSION_DEFAULT, 6);
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(time, 12);
  header.writeUInt16LE(date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(sizesIn64 ? MAX_32 : entry.compressedSize, 20);
  header.writeUInt32LE(sizesIn64 ? MAX_32 : entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  header.writeUInt32LE((REGULAR_FILE_MODE << 16) >>> 0, 38);
  header.writeUInt32LE(offsetIn64 ? MAX_32 : entry.offset, 42);
  return Buffer.concat([header, entry.name, extra]);
};

/** The end records; ZIP64 ones first when the entry count, directory size or offset needs them. */
export const endOfCentralDirectory = (
  count: number,
  directory: { offset: number; size: number },
  options: { forceZip64: boolean },
) => {
  const needs64 = options.forceZip64 || count >= MAX_16 || directory.offset >= MAX_32 || directory.size >= MAX_32;
  const records: Buffer[] = [];
  if (needs64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(VERSION_MADE_BY, 12);
    record.writeUInt16LE(VERSION_ZIP64, 14);
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(directory.size), 40);
    record.writeBigUInt64LE(BigInt(directory.offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(directory.offset + directory.size), 8);
    locator.writeUInt32LE(1, 16);
    records.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(needs64 ? MAX_16 : count, 8);
  end.writeUInt16LE(needs64 ? MAX_16 : count, 10);
  end.writeUInt32LE(needs64 ? MAX_32 : directory.size, 12);
  end.writeUInt32LE(needs64 ? MAX_32 : directory.offset, 16);
  records.push(end);
  return Buffer.concat(records);
};
