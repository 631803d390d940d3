import {
  calculatedQuantities,
  colorwayDescription,
  type Discount,
  discountForNetCost,
  HERO_ANGLE,
  type ImageAngle,
  type ImageKind,
  markupPercent,
  netCost,
  type Product,
  type ProductLocation,
  productImagePath,
  roundTo,
} from '@stride/domain';
import type { Calendar } from './catalogue-calendar.js';
import { colorNotesFor, nrfCodes, orderReferences, upcFor } from './catalogue-extras.js';
import type { ColorTimeline } from './catalogue-locations.js';
import { pickWeighted, type StyleBlueprint, type StyleTraits, slug, toMetricDimensions } from './catalogue-style.js';
import type { Random } from './random.js';

type CatalogueImage = { angle: ImageAngle; kind: ImageKind; hero: boolean; fileName: string };
export type CatalogueItem = { product: Product; images: CatalogueImage[] };

/** One colour of a style as drawn, before the style-level totals are known. */
export type ColorDraft = {
  colorIndex: number;
  color: string;
  colorNames: readonly string[];
  discount: Discount;
  timeline: ColorTimeline;
  locations: ProductLocation[];
  quantity: number;
  quantityOnHand: number;
};

export type StyleContext = {
  style: string;
  styleNumeric: number;
  blueprint: StyleBlueprint;
  traits: StyleTraits;
  seasonCodes: string[];
  styleNote: string | null;
  collectionStyleNote: string | null;
  styleQuantity: number;
  styleQuantityOnHand: number;
  colorIds: string[];
};

export const discountFor = (random: Random): Discount =>
  pickWeighted<Discount>(random, [
    [{}, 80],
    [{ discountPercent: random.pick([5, 10, 15, 20]) }, 15],
    [{ discountAmount: random.pick([1, 2, 5]) }, 5],
  ]);

/** Photographed angles, CAD drawings for some, and none at all for about 1.5 % (coming soon). */
const imagesFor = (random: Random, styleColorId: string, blueprint: StyleBlueprint): CatalogueImage[] => {
  if (random.chance(0.015)) return [];
  const kind: ImageKind = random.chance(0.1) ? 'cad' : 'photo';
  const angles =
    kind === 'cad' || (blueprint.angles.length > 2 && random.chance(0.2))
      ? blueprint.angles.slice(0, 2)
      : blueprint.angles;
  return angles.map((angle) => ({
    angle,
    kind,
    hero: angle === HERO_ANGLE,
    fileName: `${styleColorId}_${angle}${kind === 'cad' ? '_cad' : ''}.jpg`,
  }));
};

