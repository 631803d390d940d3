import type { ProductType } from '../access/roles.js';
import { type ProductSearchFilters, productSearchFiltersSchema } from './search.js';

/** The panels of the product filter bar; only one is open at a time (spec part 1 §4 Filter bar). */
const productFilterModules = [
  'ids',
  'name',
  'description',
  'keyInitiative',
  'division',
  'gender',
  'components',
  'features',
  'categories',
  'seasonCode',
  'price',
  'dueDate',
  'availability',
  'modifiedSince',
  'pop',
] as const;
export type ProductFilterModule = (typeof productFilterModules)[number];

type KeyDefinition = {
  module: ProductFilterModule;
  /** The column the condition reads: a column holds one condition (spec part 1 §4). */
  column: string;
  /** Whether several values of the key may stand together; otherwise a new value replaces. */
  multiple: boolean;
};

const single = (module: ProductFilterModule, column: string = module): KeyDefinition => ({
  module,
  column,
  multiple: false,
});
const multiple = (module: ProductFilterModule, column: string = module): KeyDefinition => ({
  module,
  column,
  multiple: true,
});

/** Every filter a chip can hold, with its panel and its column. */
export const productFilterKeys = {
  ids: single('ids'),
  styleIds: single('ids'),
  name: single('name'),
  description: single('description'),
  keyInitiative: single('keyInitiative'),
  division: multiple('division'),
  gender: multiple('gender'),
  color1: single('components', 'color1'),
  color2: single('components', 'color2'),
  color3: single('components', 'color3'),
  material1: single('components', 'material1'),
  material2: single('components', 'material2'),
  material3: single('components', 'material3'),
  features: multiple('features'),
  type: single('categories', 'type'),
  shape: single('categories', 'shape'),
  height: single('categories', 'height'),
  closure: single('categories', 'closure'),
  sport: single('categories', 'sport'),
  width: single('categories', 'width'),
  lighted: single('categories', 'lighted'),
  vegan: single('categories', 'vegan'),
  apparelType: single('categories', 'apparelType'),
  apparelSubType: single('categories', 'apparelSubType'),
  seasonCode: multiple('seasonCode'),
  cost: single('price'),
  suggestedRetail: single('price'),
  dueDate: single('dueDate'),
  firstAvailable: single('availability', 'firstAvailable'),
  lastProduced: single('availability', 'lastProduced'),
  size: single('availability', 'size'),
  modifiedDate__gtd: single('modifiedSince'),
  popType: multiple('pop', 'popType'),
  popMaterial: multiple('pop', 'popMaterial'),
  popCategory: multiple('pop', 'popCategory'),
  popGender: multiple('pop', 'popGender'),
  popUsage: multiple('pop', 'popUsage'),
} as const satisfies Record<string, KeyDefinition>;
export type ProductFilterKey = keyof typeof productFilterKeys;
export const isProductFilterKey = (key: string): key is ProductFilterKey => Object.hasOwn(productFilterKeys, key);

/** One filter condition as the bar shows it: a key and one value. */
export type ProductFilterChip = { key: ProductFilterKey; value: string };

const without = (...left: ProductFilterModule[]) => productFilterModules.filter((module) => !left.includes(module));

/** The panels each product type offers (spec part 1 §3 Footwear, Apparel and POP filters). */
export const productFilterModulesByType: Record<ProductType, readonly ProductFilterModule[]> = {
  Footwear: without('seasonCode', 'pop'),
  Apparel: without('dueDate', 'pop'),
  POP: without('dueDate'),
};

/** The category keys each product type fills (footwear type to width, apparel its types and sport). */
export const categoryFilterKeysByType: Record<ProductType, readonly ProductFilterKey[]> = {
  Footwear: ['type', 'shape', 'height', 'closure', 'sport', 'width', 'lighted', 'vegan'],
  Apparel: ['apparelType', 'apparelSubType', 'sport'],
  POP: [],
};

