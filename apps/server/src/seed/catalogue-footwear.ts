import { type footwearCategoryValues, type Gender, type ProductColorName, sizeRuns } from '@stride/domain';
import {
  constructions,
  footwearFamiliesByType,
  footwearFeatures,
  kidsFamilies,
  modelWords,
  nameAdjectives,
  nameNouns,
  outsoleKinds,
  workFeatures,
} from './catalogue-names.js';
import { pickWeighted, type StyleBlueprint, subName, wholesaleFor } from './catalogue-style.js';
import type { Random } from './random.js';

type FootwearType = (typeof footwearCategoryValues.type)[number];

const divisions: readonly (readonly [{ division: string; genders: Gender[]; types: FootwearType[] }, number])[] = [
  [{ division: 'Mens Sport', genders: ['Mens'], types: ['Sneaker', 'Running', 'Walking', 'Slip-On', 'Trail'] }, 16],
  [{ division: 'Womens Sport', genders: ['Womens'], types: ['Sneaker', 'Running', 'Walking', 'Slip-On', 'Trail'] }, 18],
  [{ division: 'Mens Active', genders: ['Mens'], types: ['Walking', 'Slip-On', 'Sandal', 'Clog', 'Casual'] }, 8],
  [{ division: 'Womens Active', genders: ['Womens'], types: ['Walking', 'Slip-On', 'Sandal', 'Clog', 'Slipper'] }, 12],
  [{ division: 'Mens USA', genders: ['Mens'], types: ['Casual', 'Boot', 'Hiking', 'Slipper'] }, 7],
  [{ division: 'Womens USA', genders: ['Womens'], types: ['Casual', 'Boot', 'Sandal', 'Slipper'] }, 7],
  [{ division: 'Performance', genders: ['Mens', 'Womens', 'Unisex'], types: ['Running', 'Trail', 'Walking'] }, 10],
  [{ division: 'Work', genders: ['Mens', 'Womens'], types: ['Work', 'Boot'] }, 8],
  [{ division: 'Kids', genders: ['Boys', 'Girls', 'Infants'], types: ['Sneaker', 'Slip-On', 'Sandal', 'Boot'] }, 14],
];

const sizing: Record<Gender, { run: readonly string[]; scale: string; us: string; eu: string }> = {
  Mens: { run: sizeRuns.mens, scale: 'M 7-14', us: '7-14', eu: '40-47.5' },
  Unisex: { run: sizeRuns.mens, scale: 'M 7-14', us: '7-14', eu: '40-47.5' },
  Womens: { run: sizeRuns.womens, scale: 'W 5-11', us: '5-11', eu: '35-41' },
  Boys: { run: sizeRuns.kids, scale: 'K 10.5-3', us: '10.5-3', eu: '27.5-35' },
  Girls: { run: sizeRuns.kids, scale: 'K 10.5-3', us: '10.5-3', eu: '27.5-35' },
  Infants: { run: sizeRuns.infants, scale: 'I 4-10', us: '4-10', eu: '20-27' },
};

const retailByDivision: Record<string, readonly number[]> = {
  Kids: [35, 40, 45, 50, 55, 60, 65],
  Work: [80, 90, 100, 110, 120, 140],
  Performance: [90, 100, 110, 125, 140, 160],
  default: [55, 60, 65, 70, 75, 80, 85, 90, 95, 100, 110],
};

const neutrals: ProductColorName[] = ['Black', 'White', 'Navy', 'Gray', 'Charcoal', 'Taupe', 'Natural', 'Tan'];
const accents: ProductColorName[] = ['Red', 'Royal', 'Light Blue', 'Pink', 'Lavender', 'Teal', 'Coral', 'Mint', 'Lime'];
const kidsColors: ProductColorName[] = [
  'Pink',
  'Hot Pink',
  'Lavender',
  'Purple',
  'Royal',
  'Lime',
  'Turquoise',
  'Multi',
];
const leatherColors: ProductColorName[] = ['Black', 'Brown', 'Chestnut', 'Tan', 'Taupe', 'Charcoal', 'Navy', 'Olive'];

