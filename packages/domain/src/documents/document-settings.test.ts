import { describe, expect, it } from 'vitest';
import {
  defaultDocumentSettings,
  documentSettingKeys,
  documentSettingsFor,
  documentSettingsSchema,
} from './document-settings.js';

const shown = (settings: Record<string, boolean>) =>
  Object.entries(settings)
    .filter(([, on]) => on)
    .map(([key]) => key);

describe('document settings', () => {
  it('has every toggle of part 1 §3, each once', () => {
    expect(documentSettingKeys).toHaveLength(53);
    expect(new Set(documentSettingKeys).size).toBe(documentSettingKeys.length);
  });

  it('shows footwear its fields without season codes, with the size legend', () => {
    const footwear = defaultDocumentSettings('Footwear', 'Wholesale');
    expect(footwear.seasonCodes).toBe(false);
    expect(footwear.sizeLegend).toBe(true);
    for (const field of ['division', 'pillar', 'features', 'sizeRange', 'sizeScale', 'nrf', 'boxCategory'] as const)
      expect(footwear[field]).toBe(true);
    expect(footwear.dutyCode && footwear.otherSpecialWidths && footwear.marketingDescription).toBe(true);
    expect(footwear.cost && footwear.suggestedRetail && footwear.availability).toBe(true);
    expect(footwear.netCost).toBe(false);
  });

  it('drops box category and special widths for apparel, which keeps season codes', () => {
    const apparel = defaultDocumentSettings('Apparel', 'All');
    expect(apparel.boxCategory).toBe(false);
    expect(apparel.otherSpecialWidths).toBe(false);
    expect(apparel.seasonCodes).toBe(true);
    expect(apparel.sizeLegend).toBe(false);
  });

  it('shows inventory instead of availability for a retail assortment', () => {
    for (const productType of ['Footwear', 'Apparel', 'POP'] as const) {
      const retail = defaultDocumentSettings(productType, 'Retail');
      expect([retail.availability, retail.inventory]).toEqual([false, true]);
      const wholesale = defaultDocumentSettings(productType, 'Wholesale');
      expect([wholesale.availability, wholesale.inventory]).toEqual([true, false]);
    }
  });

  it('gives POP its own facts and no footwear sizing', () => {
    const pop = shown(defaultDocumentSettings('POP', 'All'));
    expect(pop).toEqual(expect.arrayContaining(['popCategory', 'dimensions', 'materials', 'usage', 'units']));
    expect(pop).not.toContain('sizeRange');
    expect(pop).not.toContain('boxCategory');
  });

  it('lets a request turn single settings on or off over the defaults, and refuses unknown values', () => {
    const settings = documentSettingsFor('Footwear', 'All', { netCost: true, cost: false });
    expect(settings.netCost).toBe(true);
    expect(settings.cost).toBe(false);
    expect(settings.division).toBe(true);
    expect(documentSettingsSchema.partial().safeParse({ cost: 'yes' }).success).toBe(false);
    // Parsing keeps known toggles only, as every request schema does.
    expect(documentSettingsSchema.partial().parse({ cost: true, colour: true })).toEqual({ cost: true });
  });
});
