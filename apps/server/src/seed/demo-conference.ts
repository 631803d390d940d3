import {
  CONFERENCE_PICTURE_MAX_SIZE,
  type ConferenceGroup,
  type ConferenceItemKind,
  type ConferenceSite,
  conferenceCategoryTabs,
  conferenceItemKindsOf,
  conferenceSiteDefinitions,
  conferenceSites,
  MARKETING_IMAGE,
} from '@stride/domain';
import { assetFileKey } from '../assets/file-records.js';
import { fileThumbnailPath } from '../assets/presenter.js';
import { CONFERENCE_PICTURES_KEY_PREFIX } from '../conference/pictures.js';
import type { NewConferenceItemRow } from '../conference/tables.js';
import { conferenceItems } from '../conference/tables.js';
import type { Database } from '../platform/db/database.js';
import type { Storage } from '../platform/storage/storage.js';
import { seededUuid } from './catalogue-seasons.js';
import { storeDemoAssets } from './demo-assets.js';
import type { DemoAsset } from './demo-assets-rows.js';
import type { Random } from './random.js';

const ADS_PER_TAB = 2;
const rooms = ['Main Hall', 'Harbor Room', 'Studio A', 'Studio B', 'Showroom Floor', 'Terrace'];
const speakers = ['Jordan Lee', 'Amara Okoye', 'Lena Fischer', 'Mateo Ruiz', 'Priya Nair', 'Tom Becker', 'Yuki Sato'];
const sessionTopics = [
  ['Opening keynote', 'Where the brand goes this season, and the numbers behind it.'],
  ['Footwear line review', 'The running and trail franchises, colour by colour.'],
  ['Apparel line review', 'Layers, fabrics and the stories that sell them.'],
  ['Kids and family', 'Sizing, price points and the back-to-school window.'],
  ['Marketing calendar', 'Campaign launches, social moments and in-store timing.'],
  ['Retail and DTC', 'New doors, concept stores and what the web shop learned.'],
  ['International markets', 'Distributor priorities and regional exclusives.'],
  ['Closing session', 'Targets, recognitions and the road to next season.'],
] as const;
const marketingTopics = [
  ['Hero campaign', 'The season film, key visuals and launch dates.'],
  ['Window kit', 'Three window stories with fixtures and graphics.'],
  ['Social toolkit', 'Posts, stories and creator briefs for every market.'],
  ['In-store launch', 'Wall graphics and table toppers for launch week.'],
] as const;
/** Items meant for one conference group only, so demo users of different groups see different pages. */
const groupNotes: [ConferenceGroup, string, string][] = [
  [
    'Asian JV',
    'Asian JV partners: allocation desk',
    'The JV allocation desk is in Studio B on both days; bring your launch quantities.',
  ],
  [
    'Domestic',
    'Domestic accounts: showroom slots',
    'Book your key-account showroom slot at the Domestic desk by the first evening.',
  ],
  [
    'International',
    'International distributors: travel desk',
    'Visa letters, hotel changes and the airport shuttle: the travel desk by the Harbor entrance.',
  ],
];
const groupSessions: [ConferenceGroup, string, string][] = [
  ['Asian JV', 'Asian JV distributor breakfast', 'Launch windows, the JV price list and allocation for the season.'],
  [
    'Domestic',
    'Domestic key accounts workshop',
    'Top-door assortments and the replenishment plan for the big accounts.',
  ],
  ['International', 'International round table', 'Regional exclusives and shipping windows, market by market.'],
];
const groupMarketing: [ConferenceGroup, string, string][] = [
  ['Asian JV', 'JV launch kit', 'Key visuals and store graphics adapted for the JV markets.'],
  ['Domestic', 'Domestic window program', 'Window dates and fixtures for the Domestic door list.'],
  [
    'International',
    'Distributor marketing toolkit',
    'Localised campaign assets and co-op guidelines for distributors.',
  ],
];

