import {
  assortmentPictureAt,
  HERO_ANGLE,
  type ImageAngle,
  type ImageSize,
  productImagePath,
  type Showroom,
  type ShowroomLine,
} from '@stride/domain';

/** The line's own uploaded picture, as one of the pictures a line shows beside the catalogue's angles. */
export const OWN_PICTURE = 'own';
/** One picture of a line: its own, or a catalogue angle. */
export type ShowroomView = ImageAngle | typeof OWN_PICTURE;

type Pictured = Pick<ShowroomLine, 'styleColorId' | 'angles' | 'picture'>;

/**
 * The pictures a line shows, in order: its own picture first, then the catalogue's angles; a
 * line with neither shows the coming-soon picture of the hero angle.
 */
export const lineViews = (line: Pick<ShowroomLine, 'angles' | 'picture'>): ShowroomView[] => {
  const views: ShowroomView[] = line.picture ? [OWN_PICTURE, ...line.angles] : [...line.angles];
  return views.length > 0 ? views : [HERO_ANGLE];
};

/** The picture a line opens on: its own, else the hero angle when it has a picture of it, else its first. */
export const firstView = (line: Pick<ShowroomLine, 'angles' | 'picture'>): ShowroomView =>
  line.picture ? OWN_PICTURE : line.angles.includes(HERO_ANGLE) ? HERO_ANGLE : (line.angles[0] ?? HERO_ANGLE);

const imageAt = (line: Pictured, view: ShowroomView, size: ImageSize) =>
  view === OWN_PICTURE
    ? assortmentPictureAt(line.picture ?? '', size)
    : productImagePath(line.styleColorId, view, size);

/** A style's tile on a divider and in search results: its first colour's opening picture, medium size. */
export const tileImage = (line: Pictured) => imageAt(line, firstView(line), 'medium');
/** The detail's large picture. */
export const largeImage = (line: Pictured, view: ShowroomView) => imageAt(line, view, 'large');
/** The picture selector's and colour switcher's thumbnails. */
export const thumbImage = (line: Pictured, view: ShowroomView) => imageAt(line, view, 'small');

/**
 * Every picture the showroom can show, for saving it offline: tiles, and for each line each of
 * its pictures (its own and the catalogue's angles) large and small.
 */
export const showroomImageUrls = (showroom: Pick<Showroom, 'groups'>): string[] => {
  const urls = new Set<string>();
  for (const group of showroom.groups)
    for (const style of group.styles) {
      if (style.colors[0]) urls.add(tileImage(style.colors[0]));
      for (const line of style.colors) {
        for (const view of lineViews(line)) {
          urls.add(largeImage(line, view));
          urls.add(thumbImage(line, view));
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
