import {
  type ApparelType,
  apparelSports,
  apparelSubTypesByType,
  type Gender,
  type ProductColorName,
  sizeRuns,
} from '@stride/domain';
import { apparelFeatures, apparelPrefixes, nameAdjectives, nameNouns } from './catalogue-names.js';
import { noCategories, pickWeighted, type StyleBlueprint, subName, wholesaleFor } from './catalogue-style.js';
import type { Random } from './random.js';

const divisions: readonly (readonly [{ division: string; genders: Gender[] }, number])[] = [
  [{ division: 'Mens Apparel', genders: ['Mens'] }, 35],
  [{ division: 'Womens Apparel', genders: ['Womens'] }, 40],
  [{ division: 'Kids Apparel', genders: ['Boys', 'Girls'] }, 15],
  [{ division: 'Accessories', genders: ['Unisex'] }, 10],
];

const fabrics: Record<ApparelType, readonly string[]> = {
  Tops: ['Cotton', 'Polyester', 'Recycled Polyester'],
  Bottoms: ['Polyester', 'Nylon', 'Cotton'],
  Outerwear: ['Nylon', 'Polyester', 'Recycled Polyester'],
  Accessories: ['Cotton', 'Polyester', 'Nylon'],
};
const retail: Record<ApparelType, readonly number[]> = {
  Tops: [22, 25, 28, 30, 35, 40, 45, 55],
  Bottoms: [35, 40, 45, 55, 60, 65],
  Outerwear: [65, 75, 85, 95, 110],
  Accessories: [12, 15, 18, 20, 25, 30, 40],
};
const dutyCodes: Record<ApparelType, string> = {
  Tops: '6110.30.30',
  Bottoms: '6104.63.20',
  Outerwear: '6201.93.35',
  Accessories: '6505.00.80',
};
const constructions: Record<ApparelType, string> = {
  Tops: 'Jersey knit with flatlock seams',
  Bottoms: 'Woven stretch with a gusseted inseam',
  Outerwear: 'Ripstop shell with taped seams',
  Accessories: 'Knit construction',
};
const palette: ProductColorName[] = [
  'Black',
  'White',
  'Navy',
  'Gray',
  'Charcoal',
  'Olive',
  'Burgundy',
  'Light Blue',
  'Pink',
  'Lavender',
  'Teal',
  'Coral',
  'Mint',
  'Royal',
  'Red',
  'Camo',
  'Natural',
];

const oneSizeSubTypes = new Set(['Cap', 'Backpack', 'Beanie']);

const sizingFor = (subType: string, gender: Gender) => {
  if (oneSizeSubTypes.has(subType)) return { run: sizeRuns.oneSize, scale: 'OS' };
  if (subType === 'Socks') return { run: ['S', 'M', 'L'], scale: 'S-L' };
  return gender === 'Boys' || gender === 'Girls'
    ? { run: sizeRuns.kidsApparel, scale: 'XS-XL' }
    : { run: sizeRuns.apparel, scale: 'XS-XXL' };
};

export const apparelStyle = (random: Random): StyleBlueprint => {
  const { division, genders } = pickWeighted(random, divisions);
  const gender = random.pick(genders);
  const apparelType: ApparelType =
    division === 'Accessories'
      ? 'Accessories'
      : pickWeighted<ApparelType>(random, [
          ['Tops', 50],
          ['Bottoms', 30],
          ['Outerwear', 20],
        ]);
  const subType = random.pick(apparelSubTypesByType[apparelType]);
  const sport = random.pick(apparelSports);
  const material1 = random.pick(fabrics[apparelType]);
  const material2 = apparelType === 'Outerwear' ? 'Fleece' : random.chance(0.5) ? 'Spandex' : null;
  const vegan = random.chance(0.6);
  const name = `${random.pick(apparelPrefixes)} ${subType} - ${subName(random, nameAdjectives, nameNouns)}`;
  const features = random.sample(apparelFeatures, random.int(2, 3));
  if (vegan) features.push('Vegan');
  const sizing = sizingFor(subType, gender);
  const usRetail = random.pick(retail[apparelType]);
  const fit = random.pick(['relaxed', 'regular-fit', 'slim-fit', 'lightweight', 'soft']);
  return {
    productType: 'Apparel',
    name,
    division,
    gender,
    pillar: random.chance(0.3) ? 'Essentials' : sport === 'Lifestyle' ? 'Lifestyle' : 'Performance',
    sizeScale: sizing.scale,
    sizeRun: sizing.run,
    sizeRanges: { US: sizing.scale, CA: sizing.scale, EU: sizing.scale },
    description: `${name}: a ${fit} ${subType.toLowerCase()} in ${material1.toLowerCase()}${material2 ? ` with ${material2.toLowerCase()}` : ''}.`,
    features,
    outsole: null,
    upper: null,
    categories: { ...noCategories, sport, vegan, apparelType, apparelSubType: subType },
    construction: constructions[apparelType],
    materials: [material1, material2, null],
    pop: null,
    boxCategory: null,
    dutyCode: dutyCodes[apparelType],
    units: random.pick([6, 12]),
    capacity: null,
    capacityUnit: null,
    capacityType: null,
    dimensions: apparelType === 'Accessories' ? '10 x 8 x 4 in' : '12 x 10 x 2 in',
    origin: pickWeighted(random, [
      ['Bangladesh', 30],
      ['Vietnam', 25],
      ['China', 20],
      ['India', 15],
      ['Cambodia', 10],
    ]),
    usRetail,
    usWholesale: wholesaleFor(random, usRetail),
    palette,
    angles: random.chance(0.4) ? ['A', 'B', 'C', 'D'] : ['A', 'B'],
  };
};
