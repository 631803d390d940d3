import { colorwayCode, type ProductType, storeTypes } from '@stride/domain';
import { apparelStyle } from './catalogue-apparel.js';
import { type Calendar, createCalendar, previousSeason } from './catalogue-calendar.js';
import { styleNotesFor } from './catalogue-extras.js';
import { footwearStyle } from './catalogue-footwear.js';
import { applyStyleLastProdDates, colorLocations, colorTimeline } from './catalogue-locations.js';
import { popStyle } from './catalogue-pop.js';
import { assembleProduct, type CatalogueItem, type ColorDraft, discountFor } from './catalogue-product.js';
import { pickWeighted, type StyleBlueprint, type StyleTraits } from './catalogue-style.js';
import { createRandom, type Random } from './random.js';

export type { CatalogueItem } from './catalogue-product.js';

export const DEFAULT_CATALOGUE_STYLES = 2_000;

export type CatalogueOptions = {
  /** How many styles (2–6 colours each); default 2,000. */
  styles?: number;
  /** Or: stop after exactly this many style-colours (benchmarks ask for 100,000). */
  styleColors?: number;
  /** "Today" of the dates (availability windows, due dates, seasons); default now. */
  now?: number;
};

const productTypeWeights: readonly (readonly [ProductType, number])[] = [
  ['Footwear', 60],
  ['Apparel', 30],
  ['POP', 10],
];
const blueprints: Record<ProductType, (random: Random) => StyleBlueprint> = {
  Footwear: footwearStyle,
  Apparel: apparelStyle,
  POP: popStyle,
};
const stylePrefixes: Record<ProductType, string> = { Footwear: '', Apparel: 'AP', POP: 'POP' };

/** Each style draws from its own generator, seeded from the catalogue seed and its index. */
const styleSeed = (baseSeed: number, index: number) =>
  Math.imul(baseSeed ^ Math.imul(index + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;

const styleTraits = (random: Random): StyleTraits => ({
  lifeCycle: pickWeighted(random, [
    ['New', 35],
    ['Core', 30],
    ['Carryover', 25],
    ['Closeout', 10],
  ] as const),
  storeType: random.chance(0.4) ? random.pick(storeTypes) : null,
  focusStyle: random.chance(0.15),
});

/** 1–3 colours: mostly the palette's lead colours, unique codes within the style. */
const colorways = (random: Random, blueprint: StyleBlueprint, count: number) => {
  const chosen = new Map<string, string[]>();
  // Every POP item comes assorted (AST, the colour all users may see) besides its brand colours.
  if (blueprint.productType === 'POP') chosen.set(colorwayCode(['Assorted']), ['Assorted']);
  for (let attempt = 0; chosen.size < count && attempt < count * 10; attempt++) {
    const names = [random.pick(blueprint.palette)];
    if (random.chance(0.65)) names.push(random.pick(blueprint.palette.filter((name) => name !== names[0])));
    if (names.length === 2 && random.chance(0.25)) {
      names.push(random.pick(blueprint.palette.filter((name) => !names.includes(name))));
    }
    const code = colorwayCode(names);
    if (!chosen.has(code)) chosen.set(code, names);
  }
  return [...chosen.entries()];
};

const generateStyle = (random: Random, index: number, calendar: Calendar): CatalogueItem[] => {
  const productType = pickWeighted(random, productTypeWeights);
  const blueprint = blueprints[productType](random);
  const traits = styleTraits(random);
  const styleNumeric = 100_000 + index * 4 + random.int(0, 3);
  const kids = blueprint.division === 'Kids';
  const suffix = kids && blueprint.categories.lighted ? 'L' : blueprint.gender === 'Infants' ? 'N' : '';
  const style = `${stylePrefixes[productType]}${styleNumeric}${suffix}`;
  const pop = productType === 'POP';

  const drafts: ColorDraft[] = colorways(random, blueprint, random.int(2, 6)).map(([color, colorNames], colorIndex) => {
    const discount = discountFor(random);
    const timeline = colorTimeline(random);
    return {
      colorIndex,
      color,
      colorNames,
      discount,
      timeline,
      locations: colorLocations(random, blueprint, discount, timeline, calendar),
      quantity: random.int(0, pop ? 800 : 5_000),
      quantityOnHand: random.int(0, pop ? 400 : 3_000),
    };
  });
  applyStyleLastProdDates(drafts);

  // The style launches in the season of its earliest colour; carried-over styles sold before.
  const launch = calendar.seasonAt(Math.min(...drafts.map((draft) => draft.timeline.firstAvailOffset)));
  const seasonCodes = [launch.code];
  if (traits.lifeCycle === 'Carryover' || traits.lifeCycle === 'Core') {
    let earlier = previousSeason(launch);
    for (let count = random.int(1, 2); count > 0; count--) {
      seasonCodes.unshift(earlier.code);
      earlier = previousSeason(earlier);
    }
  }

  const context = {
    style,
    styleNumeric,
    blueprint,
    traits,
    seasonCodes,
    ...styleNotesFor(random),
    styleQuantity: drafts.reduce((sum, draft) => sum + draft.quantity, 0),
    styleQuantityOnHand: drafts.reduce((sum, draft) => sum + draft.quantityOnHand, 0),
    colorIds: drafts.map((draft) => `${style}_${draft.color}`),
  };
  return drafts.map((draft) => assembleProduct(random, context, draft, calendar));
};

/**
 * A deterministic demo catalogue: the same seed (and `now`) always yields the same products.
 * Lazy, one style at a time, so 100,000 style-colours never sit in memory at once.
 */
export const generateCatalogue = (random: Random, options: CatalogueOptions = {}): Iterable<CatalogueItem> => {
  const calendar = createCalendar(options.now ?? Date.now());
  const baseSeed = Math.floor(random.next() * 4_294_967_296);
  const styles = options.styleColors === undefined ? (options.styles ?? DEFAULT_CATALOGUE_STYLES) : Infinity;
  const limit = options.styleColors ?? Infinity;
  return {
    *[Symbol.iterator]() {
      let emitted = 0;
      for (let index = 0; index < styles && emitted < limit; index++) {
        for (const item of generateStyle(createRandom(styleSeed(baseSeed, index)), index, calendar)) {
          if (emitted >= limit) return;
          emitted++;
          yield item;
        }
      }
    },
  };
};
