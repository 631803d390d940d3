import { describe, expect, it } from 'vitest';
import { appPathSchema, filesPackageSchema, mailFilesPackageSchema, packageFormSchema } from './package-request.js';

describe('package requests (spec part 2 §7.11)', () => {
  it('reads s3 files and product photos, with photo defaults', () => {
    const parsed = filesPackageSchema.parse({
      filename: 'Campaign',
      files: [
        { type: 's3', key: 'assets/a/hero.jpg', bucket: 'stride', s3Type: 'Primary' },
        { type: 'photo', style: '302450', color: '01', productType: 'Footwear' },
      ],
    });
    expect(parsed.files[1]).toEqual({
      type: 'photo',
      style: '302450',
      color: '01',
      productType: 'Footwear',
      small: false,
      heroOnly: false,
    });
  });

  it('refuses an unknown file type and an empty package', () => {
    expect(filesPackageSchema.safeParse({ filename: 'x', files: [{ type: 'ftp', key: 'a' }] }).success).toBe(false);
    expect(filesPackageSchema.safeParse({ filename: 'x', files: [] }).success).toBe(false);
  });

  it('takes a download id of letters, digits, dash and underscore only', () => {
    expect(packageFormSchema.safeParse({ data: '{}', downloadId: 'q-1_a' }).success).toBe(true);
    expect(packageFormSchema.safeParse({ data: '{}', downloadId: 'a;b=c' }).success).toBe(false);
  });

  it('mails to a few valid addresses', () => {
    const data = { filename: 'x', files: [{ type: 's3', key: 'k' }] };
    expect(mailFilesPackageSchema.safeParse({ to: ['A@Example.com'], data }).data?.to).toEqual(['a@example.com']);
    expect(mailFilesPackageSchema.safeParse({ to: ['not-an-address'], data }).success).toBe(false);
    expect(mailFilesPackageSchema.safeParse({ to: [], data }).success).toBe(false);
  });

  it.each([
    ['/libraries/advertising', true],
    ['/products?division=Running', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
  ])('app link path %j accepted: %j', (path, accepted) => {
    expect(appPathSchema.safeParse(path).success).toBe(accepted);
  });
});