const leathers = ['Leather', 'Suede', 'Nubuck'];
const upperMaterials: Partial<Record<FootwearType, readonly string[]>> = {
  Boot: ['Leather', 'Suede', 'Nubuck', 'Synthetic'],
  Casual: ['Leather', 'Suede', 'Canvas', 'Synthetic'],
  Work: ['Leather', 'Synthetic'],
  Sandal: ['Synthetic', 'Leather', 'Recycled Polyester'],
  Slipper: ['Suede', 'Knit', 'Fleece'],
  Clog: ['Synthetic', 'EVA'],
  Sneaker: ['Canvas', 'Knit', 'Engineered Mesh', 'Leather'],
};

const shapeFor = (random: Random, type: FootwearType) => {
  if (type === 'Sandal') return 'Open Toe';
  if (type === 'Work') return random.chance(0.6) ? 'Safety Toe' : 'Round Toe';
  if (type === 'Casual') return random.pick(['Round Toe', 'Almond Toe', 'Square Toe']);
  return random.chance(0.8) ? 'Round Toe' : 'Almond Toe';
};

const heightFor = (random: Random, type: FootwearType, gender: Gender) => {
  if (type === 'Boot')
    return random.pick(gender === 'Womens' ? ['Ankle', 'Mid Calf', 'Knee High'] : ['Ankle', 'Mid Calf']);
  if (type === 'Hiking') return 'Mid Top';
  if (type === 'Work') return random.pick(['Low Top', 'Mid Top', 'Ankle']);
  if (type === 'Sneaker') return random.chance(0.8) ? 'Low Top' : 'High Top';
  return 'Low Top';
};

const closureFor = (random: Random, type: FootwearType, kids: boolean) => {
  if (type === 'Slip-On' || type === 'Clog' || type === 'Slipper') return 'Slip-On';
  if (type === 'Sandal') return random.pick(['Buckle', 'Hook and Loop', 'Slip-On']);
  if (kids)
    return pickWeighted(random, [
      ['Hook and Loop', 5],
      ['Bungee', 3],
      ['Lace-Up', 2],
    ]);
  if (type === 'Boot') return random.pick(['Zip', 'Lace-Up']);
  return pickWeighted(random, [
    ['Lace-Up', 75],
    ['Bungee', 15],
    ['Slip-On', 10],
  ]);
};

const sportFor = (random: Random, type: FootwearType, division: string) => {
  if (division === 'Performance') return random.pick(['Running', 'Golf', 'Pickleball', 'Training', 'Basketball']);
  if (type === 'Running' || type === 'Walking') return type;
  if (type === 'Trail' || type === 'Hiking') return 'Trail';
  return 'Lifestyle';
};

const pillarFor = (type: FootwearType, division: string, lighted: boolean) => {
  if (lighted) return 'Kids Light-Up';
  if (division === 'Work') return 'Work & Safety';
  if (division === 'Performance' || type === 'Running') return 'Performance';
  if (type === 'Trail' || type === 'Hiking' || (type === 'Boot' && division !== 'Kids')) return 'Outdoor';
  if (['Walking', 'Slip-On', 'Clog', 'Slipper', 'Sandal'].includes(type)) return 'Comfort Technology';
  return 'Lifestyle';
};

const describeGender: Record<Gender, string> = {
  Mens: 'for men',
  Womens: 'for women',
  Unisex: 'for everyone',
  Boys: 'for boys',
  Girls: 'for girls',
  Infants: 'for toddlers',
};