export const productFilterKeysOf = (module: ProductFilterModule): ProductFilterKey[] =>
  (Object.keys(productFilterKeys) as ProductFilterKey[]).filter((key) => productFilterKeys[key].module === module);

/** The POP category list has an ALL option, which stands for no category condition. */
export const ALL_OPTION = 'ALL';

const sameChip = (a: ProductFilterChip, b: ProductFilterChip) => a.key === b.key && a.value === b.value;

/**
 * Adds a chip by the filter bar rules (spec part 1 §4): an identical key/value is not added twice,
 * a key that allows one value replaces the one it had, and a column keeps one condition, so a
 * chip on the same column under another key (style ids after ids, retail after cost) replaces it.
 */
export const addFilterChip = (chips: readonly ProductFilterChip[], chip: ProductFilterChip): ProductFilterChip[] => {
  if (chips.some((existing) => sameChip(existing, chip))) return [...chips];
  const definition = productFilterKeys[chip.key];
  const kept = chips.filter((existing) => {
    if (productFilterKeys[existing.key].column !== definition.column) return true;
    return existing.key === chip.key && definition.multiple;
  });
  if (chip.value === ALL_OPTION) return kept.filter((existing) => existing.key !== chip.key);
  return [...kept, chip];
};

export const removeFilterChip = (chips: readonly ProductFilterChip[], chip: ProductFilterChip): ProductFilterChip[] =>
  chips.filter((existing) => !sameChip(existing, chip));

/** A price chip's value: "from-to" with either side empty ("20-", "-80"). */
export const priceChipValue = (from: number | undefined, to: number | undefined): string => `${from ?? ''}-${to ?? ''}`;

const parsePrice = (value: string): { from?: number; to?: number } => {
  const [from = '', to = ''] = value.split('-');
  return {
    ...(from.trim() ? { from: Number(from) } : {}),
    ...(to.trim() ? { to: Number(to) } : {}),
  };
};

type MutableFilters = Record<string, unknown> & {
  components?: Record<string, string>;
  categories?: Record<string, string | boolean>;
};

const componentKeys = new Set<string>(productFilterKeysOf('components'));
const categoryKeys = new Set<string>(productFilterKeysOf('categories'));
const booleanKeys = new Set<string>(['lighted', 'vegan']);

const applyChip = (filters: MutableFilters, chip: ProductFilterChip) => {
  const { key, value } = chip;
  if (key === 'ids' || key === 'styleIds') {
    filters.ids = value;
    filters.styleOnly = key === 'styleIds';
  } else if (key === 'cost' || key === 'suggestedRetail') {
    filters.price = { ...parsePrice(value), on: key === 'cost' ? 'wholesalePrice' : 'suggestedRetail' };
  } else if (componentKeys.has(key)) {
    filters.components = { ...filters.components, [key]: value };
  } else if (categoryKeys.has(key)) {
    filters.categories = { ...filters.categories, [key]: booleanKeys.has(key) ? value === 'true' : value };
  } else if (productFilterKeys[key].multiple) {
    filters[key] = [...((filters[key] as string[] | undefined) ?? []), value];
  } else {
    filters[key] = value;
  }
};

/** The search filters the chips stand for; chips of panels the product type lacks are left out. */
export const chipsToFilters = (chips: readonly ProductFilterChip[], productType: ProductType): ProductSearchFilters => {
  const modules = new Set(productFilterModulesByType[productType]);
  const filters: MutableFilters = { styleOnly: false };
  for (const chip of chips) {
    if (modules.has(productFilterKeys[chip.key].module)) applyChip(filters, chip);
  }
  return filters as ProductSearchFilters;
};

/** Whether a chip's value is one the server accepts, so a mistyped or stale link cannot break a search. */
export const isValidFilterChip = (chip: ProductFilterChip): boolean => {
  const filters: MutableFilters = { styleOnly: false };
  applyChip(filters, chip);
  return productSearchFiltersSchema.safeParse(filters).success;
};
