import { type Gender, type ProductColorName, popTypesByCategory, sizeRuns } from '@stride/domain';
import { popFeatures, popThemes } from './catalogue-names.js';
import { noCategories, pickWeighted, type StyleBlueprint } from './catalogue-style.js';
import type { Random } from './random.js';

type PopCategory = keyof typeof popTypesByCategory;

/** How each POP category is made, used, priced (US wholesale, per unit) and packed. */
const profiles: Record<
  PopCategory,
  {
    division: string;
    weight: number;
    usages: string[];
    materials: string[];
    cost: [number, number];
    units: number[];
    dutyCode: string;
  }
> = {
  Fixtures: {
    division: 'Visual Merchandising',
    weight: 25,
    usages: ['In-Store'],
    materials: ['Metal', 'Acrylic', 'Wood', 'Cardboard'],
    cost: [45, 450],
    units: [1],
    dutyCode: '9403.20.00',
  },
  Signage: {
    division: 'Marketing',
    weight: 30,
    usages: ['Window', 'In-Store', 'Event'],
    materials: ['Vinyl', 'Paper', 'Fabric'],
    cost: [2, 25],
    units: [1, 5, 10],
    dutyCode: '4911.10.00',
  },
  Packaging: {
    division: 'Marketing',
    weight: 20,
    usages: ['In-Store'],
    materials: ['Paper', 'Cardboard'],
    cost: [0.25, 1.5],
    units: [50, 100, 250],
    dutyCode: '4819.40.00',
  },
  Giveaways: {
    division: 'Marketing',
    weight: 10,
    usages: ['Giveaway', 'Event', 'Trade Show'],
    materials: ['Fabric', 'Plastic', 'Metal'],
    cost: [1, 8],
    units: [25, 50, 100],
    dutyCode: '4202.92.31',
  },
  'Visual Merchandising': {
    division: 'Visual Merchandising',
    weight: 15,
    usages: ['In-Store', 'Window'],
    materials: ['Plastic', 'Cardboard', 'Acrylic'],
    cost: [0.5, 20],
    units: [10, 25, 50],
    dutyCode: '3926.90.99',
  },
};

const dimensionsByType: Record<string, string> = {
  'Floor Display': '24 x 16 x 60 in',
  'Wall Display': '48 x 12 x 72 in',
  'Counter Display': '12 x 10 x 14 in',
  'Acrylic Riser': '8 x 8 x 4 in',
  Banner: '36 x 96 x 1 in',
  Poster: '24 x 36 x 1 in',
  'Window Cling': '18 x 24 x 1 in',
  'Shelf Talker': '4 x 3 x 1 in',
  'Shopping Bag': '16 x 6 x 12 in',
  'Shoe Box Sleeve': '13 x 8 x 5 in',
  'Tissue Paper': '20 x 30 x 1 in',
  'Tote Bag': '15 x 5 x 16 in',
  'Water Bottle': '3 x 3 x 10 in',
  Keychain: '3 x 1 x 1 in',
  'Shoe Shaper': '9 x 3 x 3 in',
  'Foot Measure': '14 x 6 x 2 in',
  'Mannequin Form': '12 x 8 x 30 in',
};

const capacities: Record<string, { capacity: number[]; unit: string; type: string }> = {
  'Floor Display': { capacity: [24, 36, 48], unit: 'pairs', type: 'Footwear' },
  'Wall Display': { capacity: [12, 24, 36], unit: 'pairs', type: 'Footwear' },
  'Counter Display': { capacity: [50, 100], unit: 'brochures', type: 'Literature' },
  'Acrylic Riser': { capacity: [1, 2, 4], unit: 'pairs', type: 'Mixed' },
};

const palette: ProductColorName[] = ['Black', 'White', 'Navy', 'Royal', 'Red', 'Silver', 'Gray', 'Pink', 'Lime'];
const genderOf: Record<string, Gender> = { Mens: 'Mens', Womens: 'Womens', Kids: 'Unisex', Unisex: 'Unisex' };

export const popStyle = (random: Random): StyleBlueprint => {
  const category = pickWeighted(
    random,
    (Object.keys(profiles) as PopCategory[]).map((key) => [key, profiles[key].weight] as const),
  );
  const profile = profiles[category];
  const type = random.pick(popTypesByCategory[category]);
  const popGender = pickWeighted(random, [
    ['Unisex', 50],
    ['Womens', 20],
    ['Mens', 15],
    ['Kids', 15],
  ]);
  const theme = random.pick(popThemes);
  const materials = random.sample(profile.materials, random.int(1, 2));
  const capacity = capacities[type];
  const [low, high] = profile.cost;
  const cost = Math.round((low + random.next() * (high - low)) * 100) / 100;
  const name = `${type} - ${theme}`;
  return {
    productType: 'POP',
    name,
    division: profile.division,
    gender: genderOf[popGender]!,
    pillar:
      category === 'Fixtures' || category === 'Visual Merchandising'
        ? 'In-Store'
        : category === 'Signage' && random.chance(0.6)
          ? 'Seasonal Campaign'
          : 'Brand Marketing',
    sizeScale: 'OS',
    sizeRun: sizeRuns.oneSize,
    sizeRanges: { US: 'OS', CA: 'OS', EU: 'OS' },
    description: `${name}: ${type.toLowerCase()} in ${materials.join(' and ').toLowerCase()} for the ${theme} story.`,
    features: random.sample(popFeatures, random.int(1, 2)),
    outsole: null,
    upper: null,
    categories: noCategories,
    construction: `${materials[0]} ${type.toLowerCase()}`,
    materials: [materials[0]!, materials[1] ?? null, null],
    pop: { category, type, gender: popGender, usage: random.pick(profile.usages), materials },
    boxCategory: null,
    dutyCode: profile.dutyCode,
    units: random.pick(profile.units),
    capacity: capacity ? random.pick(capacity.capacity) : null,
    capacityUnit: capacity?.unit ?? null,
    capacityType: capacity?.type ?? null,
    dimensions: dimensionsByType[type] ?? '12 x 12 x 12 in',
    origin: pickWeighted(random, [
      ['China', 60],
      ['USA', 40],
    ]),
    usRetail: 0,
    usWholesale: cost,
    palette,
    angles: random.chance(0.5) ? ['A', 'B'] : ['A'],
  };
};
