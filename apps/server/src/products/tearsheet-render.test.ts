import { documentLabels } from '@stride/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countPdfPages, pdfTextLines } from '../../test/pdf.js';
import { renderTearsheet, type TearsheetContent } from './tearsheet-render.js';

const content = async (overrides: Partial<TearsheetContent> = {}): Promise<TearsheetContent> => ({
  name: 'Trail Runner 5',
  styleColorId: '302450_001',
  classification: 'Running / Mens / Performance',
  description: 'A light trail shoe.',
  features: ['Grippy outsole', 'Breathable mesh'],
  components: ['Black / Mesh', 'White / Rubber'],
  sizeRange: '7-13',
  sizeScale: 'US Mens',
  locationCode: 'US',
  wholesalePrice: '$1,234.50',
  suggestedRetail: '$2,469.00',
  lineStatus: 'A – Active',
  firstAvailable: '03/15/2027',
  generated: '11/22/2026',
  labels: documentLabels['en-US'],
  image: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer(),
  ...overrides,
});

describe('renderTearsheet', () => {
  it('draws one page with the name, prices, dates and components', async () => {
    const pdf = await renderTearsheet(await content(), { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(countPdfPages(pdf)).toBe(1);
    const text = pdfTextLines(pdf).join('\n');
    for (const expected of [
      'Trail Runner 5',
      '302450_001',
      'Running / Mens / Performance',
      '$1,234.50',
      '$2,469.00',
      '03/15/2027',
      'A – Active',
      'Black / Mesh, White / Rubber',
      '7-13',
      'US Mens',
      '• Grippy outsole',
      'Generated 11/22/2026',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('keeps to one page however long the description and features are', async () => {
    const pdf = await renderTearsheet(
      await content({
        name: 'A very long product name '.repeat(8),
        description: 'Long description sentence. '.repeat(200),
        features: Array.from({ length: 20 }, (_, index) => `Feature ${index} `.repeat(12)),
      }),
      { compress: false },
    );
    expect(countPdfPages(pdf)).toBe(1);
  });

  it('prints the currency symbols of every location', async () => {
    const pdf = await renderTearsheet(
      await content({ wholesalePrice: '€12.50', suggestedRetail: '¥2,469 / £9.99 / CA$1.00' }),
      { compress: false },
    );
    const text = pdfTextLines(pdf).join('\n');
    expect(text).toContain('€12.50');
    expect(text).toContain('¥2,469 / £9.99 / CA$1.00');
  });

  it('prints the labels of another language, Polish letters included', async () => {
    const pdf = await renderTearsheet(await content({ labels: documentLabels['pl-PL'], lineStatus: 'D – Wycofany' }), {
      compress: false,
    });
    const text = pdfTextLines(pdf).join('\n');
    for (const expected of ['Pierwsza dostępność', 'Kolor / materiał', 'Wygenerowano 11/22/2026', 'D – Wycofany']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('First available');
  });

  it('compresses by default', async () => {
    const pdf = await renderTearsheet(await content());
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    expect(countPdfPages(pdf)).toBe(1);
  });
});
