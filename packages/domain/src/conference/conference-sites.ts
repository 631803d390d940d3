import type { AccessRuleName } from '../access/rules.js';
import type { Gender } from '../products/product-constants.js';
import type { SeasonName } from '../seasons/season.js';
import { seasonCode } from '../seasons/season-codes.js';

/** The yearly global sales conference microsites (spec part 1 §1, §2 "Global conference"). */
export const conferenceSites = [
  'spring23',
  'spring24',
  'spring25',
  'spring26',
  'fall23',
  'fall24',
  'fall25',
  'fall26',
] as const;
export type ConferenceSite = (typeof conferenceSites)[number];

/** `/global/conference` opens this one. */
export const CURRENT_CONFERENCE_SITE: ConferenceSite = 'spring26';
export const CONFERENCE_BASE_PATH = '/global/conference';

const conferenceTabs = [
  'load',
  'landing',
  'welcome',
  'categories',
  'dashboard',
  'ads',
  'advertising',
  'sessions',
  'marketing',
  'catalogs',
  'dtc-catalog',
  'retail',
] as const;
export type ConferenceTab = (typeof conferenceTabs)[number];

/** The parts of a site that need one of the conference-access flags besides the permission (§2). */
const conferenceDashboardTabs: readonly ConferenceTab[] = ['dashboard', 'ads', 'sessions'];

export const conferenceTabAccess = (tab: ConferenceTab): AccessRuleName =>
  conferenceDashboardTabs.includes(tab) ? 'conferenceDashboard' : 'conference';

/** The load page is where a site goes to fetch its data; it is not offered in the tab bar. */
export const conferenceTabInBar = (tab: ConferenceTab) => tab !== 'load';

/** Category tabs and the product genders each one shows. */
export const conferenceCategoryTabs = ['Womens', 'Mens', 'Kids', 'Unisex'] as const;
export type ConferenceCategoryTab = (typeof conferenceCategoryTabs)[number];
export const conferenceCategoryGenders: Record<ConferenceCategoryTab, readonly Gender[]> = {
  Womens: ['Womens'],
  Mens: ['Mens'],
  Kids: ['Boys', 'Girls', 'Infants'],
  Unisex: ['Unisex'],
};

/** The largest set of advertising tabs (§2); each year shows its own part of it, Spring23 adds Retail. */
export const conferenceAdTabs = [
  'Marketing',
  'Womens',
  'Mens',
  'Kids',
  'Unisex',
  'Work',
  'BTS',
  'International',
  'Performance',
  'Social',
  'Radio',
  'Apparel',
  'Retail',
] as const;
export type ConferenceAdTab = (typeof conferenceAdTabs)[number];

export type ConferenceSiteDefinition = {
  site: ConferenceSite;
  season: SeasonName;
  year: number;
  /** In the order of the tab bar (load first where there is one). */
  tabs: readonly ConferenceTab[];
  adTabs: readonly ConferenceAdTab[];
};

const loaded = ['load', 'landing', 'categories', 'dashboard', 'ads', 'sessions'] as const;
const core = ['Marketing', 'Womens', 'Mens', 'Kids', 'Unisex'] as const;
const largest = conferenceAdTabs.filter((tab) => tab !== 'Retail');

export const conferenceSiteDefinitions: Record<ConferenceSite, ConferenceSiteDefinition> = {
  spring23: {
    site: 'spring23',
    season: 'Spring',
    year: 2023,
    tabs: ['welcome', 'advertising', 'categories', 'retail', 'marketing', 'dtc-catalog'],
    adTabs: [...core, 'Retail'],
  },
  fall23: {
    site: 'fall23',
    season: 'Fall',
    year: 2023,
    tabs: ['welcome', 'categories', 'advertising', 'marketing', 'catalogs', 'retail'],
    adTabs: [...core, 'Work', 'BTS'],
  },
  spring24: {
    site: 'spring24',
    season: 'Spring',
    year: 2024,
    tabs: ['welcome', 'categories', 'ads', 'sessions', 'marketing'],
    adTabs: [...core, 'Work', 'Performance'],
  },
  fall24: {
    site: 'fall24',
    season: 'Fall',
    year: 2024,
    tabs: ['categories', 'ads', 'sessions'],
    adTabs: [...core, 'Work', 'BTS', 'International'],
  },
  spring25: {
    site: 'spring25',
    season: 'Spring',
    year: 2025,
    tabs: loaded,
    adTabs: [...core, 'Work', 'International', 'Performance', 'Social'],
  },
  fall25: {
    site: 'fall25',
    season: 'Fall',
    year: 2025,
    tabs: loaded,
    adTabs: [...core, 'Work', 'BTS', 'International', 'Performance', 'Social', 'Radio'],
  },
  spring26: { site: 'spring26', season: 'Spring', year: 2026, tabs: loaded, adTabs: largest },
  fall26: { site: 'fall26', season: 'Fall', year: 2026, tabs: loaded, adTabs: largest },
};

export const conferenceSeasonCode = (site: ConferenceSite) => {
  const { season, year } = conferenceSiteDefinitions[site];
  return seasonCode(season, year);
};

/** A site root opens its first tab in the bar (a loaded site's landing sends to load when needed). */
export const conferenceFirstTab = (site: ConferenceSite): ConferenceTab =>
  conferenceSiteDefinitions[site].tabs.find(conferenceTabInBar) as ConferenceTab;

export const conferenceTabPath = (site: ConferenceSite, tab: ConferenceTab, section?: string) =>
  `${CONFERENCE_BASE_PATH}/${site}/${tab}${section ? `/${encodeURIComponent(section)}` : ''}`;

/** Sub-tabs of a tab: genders of categories, the year's advertising tabs. */
export const conferenceSections = (site: ConferenceSite, tab: ConferenceTab): readonly string[] => {
  if (tab === 'categories') return conferenceCategoryTabs;
  if (tab === 'ads' || tab === 'advertising') return conferenceSiteDefinitions[site].adTabs;
  return [];
};
