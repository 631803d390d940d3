import { describe, expect, it } from 'vitest';
import {
  documentCellValue,
  documentColumns,
  documentDate,
  documentSections,
  documentSizeLegend,
  excelNumberFormat,
  formatDocumentValue,
  isSpilloverCell,
} from './document-layout.js';
import type { DocumentLine } from './document-lines.js';
import { assortmentDocumentRequestSchema, documentFilenameFor } from './document-request.js';
import { documentSettingsFor } from './document-settings.js';
import { documentText, fillWords } from './document-text.js';

const footwear = documentSettingsFor('Footwear', 'Wholesale');

const line = (style: string, color: string, gender: string, extra: Partial<DocumentLine['values']> = {}) =>
  ({
    id: `${style}-${color}`,
    style,
    color,
    name: `Name ${style}`,
    colorDescription: color,
    position: 1,
    imagePath: `/api/products/images/${style}-${color}`,
    currency: { currencySymbol: '€', decimalPlaces: 2 },
    group: { gender, division: 'Sport', divisionGroup: 'Sport', pillar: '', popCategory: '' },
    values: { sizeScale: 'M', sizeRange: '5-11', cost: 40, ...extra },
  }) as DocumentLine;

describe('document columns by kind', () => {
  const keys = (name: 'Linesheet' | 'Pricesheet' | 'Tearsheet', subType: string, settings = footwear) =>
    documentColumns({ name, subType }, settings).map((column) => column.key);

  it('leads with the picture and the identity, then the chosen fields in the settings order', () => {
    expect(keys('Linesheet', 'Expanded').slice(0, 6)).toEqual([
      'image',
      'style',
      'color',
      'name',
      'colorDescription',
      'cost',
    ]);
    expect(keys('Linesheet', 'Expanded')).toContain('marketingDescription');
  });

  it('keeps long texts out of condensed linesheets and only prices on condensed pricesheets', () => {
    expect(keys('Linesheet', 'Condensed')).not.toContain('marketingDescription');
    expect(keys('Linesheet', 'Condensed')).not.toContain('features');
    expect(keys('Pricesheet', 'Condensed')).toEqual(['image', 'style', 'color', 'name', 'cost', 'suggestedRetail']);
    expect(keys('Pricesheet', 'Expanded')).toContain('availability');
    expect(keys('Pricesheet', 'Expanded')).not.toContain('features');
  });

  it('adds the sort number and drops the picture as the settings say', () => {
    const settings = { ...footwear, sortNumber: true, includeImages: false, netCost: true };
    expect(keys('Pricesheet', 'Condensed', settings)).toEqual([
      'sortNumber',
      'style',
      'color',
      'name',
      'cost',
      'suggestedRetail',
      'netCost',
    ]);
  });
});

describe('document sections', () => {
  const lines = [
    line('100', 'BLK', 'Women'),
    line('200', 'RED', ''),
    line('300', 'NVY', 'Men'),
    line('101', 'WHT', 'Women'),
  ];

  it('groups by the assortment grouping, alphabetically, lines without a value last', () => {
    const sections = documentSections(
      lines,
      'gender',
      { groupDividers: true, groupPageBreaks: false },
      'Uncategorized',
    );
    expect(sections.map((section) => [section.title, section.lines.map((item) => item.style)])).toEqual([
      ['Men', ['300']],
      ['Women', ['100', '101']],
      ['Uncategorized', ['200']],
    ]);
  });

  it('keeps one untitled section without grouping, or with neither dividers nor page breaks', () => {
    expect(documentSections(lines, 'none', { groupDividers: true, groupPageBreaks: true }, 'U')).toHaveLength(1);
    const flat = documentSections(lines, 'gender', { groupDividers: false, groupPageBreaks: false }, 'U');
    expect(flat).toEqual([{ title: null, lines }]);
    expect(documentSections([], 'none', { groupDividers: true, groupPageBreaks: false }, 'U')).toEqual([]);
  });
});

