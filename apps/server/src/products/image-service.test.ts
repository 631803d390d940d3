import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../platform/storage/memory-storage.js';
import { createProductImageService } from './image-service.js';
import type { ProductImageSource, ProductsRepository } from './repository.js';

const source: ProductImageSource = {
  styleColorId: '149710_BKWT',
  productType: 'Footwear',
  categories: {
    type: 'Running',
    shape: 'Round Toe',
    height: 'Low Top',
    closure: 'Lace-Up',
    sport: 'Running',
    lighted: false,
    vegan: true,
    width: 'Medium',
    apparelType: null,
    apparelSubType: null,
  },
  components: { color1: 'Black', color2: 'White', color3: null, material1: 'Knit', material2: null, material3: null },
  popType: null,
  images: [
    { angle: 'A', kind: 'photo' },
    { angle: 'B', kind: 'cad' },
  ],
};

/** A repository of one product, and a renderer that counts its calls instead of running sharp. */
const setup = () => {
  const products = {
    findImageSource: async (id: string) => (id === source.styleColorId ? structuredClone(source) : null),
  } as unknown as ProductsRepository;
  const storage = createMemoryStorage();
  const rendered: string[] = [];
  const render = async (svg: string) => {
    rendered.push(svg);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return Buffer.from(`image ${rendered.length}`);
  };
  return { service: createProductImageService({ products, storage, render }), storage, rendered };
};

const read = async (body: Buffer | NodeJS.ReadableStream) => {
  if (Buffer.isBuffer(body)) return body.toString();
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
};

const request = { styleColorId: source.styleColorId, angle: 'A', size: 'small', format: 'jpeg' } as const;

describe('product image service', () => {
  it('renders a picture once, on its first request, and serves the stored one afterwards', async () => {
    const { service, storage, rendered } = setup();
    const image = await service.find(request);
    expect(rendered).toHaveLength(0);
    expect(await read((await image.open()).body)).toBe('image 1');
    expect([...storage.objects.keys()]).toEqual([`product-images/149710_BKWT/A-small-${image.version}.jpg`]);
    expect(await read((await (await service.find(request)).open()).body)).toBe('image 1');
    expect(rendered).toHaveLength(1);
    expect(rendered[0]).toContain('width="160" height="160"');
  });

  it('renders concurrent first requests once', async () => {
    const { service, rendered } = setup();
    const images = await Promise.all(Array.from({ length: 5 }, () => service.find({ ...request, size: 'large' })));
    const bodies = await Promise.all(images.map(async (image) => read((await image.open()).body)));
    expect(new Set(bodies)).toEqual(new Set(['image 1']));
    expect(rendered).toHaveLength(1);
  });

  it('versions each angle, size and format, and draws a CAD angle as line art', async () => {
    const { service, rendered } = setup();
    const versions = await Promise.all(
      [request, { ...request, angle: 'B' }, { ...request, size: 'large' }, { ...request, format: 'webp' }].map(
        async (each) => (await service.find(each as typeof request)).version,
      ),
    );
    expect(new Set(versions).size).toBe(4);
    await (await service.find({ ...request, angle: 'B' })).open();
    expect(rendered[0]).toContain('#3a3a3a');
    expect(rendered[0]).not.toContain('#1f1f1f');
  });

  it('gives the coming-soon picture for an angle without a picture, and 404 for an unknown product', async () => {
    const { service } = setup();
    const missing = await service.find({ ...request, angle: 'D' });
    expect(missing.comingSoon).toBe(true);
    expect((await service.find(request)).comingSoon).toBe(false);
    await expect(service.find({ ...request, styleColorId: '1_X' })).rejects.toMatchObject({ statusCode: 404 });
  });
});
