// The screens of issue 24's network table: where each is, what its first content is, and its budgets.

/** The 5,000-line grid: the issue measures it on both links. */
const bigGrid = {
  screen: '5,000-line grid, first rows',
  path: (id) => `/product/assortments/assortment/${id}/manage`,
  firstContent: 'grid',
  waitsFor: "the assortment grid's first row with its name drawn",
};

/** The issue's table; `issueBaseline` is what its author measured before the work (cold). */
export const networkScreens = [
  {
    screen: 'dashboard',
    link: 'office',
    path: () => '/dashboard',
    firstContent: 'dashboard',
    waitsFor: 'the "Welcome back" heading visible',
    budgets: { coldMs: 1_000, warmMs: 500, coldBytes: 400_000 },
    issueBaseline: { coldMs: 2_600, coldBytes: 1_250_000 },
  },
  {
    screen: 'products library, first rows',
    link: 'office',
    path: () => '/product/libraries/products',
    firstContent: 'products',
    waitsFor: "the results grid's first row with its style drawn",
    budgets: { coldMs: 1_500, warmMs: 800, coldBytes: 800_000 },
    issueBaseline: { coldMs: 3_500, coldBytes: 2_560_000 },
  },
  {
    ...bigGrid,
    link: 'office',
    budgets: { coldMs: 2_000, warmMs: 1_000, coldBytes: 1_200_000 },
    issueBaseline: { coldMs: 6_000, coldBytes: 7_090_000 },
  },
  {
    ...bigGrid,
    link: 'hotel',
    budgets: { coldMs: 6_000, warmMs: 2_000, coldBytes: 1_200_000 },
    issueBaseline: { coldMs: 16_000 },
  },
  {
    screen: "the 5,000-line plan's showroom, first pictures",
    link: 'hotel',
    path: (id) => `/product/assortments/assortment/${id}/showroom`,
    firstContent: 'showroom',
    waitsFor: 'a product picture of the showroom loaded (an <img> complete, naturalWidth > 0)',
    budgets: { coldMs: 3_000, warmMs: 1_000, coldBytes: 800_000 },
    issueBaseline: { coldMs: 8_100, coldBytes: 2_860_000 },
  },
];

/** In the page, once a frame: false until the screen's first content is there, then the page's clock. */
export const firstContent = (kind) => {
  const withText = (selector) =>
    [...document.querySelectorAll(selector)].some((cell) => (cell.textContent ?? '').trim() !== '');
  const drawn = {
    dashboard: () =>
      [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].some(
        (heading) => /Welcome back/.test(heading.textContent ?? '') && heading.getClientRects().length > 0,
      ),
    products: () => withText('.ag-row[row-index="0"] .ag-cell[col-id="style"]'),
    grid: () => withText('[data-testid="grid-assortment-grid"] .ag-row[row-index="0"] .ag-cell[col-id="name"]'),
    showroom: () =>
      [...document.images].some(
        (image) =>
          image.complete &&
          image.naturalWidth > 0 &&
          /\/api\/(products\/images|assortments\/[^/]+\/files)\//.test(new URL(image.src).pathname),
      ),
  }[kind];
  return drawn() && { at: performance.now(), origin: performance.timeOrigin };
};
