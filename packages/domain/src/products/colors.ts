/**
 * Colour names of the colour components (color1-3) with their codes and a swatch value.
 * A colourway's code is the three-letter code of a single colour, or the two-letter
 * abbreviations of its first two colours (Black/White is BKWT).
 */
export const productColors = [
  { name: 'Black', code: 'BLK', abbreviation: 'BK', hex: '#1f1f1f' },
  { name: 'White', code: 'WHT', abbreviation: 'WT', hex: '#f4f4f0' },
  { name: 'Navy', code: 'NVY', abbreviation: 'NV', hex: '#1f2a44' },
  { name: 'Gray', code: 'GRY', abbreviation: 'GY', hex: '#8c8f94' },
  { name: 'Charcoal', code: 'CCL', abbreviation: 'CC', hex: '#3e4044' },
  { name: 'Red', code: 'RED', abbreviation: 'RD', hex: '#c62828' },
  { name: 'Royal', code: 'ROY', abbreviation: 'RY', hex: '#2750b8' },
  { name: 'Light Blue', code: 'LTB', abbreviation: 'LB', hex: '#8fb8de' },
  { name: 'Pink', code: 'PNK', abbreviation: 'PK', hex: '#f19cbb' },
  { name: 'Hot Pink', code: 'HPK', abbreviation: 'HP', hex: '#e0408a' },
  { name: 'Lavender', code: 'LAV', abbreviation: 'LV', hex: '#b9a3d6' },
  { name: 'Purple', code: 'PUR', abbreviation: 'PR', hex: '#6a3d9a' },
  { name: 'Taupe', code: 'TPE', abbreviation: 'TP', hex: '#9c8b7a' },
  { name: 'Natural', code: 'NAT', abbreviation: 'NT', hex: '#e6dcc6' },
  { name: 'Tan', code: 'TAN', abbreviation: 'TN', hex: '#c9a27c' },
  { name: 'Brown', code: 'BRN', abbreviation: 'BR', hex: '#6b4a32' },
  { name: 'Chestnut', code: 'CSN', abbreviation: 'CS', hex: '#8a4b2a' },
  { name: 'Olive', code: 'OLV', abbreviation: 'OL', hex: '#6b6b3a' },
  { name: 'Teal', code: 'TEA', abbreviation: 'TL', hex: '#1f8a8a' },
  { name: 'Turquoise', code: 'TRQ', abbreviation: 'TQ', hex: '#3cc3c8' },
  { name: 'Mint', code: 'MNT', abbreviation: 'MN', hex: '#a8e6cf' },
  { name: 'Coral', code: 'COR', abbreviation: 'CO', hex: '#ff7f66' },
  { name: 'Orange', code: 'ORG', abbreviation: 'OR', hex: '#f57c00' },
  { name: 'Yellow', code: 'YEL', abbreviation: 'YL', hex: '#f7d038' },
  { name: 'Lime', code: 'LIM', abbreviation: 'LM', hex: '#a4d13a' },
  { name: 'Burgundy', code: 'BUR', abbreviation: 'BU', hex: '#7a1f35' },
  { name: 'Silver', code: 'SLV', abbreviation: 'SL', hex: '#c0c4c8' },
  { name: 'Gold', code: 'GLD', abbreviation: 'GD', hex: '#c9a13b' },
  { name: 'Camo', code: 'CAM', abbreviation: 'CM', hex: '#5f6b45' },
  { name: 'Multi', code: 'MLT', abbreviation: 'MT', hex: '#9c4dcc' },
  // POP items made in mixed colours; every user may see them (spec part 1 §6).
  { name: 'Assorted', code: 'AST', abbreviation: 'AS', hex: '#b39ddb' },
] as const;
export type ProductColorName = (typeof productColors)[number]['name'];

const byName = new Map<string, (typeof productColors)[number]>(productColors.map((color) => [color.name, color]));

/** The swatch of a colour name; unknown names (free text from an import) get a neutral gray. */
export const colorHex = (name: string | null | undefined): string => (name && byName.get(name)?.hex) || '#9e9e9e';

/** The colour code of a colourway from its colour names (color1 first). */
export const colorwayCode = (names: readonly string[]): string => {
  const [first, second] = names.map((name) => byName.get(name));
  if (!first) return 'MLT';
  return second ? `${first.abbreviation}${second.abbreviation}` : first.code;
};

export const colorwayDescription = (names: readonly string[]): string => names.join('/');

/** The POP colour every user may see (spec part 1 §6: "The default POP colour is AST"). */
export const DEFAULT_POP_COLOR = 'AST';