export const assembleProduct = (
  random: Random,
  context: StyleContext,
  draft: ColorDraft,
  calendar: Calendar,
): CatalogueItem => {
  const { blueprint, traits, style } = context;
  const styleColorId = `${style}_${draft.color}`;
  const primary = draft.locations.find((location) => location.code === 'US') ?? draft.locations[0]!;
  const cost = primary.wholesalePrice;
  const net = netCost(cost, draft.discount) ?? 0;
  const { discountAmount, discountPercent } = discountForNetCost(cost, net);
  const quantities = {
    quantity: draft.quantity,
    quantityOnHand: draft.quantityOnHand,
    styleQuantity: context.styleQuantity,
    styleQuantityOnHand: context.styleQuantityOnHand,
  };
  const calculated = calculatedQuantities(quantities);
  const carryover = traits.lifeCycle === 'Carryover';
  const [material1, material2, material3] = blueprint.materials;
  const [color1, color2, color3] = draft.colorNames;
  const features = blueprint.features;
  const pop = blueprint.pop;
  const orders = orderReferences(random);
  const images = imagesFor(random, styleColorId, blueprint);
  const modifiedOffset = random.int(Math.max(draft.timeline.addOffset, -180), 0);
  const locations = draft.locations;
  const product: Product = {
    styleColorId,
    style,
    styleNumeric: context.styleNumeric,
    color: draft.color,
    name: blueprint.name,
    productType: blueprint.productType,
    division: blueprint.division,
    gender: blueprint.gender,
    description: blueprint.description,
    features,
    sizeScale: blueprint.sizeScale,
    outsole: blueprint.outsole,
    upper: blueprint.upper,
    nrf: nrfCodes[color1 as keyof typeof nrfCodes] ?? '999',
    vegan: blueprint.categories.vegan ?? false,
    colorDescription: colorwayDescription(draft.colorNames),
    seasonCodes: context.seasonCodes,
    pillar: blueprint.pillar,
    lifeCycle: traits.lifeCycle,
    firstCost: roundTo(primary.originalCost * (0.35 + random.next() * 0.1), 2),
    cost,
    netCost: net,
    suggestedRetail: primary.suggestedRetail,
    discountPercent,
    discountAmount,
    initialMarkup: markupPercent(primary.suggestedRetail, cost),
    boxCategory: blueprint.boxCategory,
    dutyCode: blueprint.dutyCode,
    units: blueprint.units,
    capacity: blueprint.capacity,
    capacityUnit: blueprint.capacityUnit,
    dimensions: blueprint.dimensions,
    expirationDate:
      pop && (pop.category === 'Signage' || pop.category === 'Giveaways')
        ? calendar.dateNumber(random.int(90, 540))
        : null,
    popCategory: pop?.category ?? null,
    popType: pop?.type ?? null,
    popGender: pop?.gender ?? null,
    relationships: { orderWith: pop ? context.colorIds.filter((id) => id !== styleColorId).slice(0, 2) : [] },
    usage: pop?.usage ?? null,
    materials: pop?.materials ?? [],
    styleNote: context.styleNote,
    collectionStyleNote: context.collectionStyleNote,
    ...colorNotesFor(random),
    ...quantities,
    percentage: roundTo(Math.max(0, calculated.colorPercent + random.int(-5, 5)), 2),
    dueDate: random.chance(0.9) ? calendar.dateNumber(random.int(-10, 120)) : null,
    ...calculated,
    samples: random.chance(0.7),
    rushSamples: random.chance(0.1),
    focusStyle: traits.focusStyle,
    storeType: traits.storeType,
    boughtStatus: pickWeighted(random, [
      ['Bought', 60],
      ['Not Bought', 25],
      ['Pending', 15],
    ] as const),
    carryover,
    newColor: !carryover && (traits.lifeCycle === 'New' || random.chance(0.25)),
    usaDc: primary.code === 'US' && random.chance(0.85),
    thumbnail: productImagePath(styleColorId, HERO_ANGLE, 'small'),
    printImage: productImagePath(styleColorId, HERO_ANGLE, 'medium'),
    image: productImagePath(styleColorId, HERO_ANGLE, 'large'),
    availability: blueprint.sizeRun.map((size, sizeIndex) => {
      const arrival = primary.availability.find((entry) => size in entry.sizes)!;
      return {
        size,
        date: arrival.date,
        inventory: arrival.sizes[size]!,
        upc: upcFor(context.styleNumeric, draft.colorIndex, sizeIndex),
      };
    }),
    categories: blueprint.categories,
    ecommerce: {
      description: `${blueprint.description} ${features.slice(0, 2).join(' and ')} ${features.length > 1 ? 'make' : 'makes'} it an easy choice.`,
      details: [...features, `${material1} ${blueprint.productType === 'Footwear' ? 'upper' : 'body'}`, 'Imported'],
      construction: blueprint.construction,
    },
    components: {
      color1: color1!,
      color2: color2 ?? null,
      color3: color3 ?? null,
      material1,
      material2,
      material3,
    },
    locations,
    groupSlug: slug(blueprint.division),
    origin: blueprint.origin,
    metricDimensions: toMetricDimensions(blueprint.dimensions),
    capacityType: blueprint.capacityType,
    ...orders,
    createdDate: calendar.isoAt(draft.timeline.addOffset, random.int(0, 599)),
    modifiedDate: calendar.isoAt(modifiedOffset, random.int(600, 1_199)),
  };
  return { product, images };
};
