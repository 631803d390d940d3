import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_SIZE } from '../constants/limits.js';
import {
  MAX_UPLOAD_FILE_SIZE,
  MAX_UPLOAD_PARTS,
  MIN_UPLOAD_CHUNK_SIZE,
  uploadFilename,
  uploadFilenameProblem,
  uploadKeySegment,
  uploadPartCount,
  uploadPartRange,
} from './upload-rules.js';

const fileSizes = fc.integer({ min: 1, max: MAX_UPLOAD_FILE_SIZE });
const chunkSizes = fc.integer({ min: MIN_UPLOAD_CHUNK_SIZE, max: UPLOAD_CHUNK_SIZE });

describe('upload part math', () => {
  it('cuts a file into 10 MiB parts', () => {
    expect(uploadPartCount(1)).toBe(1);
    expect(uploadPartCount(UPLOAD_CHUNK_SIZE)).toBe(1);
    expect(uploadPartCount(UPLOAD_CHUNK_SIZE + 1)).toBe(2);
    expect(uploadPartCount(1_073_741_824)).toBe(103);
    expect(uploadPartRange(UPLOAD_CHUNK_SIZE + 1, UPLOAD_CHUNK_SIZE, 2)).toEqual({
      start: UPLOAD_CHUNK_SIZE,
      length: 1,
    });
  });

  it('keeps even the largest file within the part limit', () => {
    expect(uploadPartCount(MAX_UPLOAD_FILE_SIZE, MIN_UPLOAD_CHUNK_SIZE)).toBeLessThanOrEqual(MAX_UPLOAD_PARTS);
  });

  it('covers every byte exactly once with parts full but the last', () => {
    fc.assert(
      fc.property(fileSizes, chunkSizes, (fileSize, chunkSize) => {
        const count = uploadPartCount(fileSize, chunkSize);
        let next = 0;
        for (let part = 1; part <= count; part += 1) {
          const { start, length } = uploadPartRange(fileSize, chunkSize, part);
          const fullOrLast = part < count ? length === chunkSize : length > 0 && length <= chunkSize;
          if (start !== next || !fullOrLast) return false;
          next = start + length;
        }
        return next === fileSize;
      }),
      { numRuns: 200 },
    );
  });

  it('refuses part numbers outside the file', () => {
    fc.assert(
      fc.property(fileSizes, chunkSizes, fc.integer({ min: -5, max: 20_000 }), (fileSize, chunkSize, part) => {
        const inside = part >= 1 && part <= uploadPartCount(fileSize, chunkSize);
        if (inside) expect(() => uploadPartRange(fileSize, chunkSize, part)).not.toThrow();
        else expect(() => uploadPartRange(fileSize, chunkSize, part)).toThrow(RangeError);
      }),
    );
  });
});

describe('upload file names', () => {
  it('replaces spaces with underscores', () => {
    expect(uploadFilename('  Spring lookbook 2025.pdf ')).toBe('Spring_lookbook_2025.pdf');
  });

  it.each([
    ['', 'empty'],
    ['../secret.txt', 'folder path'],
    ['C:\\temp\\a.jpg', 'folder path'],
    ['a/b.jpg', 'folder path'],
    ['bell\u0007.jpg', 'control characters'],
    ['line\nbreak.jpg', 'control characters'],
    ['..', 'name a file'],
    ['x'.repeat(256), 'longer than 255'],
  ])('refuses %j', (name, problem) => {
    expect(uploadFilenameProblem(name)).toContain(problem);
  });

  it('accepts ordinary names, accents and all', () => {
    expect(uploadFilenameProblem('Campagne été (v2).psd')).toBeNull();
  });

  it('makes a storage-safe key segment from any accepted name', () => {
    expect(uploadKeySegment('Campagne été (v2).psd')).toBe('Campagne_ete__v2_.psd');
    expect(uploadKeySegment('.hidden')).toBe('_.hidden');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), (name) => {
        fc.pre(uploadFilenameProblem(name) === null);
        expect(uploadKeySegment(name)).toMatch(/^[A-Za-z0-9_][A-Za-z0-9._-]{0,200}$/);
      }),
    );
  });
});