const openings = [
  ['Berlin Mitte concept store', 'Rosenthaler Str. 40, Berlin'],
  ['Chicago Michigan Avenue', '645 N Michigan Ave, Chicago'],
  ['Milan Brera', 'Via Solferino 12, Milano'],
  ['São Paulo Jardins', 'Rua Oscar Freire 900, São Paulo'],
  ['Warsaw Mokotów outlet', 'ul. Puławska 42, Warszawa'],
] as const;

const label = (site: ConferenceSite) => {
  const { season, year } = conferenceSiteDefinitions[site];
  return `${season} ${year}`;
};

/** Conference days (UTC midnight): a Spring conference meets in January of its year, a Fall one in June; sessions from 9 am Pacific. */
const conferenceDay = (site: ConferenceSite, day: number) => {
  const { season, year } = conferenceSiteDefinitions[site];
  return Date.UTC(year, season === 'Spring' ? 0 : 5, 14 + day);
};

/** Advertising assets of every site's advertising tabs, published in the library under the tab's category. */
const conferenceAds = (random: Random, now: number): DemoAsset[] =>
  conferenceSites.flatMap((site) => {
    const { season, year, adTabs } = conferenceSiteDefinitions[site];
    return adTabs.flatMap((tab) =>
      Array.from({ length: ADS_PER_TAB }, (_, index) => {
        const id = seededUuid(random);
        const fileId = seededUuid(random);
        const name = `Conference_${tab}_${season}_${year}_${index + 1}.jpg`;
        const body = `${tab} advertising presented at the ${season} ${year} global sales conference.`;
        const modified = new Date(now - random.int(1, 300) * 86_400_000);
        return {
          subject: `Conference ${tab}`,
          asset: {
            id,
            libraryType: 'AdvertisingAsset',
            state: 'published',
            name,
            lang: 'en-US',
            year,
            season,
            category: tab,
            assetType:
              tab === 'Marketing' ? MARKETING_IMAGE : random.pick(['Print Ad', 'Social Media', 'In-Store Poster']),
            orientation: random.pick(['Landscape', 'Portrait', 'Square']),
            usage: random.pick(['Print', 'Digital', 'In-Store']),
            region: random.pick(['Domestic', 'International', 'Europe']),
            initiative: `${season} ${year} Conference`,
            body,
            searchText: `${name} ${body}`,
            createdDate: modified,
            createdByName: 'Stride Demo',
            modifiedDate: modified,
            lastEditedByName: 'Stride Demo',
          },
          files: [
            {
              id: fileId,
              assetId: id,
              filename: name,
              usageType: 'Primary',
              key: assetFileKey(fileId, name),
              fileSize: 0,
              state: 'Ready',
              modifiedDate: modified,
            },
          ],
        } satisfies DemoAsset;
      }),
    );
  });

const at = (time: number) => new Date(time);

