import type {
  Gender,
  ImageAngle,
  LifeCycle,
  ProductCategories,
  ProductColorName,
  ProductType,
  storeTypes,
} from '@stride/domain';
import type { Random } from './random.js';

/** Everything the colours of one style share, drawn once per style. */
export type StyleBlueprint = {
  productType: ProductType;
  name: string;
  division: string;
  gender: Gender;
  pillar: string;
  sizeScale: string;
  sizeRun: readonly string[];
  /** Size range per location code. */
  sizeRanges: Record<string, string>;
  description: string;
  features: string[];
  outsole: string | null;
  upper: string | null;
  categories: ProductCategories;
  construction: string;
  materials: [string, string | null, string | null];
  pop: { category: string; type: string; gender: string; usage: string; materials: string[] } | null;
  boxCategory: string | null;
  dutyCode: string;
  units: number;
  capacity: number | null;
  capacityUnit: string | null;
  capacityType: string | null;
  dimensions: string;
  origin: string;
  /** US suggested retail; 0 for POP, which is given away or sold at cost. */
  usRetail: number;
  /** US wholesale price (the product's cost). */
  usWholesale: number;
  palette: readonly ProductColorName[];
  /** The angles photographed when the style has pictures. */
  angles: ImageAngle[];
};

export type StyleTraits = {
  lifeCycle: LifeCycle;
  storeType: (typeof storeTypes)[number] | null;
  focusStyle: boolean;
};

export const pickWeighted = <T>(random: Random, entries: readonly (readonly [T, number])[]): T => {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
};

export const noCategories: ProductCategories = {
  type: null,
  shape: null,
  height: null,
  closure: null,
  sport: null,
  lighted: null,
  vegan: null,
  width: null,
  apparelType: null,
  apparelSubType: null,
};

/** "Summer Breeze": the part of a name after the dash. */
export const subName = (random: Random, adjectives: readonly string[], nouns: readonly string[]) =>
  `${random.pick(adjectives)} ${random.pick(nouns)}`;

/** Inches to the metric dimensions field: "13 x 8 x 5 in" gives "33 x 20 x 13 cm". */
export const toMetricDimensions = (inches: string): string =>
  `${inches
    .replace(/\s*in$/, '')
    .split(' x ')
    .map((value) => Math.round(Number(value) * 2.54))
    .join(' x ')} cm`;

/** Wholesale is about half of retail, on quarter steps. */
export const wholesaleFor = (random: Random, retail: number) =>
  Math.round(retail * (0.46 + random.next() * 0.08) * 4) / 4;

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
