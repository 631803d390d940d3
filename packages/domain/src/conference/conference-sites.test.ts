import { describe, expect, it } from 'vitest';
import { type AccessSubject, checkAccess } from '../access/check-access.js';
import { accessRules } from '../access/rules.js';
import { conferenceItemKindsOf, conferenceItemRequestSchema } from './conference-items.js';
import {
  conferenceAdTabs,
  conferenceFirstTab,
  conferenceSiteDefinitions,
  conferenceSites,
  conferenceTabAccess,
} from './conference-sites.js';

const tabsOf = (site: keyof typeof conferenceSiteDefinitions) => conferenceSiteDefinitions[site].tabs;

describe('conference sites (spec part 1 §2)', () => {
  it.each(['spring25', 'spring26', 'fall25', 'fall26'] as const)(
    '%s has load, landing, categories and the dashboard parts',
    (site) => {
      expect(tabsOf(site)).toEqual(['load', 'landing', 'categories', 'dashboard', 'ads', 'sessions']);
      expect(conferenceFirstTab(site)).toBe('landing');
    },
  );

  it('gives the older sites exactly their tabs, in order', () => {
    expect(tabsOf('spring24')).toEqual(['welcome', 'categories', 'ads', 'sessions', 'marketing']);
    expect(tabsOf('fall23')).toEqual(['welcome', 'categories', 'advertising', 'marketing', 'catalogs', 'retail']);
    expect(tabsOf('spring23')).toEqual(['welcome', 'advertising', 'categories', 'retail', 'marketing', 'dtc-catalog']);
    expect(tabsOf('fall24')).toEqual(['categories', 'ads', 'sessions']);
    expect(conferenceFirstTab('fall24')).toBe('categories');
  });

  it('keeps every year inside the largest advertising set, with Retail only in Spring23', () => {
    const largest = conferenceAdTabs.filter((tab) => tab !== 'Retail');
    expect(conferenceSiteDefinitions.spring26.adTabs).toEqual(largest);
    for (const site of conferenceSites) {
      const { adTabs } = conferenceSiteDefinitions[site];
      expect(adTabs.includes('Retail')).toBe(site === 'spring23');
      expect(adTabs.slice(0, 5)).toEqual(['Marketing', 'Womens', 'Mens', 'Kids', 'Unisex']);
    }
  });

  it('guards only the dashboard parts with the flags rule', () => {
    expect(['dashboard', 'ads', 'sessions'].map((tab) => conferenceTabAccess(tab as 'ads'))).toEqual([
      'conferenceDashboard',
      'conferenceDashboard',
      'conferenceDashboard',
    ]);
    expect(conferenceTabAccess('advertising')).toBe('conference');
    expect(conferenceTabAccess('welcome')).toBe('conference');
  });
});

const flags = (asian: boolean, domestic: boolean, international: boolean) => ({ asian, domestic, international });
const member = (
  groups: ('Asian JV' | 'Domestic' | 'International')[] | undefined,
  role: 'user' | 'editor' = 'user',
) => ({
  domain: 'conference' as const,
  role,
  ...(groups ? { scopes: { conferenceGroups: groups } } : {}),
});
const subject = (
  permission: ReturnType<typeof member> | null,
  conferenceAccess = flags(false, false, false),
): AccessSubject => ({
  permissions: permission ? [permission] : [],
  conferenceAccess,
});

describe('conference access (spec part 1 §2, §6)', () => {
  it.each([
    ['a Domestic member', subject(member(['Domestic'])), true],
    ['an Asian JV member', subject(member(['Asian JV'])), true],
    ['a permission naming no group', subject(member(undefined)), false],
    ['a permission with an empty group list', subject(member([])), false],
    ['no conference permission', subject(null), false],
  ])('conference: %s → %s', (_who, who, allowed) => {
    expect(checkAccess(who, accessRules.conference)).toBe(allowed);
  });

  it.each([
    ['no flag', flags(false, false, false), false],
    ['asian', flags(true, false, false), true],
    ['domestic', flags(false, true, false), true],
    ['international', flags(false, false, true), true],
    ['all three', flags(true, true, true), true],
  ])('dashboard parts with %s → %s', (_flags, conferenceAccess, allowed) => {
    expect(checkAccess(subject(member(['International']), conferenceAccess), accessRules.conferenceDashboard)).toBe(
      allowed,
    );
  });

  it('never opens the dashboard on a flag alone, and lets only editors manage', () => {
    expect(checkAccess(subject(null, flags(true, true, true)), accessRules.conferenceDashboard)).toBe(false);
    expect(checkAccess(subject(member(['Domestic'])), accessRules.manageConference)).toBe(false);
    expect(checkAccess(subject(member(['Domestic'], 'editor')), accessRules.manageConference)).toBe(true);
  });
});

describe('conference items', () => {
  it('needs when, where and who for a session, and a session that ends after it starts', () => {
    const session = conferenceItemRequestSchema.safeParse({
      kind: 'session',
      title: 'Keynote',
      startsAt: '2026-03-02T09:00:00Z',
      endsAt: '2026-03-02T08:00:00Z',
    });
    expect(session.success).toBe(false);
    expect(session.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['endsAt', 'room', 'speaker']);
  });

  it('needs a store and a day for a retail opening; welcome text needs only a title', () => {
    expect(conferenceItemRequestSchema.safeParse({ kind: 'retail', title: 'Berlin' }).success).toBe(false);
    expect(conferenceItemRequestSchema.parse({ kind: 'welcome', title: 'Hello' })).toMatchObject({
      body: '',
      imageUrl: null,
      sortOrder: 0,
    });
    expect(
      conferenceItemRequestSchema.safeParse({ kind: 'welcome', title: 'x', imageUrl: 'javascript:1' }).success,
    ).toBe(false);
  });
});

describe('conference item kinds per site', () => {
  it('keeps to the kinds a tab of the site shows', () => {
    expect(conferenceItemKindsOf('fall24')).toEqual(['session']);
    expect(conferenceItemKindsOf('spring26')).toEqual(['welcome', 'session']);
    expect(conferenceItemKindsOf('spring23')).toEqual(['welcome', 'marketing', 'catalog', 'retail']);
    expect(conferenceItemKindsOf('spring24')).toEqual(['welcome', 'session', 'marketing']);
  });
});
