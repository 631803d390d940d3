import { z } from 'zod';
import { DEFAULT_CURRENCY_SYMBOL, DEFAULT_DECIMAL_PLACES } from '../constants/regional.js';
import { toStyleColorId } from '../products/style-color-id.js';
import { type Showroom, type ShowroomLine, showroomLineSchema, showroomSchema } from './showroom.js';

/**
 * GET /api/assortments/{id}/showroom as it travels: each colour says only what is its own (its
 * style, the style's name and the assortment's currency are said once, above it), and no field
 * that is null. `showroomOf` makes the whole showroom of it again.
 */

const currency = {
  currencySymbol: z.string().default(DEFAULT_CURRENCY_SYMBOL),
  decimalPlaces: z.number().int().default(DEFAULT_DECIMAL_PLACES),
};
/** A colour of a style; its currency only when it is not the assortment's. */
const showroomColorSchema = showroomLineSchema
  .omit({ styleColorId: true, style: true, name: true })
  .partial()
  .required({ color: true, angles: true });
type ShowroomColor = z.infer<typeof showroomColorSchema>;

export const showroomAnswerSchema = showroomSchema.extend({
  /** The currency the assortment's location prices in. */
  assortment: showroomSchema.shape.assortment.extend(currency),
  groups: z.array(
    showroomSchema.shape.groups.element.extend({
      styles: z.array(z.object({ style: z.string(), name: z.string(), colors: z.array(showroomColorSchema) })),
    }),
  ),
});
export type ShowroomAnswer = z.infer<typeof showroomAnswerSchema>;

const colorOf = (line: ShowroomLine, assortmentCurrency: Pick<ShowroomLine, 'currencySymbol' | 'decimalPlaces'>) => {
  const { styleColorId: _id, style: _style, name: _name, ...own } = line;
  const color: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(own)) {
    const theAssortments =
      field in assortmentCurrency && assortmentCurrency[field as keyof typeof assortmentCurrency] === value;
    if (value !== null && !theAssortments) color[field] = value;
  }
  return color as ShowroomColor;
};

/** The answer of a showroom: the first line's currency is the assortment's (every line is priced at its location). */
export const showroomAnswerOf = ({ assortment, settings, groups }: Showroom): ShowroomAnswer => {
  const first = groups[0]?.styles[0]?.colors[0];
  const assortmentCurrency = {
    currencySymbol: first?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL,
    decimalPlaces: first?.decimalPlaces ?? DEFAULT_DECIMAL_PLACES,
  };
  return {
    assortment: { ...assortment, ...assortmentCurrency },
    settings,
    groups: groups.map((group) => ({
      ...group,
      styles: group.styles.map(({ style, name, colors }) => ({
        style,
        name,
        colors: colors.map((line) => colorOf(line, assortmentCurrency)),
      })),
    })),
  };
};

/** The whole showroom from its answer: every line with its style, name, currency and nulls again. */
export const showroomOf = ({ assortment, settings, groups }: ShowroomAnswer): Showroom => {
  const { currencySymbol, decimalPlaces, ...header } = assortment;
  return {
    assortment: header,
    settings,
    groups: groups.map((group) => ({
      ...group,
      styles: group.styles.map(({ style, name, colors }) => ({
        style,
        name,
        colors: colors.map((color) => ({
          styleColorId: toStyleColorId(style, color.color),
          style,
          name,
          colorDescription: '',
          lineStatus: null,
          price: null,
          suggestedRetail: null,
          currencySymbol,
          decimalPlaces,
          firstAvailDate: null,
          totalInventory: null,
          picture: null,
          ...color,
        })),
      })),
    })),
  };
};