describe('document values', () => {
  it('prints a style fact once per style when colour spillover is hidden', () => {
    const first = line('100', 'BLK', 'Women');
    const second = line('100', 'WHT', 'Women');
    expect(isSpilloverCell('name', second, first)).toBe(true);
    expect(isSpilloverCell('cost', second, first)).toBe(false);
    expect(isSpilloverCell('name', first, undefined)).toBe(false);
  });

  it('formats money in the location currency and language, dates (month from 0) as the pickers do', () => {
    expect(formatDocumentValue('money', 1234.5, { currencySymbol: '€', decimalPlaces: 2 }, 'de-DE')).toBe('€1.234,50');
    expect(formatDocumentValue('date', 20270205, {}, 'en-US')).toBe('03/05/2027');
    expect(formatDocumentValue('percent', 52.5, {}, 'en-US')).toBe('52.50%');
    expect(formatDocumentValue('text', null, {}, 'en-US')).toBe('');
    expect(documentDate(20270205)).toBe('2027-03-05');
  });

  it('gives spreadsheet cells numbers with the currency format', () => {
    expect(documentCellValue('cost', line('100', 'BLK', 'Women'))).toBe(40);
    expect(documentCellValue('style', line('100', 'BLK', 'Women'))).toBe('100');
    expect(excelNumberFormat('money', { currencySymbol: '¥', decimalPlaces: 0 })).toBe('"¥"#,##0');
    expect(excelNumberFormat('money', { currencySymbol: '$', decimalPlaces: 2 })).toBe('"$"#,##0.00');
    expect(excelNumberFormat('text', {})).toBeUndefined();
  });

  it('lists each size scale once with its ranges for the legend', () => {
    const lines = [
      line('1', 'A', ''),
      line('2', 'B', '', { sizeRange: '6-12' }),
      line('3', 'C', '', { sizeScale: 'W' }),
    ];
    expect(documentSizeLegend(lines)).toEqual([
      { scale: 'M', ranges: '5-11, 6-12' },
      { scale: 'W', ranges: '5-11' },
    ]);
  });
});

describe('document requests', () => {
  const base = {
    documentType: { type: 'pdf', name: 'Linesheet', subType: 'Expanded' },
    assortment: '6f1c1d9e-1c1a-4f55-9a43-2a4d27a1d0b1',
  };

  it('takes a kind with one of its sub-types and strips unknown fields', () => {
    const parsed = assortmentDocumentRequestSchema.parse({ ...base, extra: 1 });
    expect(parsed).toEqual({ ...base, kind: 'AssortmentDocument', settings: {} });
    const wrong = { ...base, documentType: { type: 'pdf', name: 'Tearsheet', subType: 'Expanded' } };
    expect(assortmentDocumentRequestSchema.safeParse(wrong).success).toBe(false);
    expect(assortmentDocumentRequestSchema.safeParse({ ...base, filename: 'a/b.pdf' }).success).toBe(false);
  });

  it('names the file after the assortment and kind unless the person chose a name', () => {
    const request = assortmentDocumentRequestSchema.parse(base);
    expect(documentFilenameFor(request, 'Spring: Key "Styles"')).toBe('Spring Key Styles Linesheet Expanded.pdf');
    expect(documentFilenameFor({ ...request, filename: 'mine.pdf' }, 'x')).toBe('mine.pdf');
    expect(documentFilenameFor({ ...request, filename: 'mine' }, 'x')).toBe('mine.pdf');
  });

  it('has every column heading and word in every language', () => {
    for (const text of Object.values(documentText)) {
      expect(Object.values(text.columns).every((label) => label.length > 0)).toBe(true);
      expect(text.words.page).toContain('{page}');
      expect(text.words.page).toContain('{pages}');
    }
    expect(fillWords(documentText['de-DE'].words.page, { page: 2, pages: 5 })).toBe('Seite 2 von 5');
  });
});
