import { HERO_ANGLE, type ImageAngle, productImagePath, type ShowroomAnswer, type ShowroomLine } from '@stride/domain';

/** The angle a line opens on: the hero angle when it has a picture of it, else its first. */
export const firstAngle = (line: Pick<ShowroomLine, 'angles'>): ImageAngle =>
  line.angles.includes(HERO_ANGLE) ? HERO_ANGLE : (line.angles[0] ?? HERO_ANGLE);

/** A style's tile on a divider and in search results: its first colour's opening angle, medium size. */
export const tileImage = (line: ShowroomLine) => productImagePath(line.styleColorId, firstAngle(line), 'medium');
/** The detail's large picture of an angle. */
export const largeImage = (line: ShowroomLine, angle: ImageAngle) =>
  productImagePath(line.styleColorId, angle, 'large');
/** The angle selector's and colour switcher's thumbnails. */
export const thumbImage = (line: ShowroomLine, angle: ImageAngle) =>
  productImagePath(line.styleColorId, angle, 'small');

/**
 * Every picture the showroom can show, for saving it offline: tiles, and for each line each of
 * its angles large and small (a line without pictures shows the coming-soon picture of the hero angle).
 */
export const showroomImageUrls = (showroom: Pick<ShowroomAnswer, 'groups'>): string[] => {
  const urls = new Set<string>();
  for (const group of showroom.groups)
    for (const style of group.styles) {
      if (style.colors[0]) urls.add(tileImage(style.colors[0]));
      for (const line of style.colors) {
        const angles = line.angles.length > 0 ? line.angles : [HERO_ANGLE];
        for (const angle of angles) {
          urls.add(largeImage(line, angle));
          urls.add(thumbImage(line, angle));
        }
      }
    }
  return [...urls];
};

/** Starts loading pictures into the browser's cache, so the next style shows at once. */
export const prefetchImages = (urls: readonly string[]) => {
  for (const url of urls) {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
  }
};
