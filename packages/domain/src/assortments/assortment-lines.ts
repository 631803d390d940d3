import { z } from 'zod';
import { DEFAULT_CURRENCY_SYMBOL, DEFAULT_DECIMAL_PLACES } from '../constants/regional.js';
import { markupPercent } from '../products/calculations.js';
import { toStyleColorId } from '../products/style-color-id.js';
import { type AssortmentProduct, assortmentProductSchema, assortmentRowPrintImage } from './assortment.js';
import { divisionGroupOf } from './assortment-constants.js';

/**
 * An assortment's lines as GET /api/assortments/{id} sends them: grouped by style, the facts every
 * colour of a style shares said once on the style, each colour with only what is its own, and no
 * field whose value is the one a missing field stands for (`assortmentLineDefaults`). Fields that
 * follow from others (the id, division group, markup, print image) are not sent at all. A
 * 5,000-line plan is a third of the size of the same lines written out in full (docs/decisions/platform.md).
 * `assortmentLinesOf` turns it back into the grid's rows.
 */

/** The fields a line's others decide, left out of the answer and worked out again on arrival. */
const derivedFields = { id: true, divisionGroup: true, markupPercent: true, printImage: true } as const;
/** Said on every colour, so the colours of a style can be told apart and kept in order. */
const colorFields = ['color', 'sortOrder'] as const;

const lineFactsSchema = assortmentProductSchema.omit({ ...derivedFields, style: true }).partial();
/** One colour of a style: its colour and place, and whatever of its own differs from its style. */
const assortmentColorLineSchema = lineFactsSchema.required({ color: true, sortOrder: true });
/** One style with the facts all its colours share, and its colours. */
export const assortmentStyleLinesSchema = lineFactsSchema
  .omit({ color: true, sortOrder: true })
  .extend({ style: z.string(), colors: z.array(assortmentColorLineSchema).min(1) });
export type AssortmentStyleLines = z.infer<typeof assortmentStyleLinesSchema>;

type LineFacts = Omit<AssortmentProduct, keyof typeof derivedFields>;
type FactName = Exclude<keyof LineFacts, 'style'>;

/** What a field left out of a line means. */
const assortmentLineDefaults: { [Name in FactName]?: LineFacts[Name] } = {
  styleNumeric: 0,
  name: '',
  productType: 'Footwear',
  division: '',
  gender: '',
  colorDescription: '',
  outsole: null,
  upper: null,
  popCategory: null,
  seasonCodes: [],
  lineStatus: null,
  cost: null,
  suggestedRetail: null,
  firstAvailDate: null,
  totalInventory: null,
  currencySymbol: DEFAULT_CURRENCY_SYMBOL,
  decimalPlaces: DEFAULT_DECIMAL_PLACES,
  inCatalogue: true,
  displayGroup: null,
  label: null,
  carryover: 0,
  selected: false,
  pillar: '',
  discountPercent: null,
  discountAmount: null,
  netCost: null,
  styleNote: null,
  colorNote: null,
  collectionStyleNote: null,
  collectionColorNote: null,
  tags: [],
  thumbnail: null,
};

const factNames = Object.keys(lineFactsSchema.shape) as FactName[];
/**
 * A line with every field, in one order, each at what a missing field means: every row is a
 * copy of it, filled in place, so all rows share one shape (building each row field by field or
 * from three spreads took ten times as long for 5,000 lines).
 */
const lineTemplate: Record<string, unknown> = Object.fromEntries([
  ['style', ''],
  ...factNames.map((name) => [name, assortmentLineDefaults[name] ?? null]),
  ...Object.keys(derivedFields).map((name) => [name, null]),
]);
const styleFactNames = factNames.filter((name) => !(colorFields as readonly string[]).includes(name));

/** Values of a line are numbers, text, flags, null or lists of text. */
const sameValue = (a: unknown, b: unknown): boolean =>
  a === b ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => item === b[index]));

const isDefault = (name: FactName, value: unknown) =>
  name in assortmentLineDefaults && sameValue(value, assortmentLineDefaults[name]);

/** A style's facts: those every one of its colours has alike. Plain loops: 5,000 lines × 35 fields. */
const sharedFacts = (colors: readonly AssortmentProduct[]): FactName[] => {
  const first = colors[0]!;
  const shared: FactName[] = [];
  for (const name of styleFactNames) {
    let alike = true;
    for (let index = 1; alike && index < colors.length; index++) alike = sameValue(colors[index]![name], first[name]);
    if (alike) shared.push(name);
  }
  return shared;
};

/** The grid's rows, grouped by style for the answer; the styles in the order of their first line. */
export const groupAssortmentLines = (lines: readonly AssortmentProduct[]): AssortmentStyleLines[] => {
  const byStyle = new Map<string, AssortmentProduct[]>();
  for (const line of lines) {
    const colors = byStyle.get(line.style);
    if (colors) colors.push(line);
    else byStyle.set(line.style, [line]);
  }
  const grouped: AssortmentStyleLines[] = [];
  for (const [style, colors] of byStyle) {
    const shared = sharedFacts(colors);
    const facts: Record<string, unknown> = { style };
    for (const name of shared) if (!isDefault(name, colors[0]![name])) facts[name] = colors[0]![name];
    const own = factNames.filter((name) => !shared.includes(name));
    facts.colors = colors.map((line) => {
      const color: Record<string, unknown> = {};
      for (const name of own) if (!isDefault(name, line[name])) color[name] = line[name];
      return color;
    });
    grouped.push(facts as AssortmentStyleLines);
  }
  return grouped;
};

/** The grid's rows from the answer's styles, in the assortment's order, with every field filled in. */
export const assortmentLinesOf = (styles: readonly AssortmentStyleLines[]): AssortmentProduct[] => {
  const lines: AssortmentProduct[] = [];
  for (const { colors, ...styleFacts } of styles) {
    const styleLine = { ...lineTemplate, ...styleFacts };
    for (const color of colors) {
      const line = { ...styleLine } as AssortmentProduct;
      for (const name in color) (line as Record<string, unknown>)[name] = (color as Record<string, unknown>)[name];
      line.id = toStyleColorId(line.style, line.color);
      line.divisionGroup = divisionGroupOf(line.division);
      line.markupPercent =
        line.suggestedRetail !== null && line.netCost !== null
          ? markupPercent(line.suggestedRetail, line.netCost)
          : null;
      line.printImage = assortmentRowPrintImage(line);
      lines.push(line);
    }
  }
  // The server sends rows by sort order, then id; grouping by style interleaved them.
  return lines.sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
};
