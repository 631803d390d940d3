import { colorHex, type ProductComponents } from '@stride/domain';

/** Drawings use a 1000 × 1000 canvas, rasterised at the requested size. */
const CANVAS = 1000;

export type Colorway = {
  /** color1: the main colour of the upper, garment or item. */
  primary: string;
  /** color2, else a darker primary: overlays, trims, panels. */
  secondary: string;
  /** color3, else white or black (whichever stands out): soles, logos, text. */
  tertiary: string;
  outline: string;
};

const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
const toHex = (values: number[]) =>
  `#${values
    .map((value) =>
      Math.max(0, Math.min(255, Math.round(value)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Darker (amount < 0) or lighter (amount > 0), by a fraction of the way to black or white. */
export const shade = (hex: string, amount: number): string =>
  toHex(channels(hex).map((value) => (amount < 0 ? value * (1 + amount) : value + (255 - value) * amount)));

const luminance = (hex: string): number => {
  const [r, g, b] = channels(hex) as [number, number, number];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

export const colorwayOf = (components: Pick<ProductComponents, 'color1' | 'color2' | 'color3'>): Colorway => {
  const primary = colorHex(components.color1);
  const secondary = components.color2
    ? colorHex(components.color2)
    : shade(primary, luminance(primary) > 0.5 ? -0.25 : 0.3);
  const tertiary = components.color3 ? colorHex(components.color3) : luminance(primary) > 0.75 ? '#2b2b2b' : '#f7f7f5';
  return { primary, secondary, tertiary, outline: shade(primary, luminance(primary) > 0.25 ? -0.55 : 0.45) };
};

/** The studio backdrop and floor shadow every product picture stands on. */
export const backdrop = (shadow: { cx: number; cy: number; rx: number; ry: number } | null) =>
  `<rect width="${CANVAS}" height="${CANVAS}" fill="#f4f4f2"/>` +
  (shadow
    ? `<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="${shadow.ry}" fill="#000" opacity="0.08"/>`
    : '');

export const svgDocument = (sizePx: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" viewBox="0 0 ${CANVAS} ${CANVAS}">${body}</svg>`;

/** n evenly spaced values from start to end. */
export const steps = (start: number, end: number, count: number): number[] =>
  Array.from({ length: count }, (_, index) => start + ((end - start) * index) / Math.max(1, count - 1));
