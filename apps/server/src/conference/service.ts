import {
  type Asset,
  accessRules,
  CONFERENCE_ADS_PER_TAB,
  CONFERENCE_CATEGORY_PRODUCTS,
  CONFERENCE_ITEMS_PER_SITE,
  type ConferenceAdTab,
  type ConferenceCategoryTab,
  type ConferenceGroup,
  type ConferenceItem,
  type ConferenceItemFields,
  type ConferenceProduct,
  type ConferenceSite,
  type ConferenceSiteContent,
  canEditConferenceItem,
  canReadConferenceItem,
  checkAccess,
  conferenceCategoryGenders,
  conferenceItemKindsOf,
  conferenceSeasonCode,
  conferenceSiteDefinitions,
  type User,
} from '@stride/domain';
import type { AssetListService } from '../assets/list-service.js';
import { forbidden, invalidInput, notFound } from '../platform/errors.js';
import type { ConferencePictures } from './pictures.js';
import { presentConferenceItem } from './presenter.js';
import type { ConferenceRepository } from './repository.js';
import type { ConferenceItemRow } from './tables.js';

/**
 * The microsites' content: items editors write, the advertising library and the product line.
 * An item meant for some conference groups is read by their members only and written by their
 * editors only (the rule is the domain's `canReadConferenceItem` / `canEditConferenceItem`).
 */
export const createConferenceService = (deps: {
  repository: ConferenceRepository;
  assets: AssetListService;
  pictures: ConferencePictures;
  bypassPermissions: boolean;
}) => {
  const { repository, pictures } = deps;
  const access = { bypassPermissions: deps.bypassPermissions };
  const readableBy = (user: User) => (row: ConferenceItemRow) => canReadConferenceItem(user, row.groups, access);

  /** An item the user reads; one meant for other groups is as absent as one that does not exist. */
  const readableItem = async (user: User, site: ConferenceSite, id: string) => {
    const row = await repository.find(site, id);
    if (!row || !readableBy(user)(row)) throw notFound(`Conference item ${id}`);
    return row;
  };
  const assertEditable = (user: User, groups: readonly ConferenceGroup[]) => {
    if (!canEditConferenceItem(user, groups, access)) throw forbidden();
  };

  /** A saved picture is the item's own or one this editor just uploaded for the site and no item holds. */
  const checkPicture = async (user: User, site: ConferenceSite, picture: string | null, current: string | null) => {
    if (picture === null || picture === current) return;
    if (!(await pictures.isUploadOf(user, site, picture)) || (await repository.pictureInUse(picture))) {
      throw invalidInput('picture', 'This picture is not an upload of yours for this conference: upload it again.');
    }
  };

  /** A site keeps only the kinds one of its tabs shows (a Fall24 site has no welcome text). */
  const checkKind = (site: ConferenceSite, fields: ConferenceItemFields) => {
    if (!conferenceItemKindsOf(site).includes(fields.kind)) {
      throw invalidInput('kind', `The ${site} conference has no page for ${fields.kind} items.`, {
        site,
        kind: fields.kind,
      });
    }
  };

  return {
    /** The load of a site: every page's items except the dashboard parts. */
    content: async (user: User, site: ConferenceSite): Promise<ConferenceSiteContent> => {
      const rows = (await repository.itemsOf(site, ['welcome', 'marketing', 'catalog', 'retail']))
        .filter(readableBy(user))
        .map(presentConferenceItem);
      const of = (kind: ConferenceItem['kind']) => rows.filter((item) => item.kind === kind);
      return {
        site,
        welcome: of('welcome'),
        marketing: of('marketing'),
        catalogs: of('catalog'),
        retail: of('retail'),
      };
    },

    sessions: async (user: User, site: ConferenceSite): Promise<ConferenceItem[]> =>
      (await repository.itemsOf(site, ['session'])).filter(readableBy(user)).map(presentConferenceItem),

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

    create: async (user: User, site: ConferenceSite, fields: ConferenceItemFields) => {
      checkKind(site, fields);
      assertEditable(user, fields.groups);
      if ((await repository.countOf(site)) >= CONFERENCE_ITEMS_PER_SITE) {
        throw invalidInput('site', `A conference site holds at most ${CONFERENCE_ITEMS_PER_SITE} items.`, {
          limit: CONFERENCE_ITEMS_PER_SITE,
        });
      }
      await checkPicture(user, site, fields.picture, null);
      return presentConferenceItem(await repository.create(site, fields));
    },

    /** Every field, as on create; the groups before and after must both be the editor's. */
    update: async (user: User, site: ConferenceSite, id: string, fields: ConferenceItemFields) => {
      checkKind(site, fields);
      const current = await readableItem(user, site, id);
      assertEditable(user, current.groups);
      assertEditable(user, fields.groups);
      await checkPicture(user, site, fields.picture, current.pictureKey);
      const row = await repository.update(site, id, fields);
      if (!row) throw notFound(`Conference item ${id}`);
      if (current.pictureKey !== row.pictureKey) await pictures.release(current.pictureKey);
      return presentConferenceItem(row);
    },

    remove: async (user: User, site: ConferenceSite, id: string) => {
      const current = await readableItem(user, site, id);
      assertEditable(user, current.groups);
      if (!(await repository.remove(site, id))) throw notFound(`Conference item ${id}`);
      await pictures.release(current.pictureKey);
    },

    /** A picture this editor uploaded for the site that no item holds is deleted; any other key is left alone. */
    discardPicture: async (user: User, site: ConferenceSite, key: string) => {
      if ((await pictures.isUploadOf(user, site, key)) && !(await repository.pictureInUse(key))) {
        await pictures.release(key);
      }
    },

    /** An item's uploaded picture, for whoever reads the item (a session's, for those who open the agenda). */
    picture: async (user: User, site: ConferenceSite, id: string) => {
      const row = await readableItem(user, site, id);
      const agenda = row.kind !== 'session' || checkAccess(user, accessRules.conferenceDashboard, access);
      if (!row.pictureKey || !agenda) throw notFound('The picture');
      return pictures.content(row.pictureKey);
    },
  };
};

export type ConferenceService = ReturnType<typeof createConferenceService>;
