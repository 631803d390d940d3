import type { ProductType } from '../access/roles.js';

/** Product image angles; A is the hero angle the exports and thumbnails use (spec part 1 §9). */
export const imageAngles = ['A', 'B', 'C', 'D'] as const;
export type ImageAngle = (typeof imageAngles)[number];
export const HERO_ANGLE: ImageAngle = 'A';

export const imageAngleLabels: Record<ProductType, Record<ImageAngle, string>> = {
  Footwear: { A: 'Side', B: 'Top', C: 'Back', D: 'Sole' },
  Apparel: { A: 'Front', B: 'Back', C: 'Side', D: 'Detail' },
  POP: { A: 'Front', B: 'Side', C: 'Back', D: 'Detail' },
};

export const imageSizeNames = ['thumb', 'small', 'medium', 'large'] as const;
export type ImageSize = (typeof imageSizeNames)[number];
/** Square renditions, edge length in pixels; thumb is twice a 48 px grid thumbnail, for sharp screens. */
export const imageSizes: Record<ImageSize, number> = { thumb: 96, small: 160, medium: 480, large: 1200 };

export const imageFormats = ['jpeg', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** photo: a product shot; cad: a technical drawing (documents may be limited to CAD only). */
const imageKinds = ['photo', 'cad'] as const;
export type ImageKind = (typeof imageKinds)[number];

/** Where a product image is served; a product without images answers the coming-soon image there. */
export const productImagePath = (styleColorId: string, angle: ImageAngle, size: ImageSize): string =>
  `/api/products/images/${encodeURIComponent(styleColorId)}/${angle}/${size}`;
