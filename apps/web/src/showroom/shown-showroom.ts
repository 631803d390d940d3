import type { Showroom } from '@stride/domain';

/**
 * The showroom last shown on screen: the "loaded assortment" the detail compares its address
 * with (spec part 1 §2: the detail redirects to the showroom if the loaded assortment differs).
 */
let shown: Showroom | undefined;

export const markShown = (showroom: Showroom) => {
  shown = showroom;
};
export const shownShowroom = () => shown;
