import { showroomSitePath } from './showroom-paths';

const key = (assortmentId: string) => `stride.showroom.exit.${assortmentId}`;

/** Remembers where the showroom was opened from (the grid, its settings, a site), for its exit. */
export const rememberExit = (assortmentId: string, exitTo: string | undefined) => {
  if (exitTo) sessionStorage.setItem(key(assortmentId), exitTo);
};

/** Where the exit leads: back where the showroom was opened from, else the current showroom site. */
export const exitTarget = (assortmentId: string) => sessionStorage.getItem(key(assortmentId)) ?? showroomSitePath();