export const footwearStyle = (random: Random): StyleBlueprint => {
  const { division, genders, types } = pickWeighted(random, divisions);
  const gender = random.pick(genders);
  const type = random.pick(types);
  const kids = division === 'Kids';
  const lighted = kids && type !== 'Sandal' && random.chance(0.5);
  const material1 = random.pick(upperMaterials[type] ?? ['Engineered Mesh', 'Knit', 'Synthetic']);
  const material2 = random.chance(0.7) ? random.pick(['Synthetic', 'Recycled Polyester', 'Suede']) : null;
  const material3 = random.chance(0.8) ? random.pick(['Rubber', 'EVA']) : null;
  const vegan =
    ![material1, material2].some((material) => material && leathers.includes(material)) && random.chance(0.5);
  const family = kids ? random.pick(kidsFamilies) : random.pick(footwearFamiliesByType[type]!);
  const model = random.chance(0.7) ? ` ${random.pick(modelWords)}` : '';
  const name = `${family}${model} - ${subName(random, nameAdjectives, nameNouns)}`;
  const features = random.sample(footwearFeatures, random.int(2, 4));
  if (division === 'Work') features.push(...random.sample(workFeatures, random.int(1, 3)));
  if (lighted) features.push('Light-up outsole');
  if (vegan) features.push('Vegan');
  const outsole = lighted
    ? 'Light-up rubber outsole'
    : division === 'Work'
      ? 'Slip-resistant rubber outsole'
      : `${random.pick(outsoleKinds)} outsole`;
  const upper = `${material1} upper${material2 ? ` with ${material2.toLowerCase()} overlays` : ''}`;
  const size = sizing[gender];
  const retail = random.pick(retailByDivision[division] ?? retailByDivision.default!);
  const leather = leathers.includes(material1);
  const dimensions = type === 'Boot' ? '14 x 10 x 6 in' : kids ? '10 x 6 x 4 in' : '13 x 8 x 5 in';
  const description = `${name}: a ${random.pick(['lightweight', 'cushioned', 'supportive', 'versatile', 'durable'])} ${type.toLowerCase()} shoe ${describeGender[gender]} with a ${upper.toLowerCase()} and a ${outsole.toLowerCase()}.`;
  return {
    productType: 'Footwear',
    name,
    division,
    gender,
    pillar: pillarFor(type, division, lighted),
    sizeScale: size.scale,
    sizeRun: size.run,
    sizeRanges: { US: size.us, CA: size.us, EU: size.eu },
    description,
    features,
    outsole,
    upper,
    categories: {
      type,
      shape: shapeFor(random, type),
      height: heightFor(random, type, gender),
      closure: closureFor(random, type, kids),
      sport: sportFor(random, type, division),
      lighted,
      vegan,
      width: pickWeighted(random, [
        ['Medium', 75],
        ['Wide', 20],
        ['Extra Wide', 5],
      ]),
      apparelType: null,
      apparelSubType: null,
    },
    construction: `${random.pick(constructions)} construction`,
    materials: [material1, material2, material3],
    pop: null,
    boxCategory: kids
      ? 'Kids'
      : type === 'Boot'
        ? 'Boot'
        : type === 'Sandal'
          ? 'Sandal'
          : random.pick(['Standard', 'Large']),
    dutyCode: leather ? '6403.99.60' : material1 === 'Synthetic' || material1 === 'EVA' ? '6402.99.31' : '6404.11.90',
    units: type === 'Boot' ? 6 : 12,
    capacity: null,
    capacityUnit: null,
    capacityType: null,
    dimensions,
    origin: pickWeighted(random, [
      ['Vietnam', 40],
      ['China', 25],
      ['Indonesia', 15],
      ['India', 10],
      ['Cambodia', 10],
    ]),
    usRetail: retail,
    usWholesale: wholesaleFor(random, retail),
    palette: kids
      ? [...kidsColors, 'Black', 'Navy', 'White', 'Silver']
      : leather
        ? leatherColors
        : [...neutrals, ...accents],
    angles: ['A', 'B', 'C', 'D'],
  };
};
