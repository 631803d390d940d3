import { z } from 'zod';

/** Styles and colour codes are upper-case letters and digits (a style may carry a suffix, e.g. 302450L). */
const STYLE_PATTERN = /^[A-Z0-9]{1,20}$/;
const COLOR_PATTERN = /^[A-Z0-9]{1,10}$/;
const STYLE_COLOR_ID_PATTERN = /^[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/;

export const styleSchema = z.string().regex(STYLE_PATTERN);
export const colorCodeSchema = z.string().regex(COLOR_PATTERN);
export const styleColorIdSchema = z.string().regex(STYLE_COLOR_ID_PATTERN);

/** style_color_id of the routes: style and colour joined by an underscore (spec part 1 §2). */
export const toStyleColorId = (style: string, color: string): string => `${style}_${color}`;

export const fromStyleColorId = (styleColorId: string): { style: string; color: string } | null => {
  if (!STYLE_COLOR_ID_PATTERN.test(styleColorId)) return null;
  const [style, color] = styleColorId.split('_') as [string, string];
  return { style, color };
};

/** Sorting by style sorts by this number (part 2 §7.3): the first run of digits, 0 when there is none. */
export const styleNumeric = (style: string): number => {
  const digits = /\d+/.exec(style)?.[0];
  return digits ? Number(digits.slice(0, 15)) : 0;
};
