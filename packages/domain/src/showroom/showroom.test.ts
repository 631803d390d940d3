import { describe, expect, it } from 'vitest';
import { assortmentUiSettingsSchema } from '../assortments/assortment.js';
import { groupSlug, groupSlugs, type ShowroomLine, showroomAngles, showroomGroups } from './showroom.js';
import {
  findShowroomLine,
  searchShowroom,
  showroomDetailRedirects,
  showroomNeighbours,
} from './showroom-navigation.js';
import { digitalShowroomSettingsSchema, SHOWROOM_DEFAULT_BACKGROUND, showroomSettingsOf } from './showroom-settings.js';
import { showroomSiteSeason } from './showroom-sites.js';

const line = (styleColorId: string, sortOrder: number, displayGroup: string | null, name = 'Runner') => {
  const [style = '', color = ''] = styleColorId.split('_');
  const shown: ShowroomLine = {
    styleColorId,
    style,
    color,
    name,
    colorDescription: `${color} colour`,
    lineStatus: 'A',
    price: 50,
    suggestedRetail: 100,
    currencySymbol: '$',
    decimalPlaces: 2,
    firstAvailDate: null,
    totalInventory: null,
    angles: ['A'],
    picture: null,
  };
  return { ...shown, sortOrder, displayGroup, productType: 'Footwear' };
};

describe('digitalShowroomSettings', () => {
  it('defaults to the category browser on a light green, prices shown', () => {
    expect(showroomSettingsOf(undefined)).toEqual({
      startScreen: 'categories',
      assortmentStatusOnly: false,
      background: SHOWROOM_DEFAULT_BACKGROUND,
      showPrices: true,
      showAvailability: false,
    });
    expect(SHOWROOM_DEFAULT_BACKGROUND).toBe('#e8f5e9');
  });

  it.each([
    [{ startScreen: 'everything' }, 'startScreen'],
    [{ background: 'green' }, 'background'],
    [{ assortmentStatusOnly: 'yes' }, 'assortmentStatusOnly'],
  ])('refuses %o, naming %s', (settings, field) => {
    const result = digitalShowroomSettingsSchema.safeParse(settings);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('is typed within an assortment uiSettings: unknown keys are dropped, bad values refused', () => {
    const parsed = assortmentUiSettingsSchema.parse({
      digitalShowroomSettings: { startScreen: 'searchAll', somethingElse: 1 },
    });
    expect(parsed.digitalShowroomSettings).toEqual({ ...showroomSettingsOf(undefined), startScreen: 'searchAll' });
    expect(assortmentUiSettingsSchema.safeParse({ digitalShowroomSettings: { showPrices: 'no' } }).success).toBe(false);
  });
});

describe('group slugs', () => {
  it.each([
    ['Womens Running', 'womens-running'],
    ['  Été / Sandals!  ', 'ete-sandals'],
    ['***', 'group'],
  ])('%s → %s', (title, slug) => expect(groupSlug(title)).toBe(slug));

  it('keeps each divider its own address when two titles slug alike', () => {
    expect(groupSlugs(['Kids', 'kids!', 'Mens'])).toEqual(['kids', 'kids-2', 'mens']);
  });
});

describe('showroomAngles', () => {
  it('shows each picture file once, in angle order', () => {
    expect(
      showroomAngles([
        { angle: 'C', fileName: 'X_C.jpg' },
        { angle: 'A', fileName: 'X_A.jpg' },
        { angle: 'B', fileName: 'X_A.jpg' },
        { angle: 'A', fileName: 'X_A_cad.jpg' },
      ]),
    ).toEqual(['A', 'C']);
    expect(showroomAngles([])).toEqual([]);
  });
});

describe('showroom groups and navigation', () => {
  const lines = [
    line('100_BK', 1, 'Trail'),
    line('200_WT', 2, null, 'Court'),
    line('100_RD', 3, 'Trail'),
    line('300_BL', 4, 'Road', 'Tempo'),
    line('400_GR', 5, 'Trail', 'Ridge'),
  ];
  const groups = showroomGroups(lines, ['Road', 'Trail', 'Empty']);

  it('groups as the group sort page does: display groups in order, Uncategorized last, empty ones left out', () => {
    expect(groups.map((group) => [group.title, group.slug])).toEqual([
      ['Road', 'road'],
      ['Trail', 'trail'],
      ['Uncategorized', 'uncategorized'],
    ]);
    expect(groups[1]?.styles.map((style) => [style.style, style.colors.map((c) => c.color)])).toEqual([
      ['100', ['BK', 'RD']],
      ['400', ['GR']],
    ]);
  });

  it('steps to the next and previous style across groups, landing on its first colour', () => {
    expect(showroomNeighbours(groups, '300_BL')).toMatchObject({
      previous: undefined,
      next: { styleColorId: '100_BK' },
    });
    expect(showroomNeighbours(groups, '100_RD')).toMatchObject({
      previous: { styleColorId: '300_BL' },
      next: { styleColorId: '400_GR' },
    });
    expect(showroomNeighbours(groups, '200_WT')).toMatchObject({
      previous: { styleColorId: '400_GR' },
      next: undefined,
    });
    expect(showroomNeighbours(groups, '999_XX')).toEqual({ previous: undefined, next: undefined });
  });

  it('searches all lines by style, name and colour, every word', () => {
    expect(searchShowroom(groups, 'ridge').map((style) => style.style)).toEqual(['400']);
    expect(searchShowroom(groups, 'runner rd').map((style) => style.style)).toEqual(['100']);
    expect(searchShowroom(groups, '  ')).toEqual([]);
    expect(findShowroomLine(groups, '100_RD')?.group.title).toBe('Trail');
  });

  it('redirects the detail to the showroom when the loaded assortment differs', () => {
    const loaded = { assortment: { _id: 'a' } as never, groups };
    expect(showroomDetailRedirects('a', '100_RD', loaded)).toBe(false);
    expect(showroomDetailRedirects('b', '100_RD', loaded)).toBe(true);
    expect(showroomDetailRedirects('a', '999_XX', loaded)).toBe(true);
    expect(showroomDetailRedirects('b', '100_RD', undefined)).toBe(false);
  });
});

describe('showroom sites', () => {
  it('reads the season of a site', () => {
    expect(showroomSiteSeason('spring26')).toEqual({ season: 'Spring', year: 2026 });
    expect(showroomSiteSeason('fall25')).toEqual({ season: 'Fall', year: 2025 });
  });
});
