import {
  type Discount,
  type LineStatus,
  LOCATIONS,
  type LocationAvailability,
  markupPercent,
  netCost,
  type ProductLocation,
  roundTo,
} from '@stride/domain';
import type { Calendar } from './catalogue-calendar.js';
import { pickWeighted, type StyleBlueprint } from './catalogue-style.js';
import type { Random } from './random.js';

/** How a location prices against the US: exchange and the usual price endings. */
const pricing: Record<string, { fx: number; retailEnding: number; presence: number; popPresence: number }> = {
  US: { fx: 1, retailEnding: 0, presence: 0.95, popPresence: 1 },
  EU: { fx: 0.95, retailEnding: 0.05, presence: 0.65, popPresence: 0.5 },
  CA: { fx: 1.35, retailEnding: 0.01, presence: 0.55, popPresence: 0.4 },
};

const lineStatusWeights: readonly (readonly [LineStatus, number])[] = [
  ['A', 70],
  ['R', 10],
  ['O', 6],
  ['D', 6],
  ['C', 3],
  ['H', 5],
];

/** Day offsets of one colour's dates, shared by its locations so a colour reads consistently. */
export type ColorTimeline = { addOffset: number; firstAvailOffset: number };

export const colorTimeline = (random: Random): ColorTimeline => {
  const addOffset = random.int(-720, -30);
  // A third lands in the "At Once" window so the availability filters find something.
  const firstAvailOffset = random.chance(0.35) ? random.int(-3, 29) : random.int(Math.max(addOffset, -120), 180);
  return { addOffset, firstAvailOffset };
};

const retailIn = (usRetail: number, fx: number, ending: number) =>
  usRetail === 0 ? 0 : ending === 0 ? usRetail : roundTo(Math.ceil((usRetail * fx) / 5) * 5 - ending, 2);

/** Most sizes arrive on the first available date, the rest a few weeks later; grouped by date. */
const availabilityFor = (
  random: Random,
  sizeRun: readonly string[],
  firstAvailOffset: number,
  calendar: Calendar,
): LocationAvailability[] => {
  const byDate = new Map<number, Record<string, number>>();
  for (const size of sizeRun) {
    const date = calendar.dateNumber(random.chance(0.7) ? firstAvailOffset : firstAvailOffset + random.int(7, 60));
    const sizes = byDate.get(date) ?? {};
    sizes[size] = random.chance(0.15) ? 0 : random.int(5, 400);
    byDate.set(date, sizes);
  }
  return [...byDate.entries()].sort(([a], [b]) => a - b).map(([date, sizes]) => ({ date, sizes }));
};

const totalOf = (availability: LocationAvailability[]) =>
  availability.reduce((sum, { sizes }) => sum + Object.values(sizes).reduce((total, count) => total + count, 0), 0);

/** The locations a colour is offered in, with prices, line status, dates and size availability. */
export const colorLocations = (
  random: Random,
  blueprint: StyleBlueprint,
  discount: Discount,
  timeline: ColorTimeline,
  calendar: Calendar,
): ProductLocation[] => {
  const pop = blueprint.productType === 'POP';
  let offered = LOCATIONS.filter(({ code }) =>
    random.chance(pop ? pricing[code]!.popPresence : pricing[code]!.presence),
  );
  if (offered.length === 0) offered = [LOCATIONS[0]!];
  return offered.map((location) => {
    const { fx, retailEnding } = pricing[location.code]!;
    const lineStatus = pickWeighted(random, lineStatusWeights);
    const listWholesale = Math.round(blueprint.usWholesale * fx * 100) / 100;
    // A reduced line sells below the wholesale price it started at.
    const wholesalePrice = lineStatus === 'R' ? roundTo(listWholesale * 0.8, location.decimalPlaces) : listWholesale;
    const suggestedRetail = retailIn(blueprint.usRetail, fx, retailEnding);
    const net = netCost(wholesalePrice, discount, location.decimalPlaces) ?? 0;
    const { addOffset, firstAvailOffset } = timeline;
    const lastProdOffset =
      firstAvailOffset > 0 ? firstAvailOffset - random.int(10, 60) : random.int(Math.max(addOffset, -400), 0);
    const availability = availabilityFor(random, blueprint.sizeRun, firstAvailOffset, calendar);
    return {
      code: location.code,
      lineStatus,
      sizeRange: blueprint.sizeRanges[location.code] ?? blueprint.sizeScale,
      wholesalePrice,
      originalCost: listWholesale,
      suggestedRetail,
      netCost: net,
      markupPercent: markupPercent(suggestedRetail, net),
      statusDate: calendar.dateNumber(random.int(addOffset, 0)),
      lastProdDate: calendar.dateNumber(lastProdOffset),
      // Set once all colours of the style are drawn (the latest of them).
      styleLastProdDate: calendar.dateNumber(lastProdOffset),
      addDate: calendar.dateNumber(addOffset),
      firstAvailDate: calendar.dateNumber(firstAvailOffset),
      totalInventory: totalOf(availability),
      availability,
      currencySymbol: location.currencySymbol,
      decimalPlaces: location.decimalPlaces,
      future: futurePriceOf(blueprint, lineStatus, listWholesale, suggestedRetail, location.decimalPlaces, calendar),
    };
  });
};

/**
 * About a third of the active lines announce a 5 % price rise from the next quarter on. Derived
 * from the line's own prices, not drawn, so the rest of the generated catalogue stays as it was.
 */
const futurePriceOf = (
  blueprint: StyleBlueprint,
  lineStatus: ProductLocation['lineStatus'],
  listWholesale: number,
  suggestedRetail: number,
  decimalPlaces: number,
  calendar: Calendar,
): ProductLocation['future'] => {
  if (lineStatus !== 'A' || Math.round(blueprint.usWholesale * 100) % 3 !== 0) return null;
  return {
    wholesalePrice: roundTo(listWholesale * 1.05, decimalPlaces),
    suggestedRetail: roundTo(suggestedRetail * 1.05, decimalPlaces),
    effectiveDate: calendar.dateNumber(91),
  };
};

/** styleLastProdDate: the latest last-produced date of any colour of the style, per location. */
export const applyStyleLastProdDates = (colors: { locations: ProductLocation[] }[]) => {
  const latest = new Map<string, number>();
  for (const { locations } of colors) {
    for (const location of locations) {
      latest.set(location.code, Math.max(latest.get(location.code) ?? 0, location.lastProdDate));
    }
  }
  for (const { locations } of colors) {
    for (const location of locations) location.styleLastProdDate = latest.get(location.code)!;
  }
};
