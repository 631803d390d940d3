import type { Showroom, ShowroomGroup, ShowroomLine, ShowroomStyle } from './showroom.js';

/** Where a style-colour sits in a showroom: its group, style and line. */
export type ShowroomPlace = { group: ShowroomGroup; style: ShowroomStyle; line: ShowroomLine };

export const findShowroomLine = (groups: readonly ShowroomGroup[], styleColorId: string): ShowroomPlace | undefined => {
  for (const group of groups)
    for (const style of group.styles) {
      const line = style.colors.find((color) => color.styleColorId === styleColorId);
      if (line) return { group, style, line };
    }
  return undefined;
};

/**
 * Previous and next style in the assortment's order, across groups, as the first colour of that
 * style; none before the first or after the last (a buyer knows where the line ends).
 */
export const showroomNeighbours = (
  groups: readonly ShowroomGroup[],
  styleColorId: string,
): { previous: ShowroomLine | undefined; next: ShowroomLine | undefined } => {
  const styles = groups.flatMap((group) => group.styles);
  const index = styles.findIndex((style) => style.colors.some((color) => color.styleColorId === styleColorId));
  if (index < 0) return { previous: undefined, next: undefined };
  return { previous: styles[index - 1]?.colors[0], next: styles[index + 1]?.colors[0] };
};

/** Search-all: the styles whose style number, name, colour code or colour name hold every word typed. */
export const searchShowroom = (groups: readonly ShowroomGroup[], text: string): ShowroomStyle[] => {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return groups
    .flatMap((group) => group.styles)
    .filter((style) => {
      const haystack = [style.style, style.name, ...style.colors.flatMap((line) => [line.color, line.colorDescription])]
        .join(' ')
        .toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
};

/**
 * The detail redirects to the showroom when the loaded assortment differs (spec part 1 §2): the
 * showroom in memory is another assortment's, or the loaded one has no such style-colour.
 */
export const showroomDetailRedirects = (
  routeAssortmentId: string,
  styleColorId: string,
  loaded: Pick<Showroom, 'assortment' | 'groups'> | undefined,
): boolean =>
  loaded !== undefined &&
  (loaded.assortment._id !== routeAssortmentId || findShowroomLine(loaded.groups, styleColorId) === undefined);
