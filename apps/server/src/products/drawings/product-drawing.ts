import type { ImageAngle, ImageKind } from '@stride/domain';
import type { ProductImageSource } from '../repository.js';
import { drawApparel } from './apparel.js';
import { drawComingSoon } from './coming-soon.js';
import { drawFootwear } from './footwear.js';
import { drawPop } from './pop.js';
import { type Colorway, colorwayOf, svgDocument } from './svg.js';

export type Drawing =
  | { kind: 'product'; source: ProductImageSource; angle: ImageAngle; imageKind: ImageKind }
  | { kind: 'comingSoon' };

/** A CAD drawing is the same picture as line art. */
const CAD: Colorway = { primary: '#ffffff', secondary: '#efefef', tertiary: '#ffffff', outline: '#3a3a3a' };

/** The SVG of a product picture (or of the coming-soon picture) at `sizePx` square. */
export const drawProductImage = (drawing: Drawing, sizePx: number): string => {
  if (drawing.kind === 'comingSoon') return svgDocument(sizePx, drawComingSoon());
  const { source, angle } = drawing;
  const c = drawing.imageKind === 'cad' ? CAD : colorwayOf(source.components);
  const body =
    source.productType === 'Footwear'
      ? drawFootwear(angle, c, source.categories)
      : source.productType === 'Apparel'
        ? drawApparel(angle, c, source.categories)
        : drawPop(angle, c, source.popType);
  return svgDocument(sizePx, body);
};
