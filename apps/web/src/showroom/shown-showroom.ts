import type { ShowroomAnswer } from '@stride/domain';

/**
 * The showroom last shown on screen: the "loaded assortment" the detail compares its address
 * with (spec part 1 §2: the detail redirects to the showroom if the loaded assortment differs).
 */
let shown: ShowroomAnswer | undefined;

export const markShown = (showroom: ShowroomAnswer) => {
  shown = showroom;
};
export const shownShowroom = () => shown;
