import {
  type Asset,
  CONFERENCE_ADS_PER_TAB,
  CONFERENCE_CATEGORY_PRODUCTS,
  CONFERENCE_ITEMS_PER_SITE,
  type ConferenceAdTab,
  type ConferenceCategoryTab,
  type ConferenceItem,
  type ConferenceItemRequest,
  type ConferenceProduct,
  type ConferenceSite,
  type ConferenceSiteContent,
  conferenceCategoryGenders,
  conferenceItemKindsOf,
  conferenceSeasonCode,
  conferenceSiteDefinitions,
  type User,
} from '@stride/domain';
import type { AssetListService } from '../assets/list-service.js';
import { invalidInput, notFound } from '../platform/errors.js';
import { presentConferenceItem } from './presenter.js';
import type { ConferenceRepository } from './repository.js';

type ItemFields = Parameters<ConferenceRepository['create']>[1];

/** The microsites' content: items editors write, the advertising library and the product line. */
export const createConferenceService = (deps: { repository: ConferenceRepository; assets: AssetListService }) => {
  const { repository } = deps;

  /** A site keeps only the kinds one of its tabs shows (a Fall24 site has no welcome text). */
  const checkKind = (site: ConferenceSite, fields: ConferenceItemRequest) => {
    if (!conferenceItemKindsOf(site).includes(fields.kind)) {
      throw invalidInput('kind', `The ${site} conference has no page for ${fields.kind} items.`, {
        site,
        kind: fields.kind,
      });
    }
  };

  return {
    /** The load of a site: every page's items except the dashboard parts. */
    content: async (site: ConferenceSite): Promise<ConferenceSiteContent> => {
      const rows = (await repository.itemsOf(site, ['welcome', 'marketing', 'catalog', 'retail'])).map(
        presentConferenceItem,
      );
      const of = (kind: ConferenceItem['kind']) => rows.filter((item) => item.kind === kind);
      return {
        site,
        welcome: of('welcome'),
        marketing: of('marketing'),
        catalogs: of('catalog'),
        retail: of('retail'),
      };
    },

    sessions: async (site: ConferenceSite): Promise<ConferenceItem[]> =>
      (await repository.itemsOf(site, ['session'])).map(presentConferenceItem),

    /** An advertising tab: the library's published assets of the conference's season and year in that category. */
    ads: async (user: User, site: ConferenceSite, tab: ConferenceAdTab): Promise<Asset[]> => {
      const { season, year, adTabs } = conferenceSiteDefinitions[site];
      if (!adTabs.includes(tab)) {
        throw invalidInput('tab', `The ${site} conference has no ${tab} advertising tab.`, { site, tab });
      }
      return deps.assets.page(
        user,
        { libraryType: 'AdvertisingAsset', filters: { season: [season], year: [year], category: [tab] } },
        { field: 'name', direction: 'asc' },
        CONFERENCE_ADS_PER_TAB,
        0,
      );
    },

    products: (site: ConferenceSite, tab: ConferenceCategoryTab): Promise<ConferenceProduct[]> =>
      repository.categoryProducts(
        conferenceCategoryGenders[tab],
        conferenceSeasonCode(site),
        CONFERENCE_CATEGORY_PRODUCTS,
      ),

    create: async (site: ConferenceSite, fields: ItemFields) => {
      checkKind(site, fields);
      if ((await repository.countOf(site)) >= CONFERENCE_ITEMS_PER_SITE) {
        throw invalidInput('site', `A conference site holds at most ${CONFERENCE_ITEMS_PER_SITE} items.`, {
          limit: CONFERENCE_ITEMS_PER_SITE,
        });
      }
      return presentConferenceItem(await repository.create(site, fields));
    },

    update: async (site: ConferenceSite, id: string, fields: ItemFields) => {
      checkKind(site, fields);
      const row = await repository.update(site, id, fields);
      if (!row) throw notFound(`Conference item ${id}`);
      return presentConferenceItem(row);
    },

    remove: async (site: ConferenceSite, id: string) => {
      if (!(await repository.remove(site, id))) throw notFound(`Conference item ${id}`);
    },
  };
};

export type ConferenceService = ReturnType<typeof createConferenceService>;
