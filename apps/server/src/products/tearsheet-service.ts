import {
  documentLabels,
  formatMoney,
  formatPickerDate,
  type Product,
  type ProductType,
  toStyleColorId,
  type UiLanguage,
  type UserTBE,
  visibleLocations,
} from '@stride/domain';
import { locationNotVisible, notFound } from '../platform/errors.js';
import { readAll } from '../platform/storage/read-all.js';
import type { ProductImageService } from './image-service.js';
import type { ProductsRepository } from './repository.js';
import { renderTearsheet, type TearsheetContent } from './tearsheet-render.js';

export type TearsheetRequest = { productType: ProductType; style: string; color: string; locationCode: string };

const componentsOf = (product: Product): string[] => {
  const { color1, color2, color3, material1, material2, material3 } = product.components;
  return [
    [color1, material1],
    [color2, material2],
    [color3, material3],
  ].flatMap(([color, material]) => (color || material ? [[color, material].filter(Boolean).join(' / ')] : []));
};

/** Part 2 §7.8: a one-page pdf of one style-colour, priced at one location. */
export const createTearsheetService = (deps: {
  products: ProductsRepository;
  images: ProductImageService;
  render?: (content: TearsheetContent) => Promise<Buffer>;
}) => ({
  render: async (
    request: TearsheetRequest,
    userTBEs: readonly UserTBE[],
    language: UiLanguage = 'en-US',
    now = new Date(),
  ) => {
    const visible = visibleLocations(userTBEs).some((location) => location.code === request.locationCode);
    if (!visible) {
      throw locationNotVisible(request.locationCode);
    }
    const styleColorId = toStyleColorId(request.style, request.color);
    const product = await deps.products.findProduct(styleColorId);
    if (!product || product.productType !== request.productType) throw notFound('Product');
    const location = product.locations.find((candidate) => candidate.code === request.locationCode);
    if (!location) throw notFound('Product location');

    // Angle A, large; the image service answers the coming-soon picture when there is none.
    const image = await deps.images.find({ styleColorId, angle: 'A', size: 'large', format: 'jpeg' });
    const currency = { currencySymbol: location.currencySymbol, decimalPlaces: location.decimalPlaces };
    const labels = documentLabels[language];
    const content: TearsheetContent = {
      name: product.name,
      styleColorId,
      classification: [product.division, product.gender, product.pillar].filter(Boolean).join(' / '),
      description: product.description,
      features: product.features,
      components: componentsOf(product),
      sizeRange: location.sizeRange,
      sizeScale: product.sizeScale,
      locationCode: location.code,
      wholesalePrice: formatMoney(location.wholesalePrice, currency),
      suggestedRetail: formatMoney(location.suggestedRetail, currency),
      lineStatus: `${location.lineStatus} – ${labels.lineStatuses[location.lineStatus]}`,
      firstAvailable: formatPickerDate(location.firstAvailDate),
      generated: formatPickerDate({ year: now.getUTCFullYear(), month: now.getUTCMonth(), day: now.getUTCDate() }),
      labels,
      image: await readAll((await image.open()).body),
    };
    return { filename: `tearsheet-${styleColorId}.pdf`, pdf: await (deps.render ?? renderTearsheet)(content) };
  },
});

export type TearsheetService = ReturnType<typeof createTearsheetService>;