/** The items of one site's pages, pictured with its advertising thumbnails. */
const siteItems = (random: Random, site: ConferenceSite, pictures: string[]): NewConferenceItemRow[] => {
  const kinds = conferenceItemKindsOf(site);
  const picture = () => random.pick(pictures);
  const items: NewConferenceItemRow[] = [];
  const add = (kind: ConferenceItemKind, fields: Omit<NewConferenceItemRow, 'site' | 'kind'>) => {
    if (kinds.includes(kind)) items.push({ site, kind, ...fields });
  };
  add('welcome', {
    title: `Welcome to the ${label(site)} Global Sales Conference`,
    body: `Three days with the ${label(site)} line: category presentations, advertising previews and the sessions of every team. Start with your category, then plan your days with the agenda.`,
    imageUrl: picture(),
    sortOrder: 0,
  });
  add('welcome', {
    title: 'Before you travel',
    body: 'Badges are collected at the Harbor entrance from 7:30. Sample rooms stay open until 19:00 each day.',
    sortOrder: 1,
  });
  sessionTopics.forEach(([title, body], index) => {
    const start = conferenceDay(site, Math.floor(index / 4)) + (17 + (index % 4) * 2) * 3_600_000;
    add('session', {
      title,
      body,
      startsAt: at(start),
      endsAt: at(start + (index % 4 === 3 ? 60 : 90) * 60_000),
      room: index === 0 || index === sessionTopics.length - 1 ? 'Main Hall' : random.pick(rooms),
      speaker: random.pick(speakers),
    });
  });
  marketingTopics.forEach(([title, body], sortOrder) => {
    add('marketing', { title: `${title} ${label(site)}`, body, imageUrl: picture(), sortOrder });
  });
  groupNotes.forEach(([group, title, body], index) => {
    add('welcome', { title, body, groups: [group], imageUrl: picture(), sortOrder: 2 + index });
  });
  groupSessions.forEach(([group, title, body], index) => {
    const start = conferenceDay(site, 1) + (15 + index) * 3_600_000 - 30 * 60_000;
    add('session', {
      title,
      body,
      groups: [group],
      startsAt: at(start),
      endsAt: at(start + 45 * 60_000),
      room: random.pick(rooms),
      speaker: random.pick(speakers),
    });
  });
  groupMarketing.forEach(([group, title, body], index) => {
    add('marketing', { title, body, groups: [group], imageUrl: picture(), sortOrder: marketingTopics.length + index });
  });
  conferenceCategoryTabs.forEach((category, sortOrder) => {
    add('catalog', {
      title: `${category} DTC catalog · ${label(site)}`,
      body: `The ${category.toLowerCase()} web shop catalog: hero styles, prices and launch dates.`,
      imageUrl: picture(),
      sortOrder,
    });
  });
  openings.forEach(([title, location], index) => {
    add('retail', {
      title,
      body: 'Opening with the season window and a launch event for local accounts.',
      location,
      openingDate: at(conferenceDay(site, 30 + index * 21))
        .toISOString()
        .slice(0, 10),
      imageUrl: picture(),
    });
  });
  return items;
};

/** Pictures as editors upload them: each item's advertising thumbnail copied to an item picture key. */
const uploadPictures = async (
  random: Random,
  storage: Storage,
  items: NewConferenceItemRow[],
  thumbnailKeys: Map<string, string>,
) => {
  for (const item of items) {
    const thumbnailKey = item.imageUrl && thumbnailKeys.get(item.imageUrl);
    const bytes = thumbnailKey ? await storage.readStart(thumbnailKey, CONFERENCE_PICTURE_MAX_SIZE) : null;
    if (!bytes) continue;
    item.pictureKey = `${CONFERENCE_PICTURES_KEY_PREFIX}${item.site}/demo/${seededUuid(random)}/picture.jpg`;
    item.imageUrl = null;
    await storage.put(item.pictureKey, bytes);
  }
};

/** Fills every conference sub-site: its advertising tabs in the library and its pages' items. */
export const seedDemoConference = async (db: Database, random: Random, options: { now: number; storage?: Storage }) => {
  const ads = conferenceAds(random, options.now);
  await storeDemoAssets(db, ads, options.storage);
  const picturesOf = (site: ConferenceSite) => {
    const { season, year } = conferenceSiteDefinitions[site];
    return ads
      .filter(({ asset }) => asset.season === season && asset.year === year)
      .map(({ files }) => fileThumbnailPath(files[0]!.id));
  };
  const items = conferenceSites.flatMap((site) => siteItems(random, site, picturesOf(site)));
  if (options.storage) {
    const thumbnailKeys = new Map(
      ads.map(({ files }) => [fileThumbnailPath(files[0]!.id), `${files[0]!.key}.thumb.jpg`]),
    );
    await uploadPictures(random, options.storage, items, thumbnailKeys);
  }
  await db.insert(conferenceItems).values(items);
  return ads.length;
};
