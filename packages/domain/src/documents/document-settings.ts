import { z } from 'zod';
import type { ProductType } from '../access/roles.js';
import type { AssortmentChannel } from '../assortments/assortment-constants.js';

/**
 * Assortment documents (spec part 1 §3 Assortment document request): a linesheet or pricesheet,
 * each condensed or expanded, or a tearsheet with a hero image or thumbnails only; written as a
 * spreadsheet (xlsx) or a pdf.
 */
export const documentFileTypes = ['Spreadsheet', 'pdf'] as const;
export type DocumentFileType = (typeof documentFileTypes)[number];

export const documentSubTypes = {
  Linesheet: ['Condensed', 'Expanded'],
  Pricesheet: ['Condensed', 'Expanded'],
  Tearsheet: ['With Hero Image', 'Thumbnails Only'],
} as const;
export type DocumentKind = keyof typeof documentSubTypes;
export const documentKinds = Object.keys(documentSubTypes) as DocumentKind[];

/** What a document shows about each line: the columns of a sheet, the facts of a tearsheet. */
export const documentFieldSettings = [
  'cost',
  'originalCost',
  'suggestedRetail',
  'netCost',
  'initialMarkup',
  'colorSellThru',
  'styleSellThru',
  'percentage',
  'quantity',
  'availability',
  'inventory',
  'futureCost',
  'futureSuggestedRetail',
  'futureEffectiveDate',
  'lastProducedDate',
  'division',
  'pillar',
  'marketingDescription',
  'width',
  'otherSpecialWidths',
  'dutyCode',
  'boxCategory',
  'sizeRange',
  'sizeScale',
  'features',
  'nrf',
  'seasonCodes',
  'dimensions',
  'popCategory',
  'materials',
  'usage',
  'capacityUnit',
  'units',
  'relationships',
  'expirationDate',
] as const;
export type DocumentFieldSetting = (typeof documentFieldSettings)[number];

/** How the document is laid out: pages, covers, grouping, pictures. */
export const documentLayoutSettings = [
  'pageNumbers',
  'author',
  'date',
  'sizeLegend',
  'priceDisclaimer',
  'seasonCoverPage',
  'titlePage',
  'sortNumber',
  'hideColorSpillover',
  'sectionBreaks',
  'manualHeroSelection',
  'groupDividers',
  'groupPageBreaks',
  'highResolutionImages',
  'cadOnly',
  'includeImages',
  'assortmentStatusOnly',
  'startScreen',
] as const;
type DocumentLayoutSetting = (typeof documentLayoutSettings)[number];

export type DocumentSettingKey = DocumentFieldSetting | DocumentLayoutSetting;
export const documentSettingKeys: readonly DocumentSettingKey[] = [...documentFieldSettings, ...documentLayoutSettings];

/** Every toggle of part 1 §3; a request may name only some, the rest take the defaults. */
export const documentSettingsSchema = z.object(
  Object.fromEntries(documentSettingKeys.map((key) => [key, z.boolean()])) as Record<DocumentSettingKey, z.ZodBoolean>,
);
export type DocumentSettings = z.infer<typeof documentSettingsSchema>;

/**
 * The fields shown by default (part 1 §3 "Setting defaults"). The spec lists one set under
 * Footwear, then says "Apparel drops box category and special widths. Footwear drops season
 * codes", which only reads consistently with that list as the shared base: Footwear is the base
 * without season codes, Apparel the base without box category and special widths. POP's set is not
 * shown: its own facts (category, dimensions, materials, usage, units) with division, pillar,
 * marketing description, availability and the two prices.
 */
const baseFields: readonly DocumentFieldSetting[] = [
  'division',
  'seasonCodes',
  'pillar',
  'features',
  'sizeRange',
  'sizeScale',
  'nrf',
  'boxCategory',
  'dutyCode',
  'availability',
  'otherSpecialWidths',
  'marketingDescription',
  'cost',
  'suggestedRetail',
];
const defaultFields: Record<ProductType, readonly DocumentFieldSetting[]> = {
  Footwear: baseFields.filter((field) => field !== 'seasonCodes'),
  Apparel: baseFields.filter((field) => field !== 'boxCategory' && field !== 'otherSpecialWidths'),
  POP: [
    'division',
    'pillar',
    'popCategory',
    'dimensions',
    'materials',
    'usage',
    'units',
    'marketingDescription',
    'availability',
    'cost',
    'suggestedRetail',
  ],
};

/** Layout defaults (not shown by the spec): what a buyer expects of a printed line sheet. */
const defaultLayout: readonly DocumentLayoutSetting[] = [
  'pageNumbers',
  'date',
  'priceDisclaimer',
  'groupDividers',
  'includeImages',
  // A picture chosen for a line in the grid prints instead of the catalogue's hero.
  'manualHeroSelection',
];

/**
 * A document's settings before the person changes any: the product type's fields, and for a
 * retail assortment inventory in place of availability ("availability (inventory instead for
 * retail R)"); footwear adds the size legend.
 */
export const defaultDocumentSettings = (productType: ProductType, channel: AssortmentChannel): DocumentSettings => {
  const shown = new Set<DocumentSettingKey>([...defaultFields[productType], ...defaultLayout]);
  if (channel === 'Retail' && shown.delete('availability')) shown.add('inventory');
  if (productType === 'Footwear') shown.add('sizeLegend');
  return Object.fromEntries(documentSettingKeys.map((key) => [key, shown.has(key)])) as DocumentSettings;
};

/** The settings a request names, over the defaults of its product type and channel. */
export const documentSettingsFor = (
  productType: ProductType,
  channel: AssortmentChannel,
  chosen: Partial<DocumentSettings> = {},
): DocumentSettings => ({ ...defaultDocumentSettings(productType, channel), ...chosen });
