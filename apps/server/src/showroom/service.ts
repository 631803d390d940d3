import {
  assortmentPictureAt,
  CURRENT_SHOWROOM_SITE,
  HERO_ANGLE,
  type LineStatus,
  matchesAssortmentStatus,
  productImagePath,
  type Showroom,
  type ShowroomSite,
  type ShowroomSiteAnswer,
  showroomAngles,
  showroomGroups,
  showroomSettingsOf,
  showroomSiteSeason,
  type User,
} from '@stride/domain';
import { mayViewShowroom } from '../assortments/access.js';
import { presentAssortmentProduct } from '../assortments/presenter.js';
import { createProductRowsRepository } from '../assortments/product-rows-repository.js';
import { createAssortmentsRepository } from '../assortments/repository.js';
import type { AssortmentRow } from '../assortments/tables.js';
import { createDynamicLines } from '../documents/dynamic-lines.js';
import type { Database } from '../platform/db/database.js';
import { invalidInput, notFound } from '../platform/errors.js';
import type { StampedRead } from '../platform/stamped-read.js';
import { createProductsRepository } from '../products/repository.js';
import type { ProductSearchService } from '../products/search-service.js';
import { createShowroomRepository, type ShowroomImage } from './repository.js';

/** Who may open a showroom (assortments/access mayViewShowroom); others learn nothing of it. */
const assertShowable = (user: User, row: AssortmentRow | undefined, bypassPermissions: boolean): AssortmentRow => {
  if (!row || !mayViewShowroom(user, row, bypassPermissions)) throw notFound('The assortment');
  if (row.type !== 'item') throw invalidInput('id', 'A folder holds assortments; it has no showroom of its own.');
  return row;
};

const anglesById = (images: readonly ShowroomImage[]) => {
  const byId = new Map<string, ShowroomImage[]>();
  for (const image of images) {
    const list = byId.get(image.styleColorId) ?? [];
    list.push(image);
    byId.set(image.styleColorId, list);
  }
  return byId;
};

/** The showroom of an assortment (spec part 1 §2) and the digital showroom sites (§2 Other). */
export const createShowroomService = (deps: {
  db: Database;
  search: ProductSearchService;
  bypassPermissions: boolean;
}) => {
  const assortmentsRepository = createAssortmentsRepository(deps.db);
  const dynamicLines = createDynamicLines({ search: deps.search, products: createProductsRepository(deps.db) });
  const rows = createProductRowsRepository(deps.db);
  const repository = createShowroomRepository(deps.db);

  /**
   * The lines as the grid and the documents show them, with their catalogue pictures: a static
   * assortment's own rows; a dynamic one's search, run now (the lines follow the catalogue).
   */
  const linesOf = async (user: User, row: AssortmentRow) => {
    if (row.method === 'dynamic') {
      const found = (await dynamicLines(user, row)).rows;
      return { products: found, images: await repository.imagesOfLines(found.map((product) => product.id)) };
    }
    const [catalogueRows, images] = await Promise.all([
      rows.catalogueRows(row.id, row.locationId),
      repository.imagesOf(row.id),
    ]);
    return { products: catalogueRows.map(presentAssortmentProduct), images };
  };

  /**
   * Groups, styles and lines with their angles in one answer. The server leaves out what the
   * settings hide: lines that no longer sell (assortmentStatusOnly), prices, availability.
   */
  const buildShowroom = async (user: User, row: AssortmentRow): Promise<Showroom> => {
    const settings = showroomSettingsOf(row.uiSettings.digitalShowroomSettings);
    const { products, images } = await linesOf(user, row);
    const angles = anglesById(images);
    const lines = products
      .filter((product) => product.inCatalogue)
      .filter((product) => !settings.assortmentStatusOnly || matchesAssortmentStatus(row.status, product.lineStatus))
      .map((product) => ({
        styleColorId: product.id,
        style: product.style,
        color: product.color,
        name: product.name,
        colorDescription: product.colorDescription,
        lineStatus: product.lineStatus as LineStatus | null,
        price: settings.showPrices ? product.netCost : null,
        suggestedRetail: settings.showPrices ? product.suggestedRetail : null,
        currencySymbol: product.currencySymbol,
        decimalPlaces: product.decimalPlaces,
        firstAvailDate: settings.showAvailability ? product.firstAvailDate : null,
        totalInventory: settings.showAvailability ? product.totalInventory : null,
        angles: showroomAngles(angles.get(product.id) ?? []),
        picture: product.thumbnail,
        sortOrder: product.sortOrder,
        displayGroup: product.displayGroup,
        productType: product.productType,
      }));
    return {
      assortment: {
        _id: row.id,
        title: row.title,
        subTitle: row.subTitle,
        logo: row.logo,
        productType: row.productType,
        season: row.season as Showroom['assortment']['season'],
        year: row.year,
        version: row.version,
      },
      settings,
      groups: showroomGroups(lines, row.displayGroups),
    };
  };

  return {
    /** GET /api/assortments/{id}/showroom, stamped: the row and the catalogue's revision, the lines only by `read`. */
    showroom: async (user: User, id: string): Promise<StampedRead<Showroom>> => {
      const row = assertShowable(user, await assortmentsRepository.find(id), deps.bypassPermissions);
      return {
        // A static assortment's lines change with its version; a dynamic one's are a search run for whoever asks.
        stamp: row.method === 'dynamic' ? null : [row, await rows.catalogueRevision()],
        read: () => buildShowroom(user, row),
      };
    },

    /** A site's showrooms: its season's published static assortments that have showroom settings. */
    site: async (site: ShowroomSite): Promise<ShowroomSiteAnswer> => {
      const { season, year } = showroomSiteSeason(site);
      const found = await repository.siteAssortments(season, year);
      return {
        site,
        season,
        year,
        current: site === CURRENT_SHOWROOM_SITE,
        showrooms: found.map((entry) => ({
          _id: entry.id,
          title: entry.title,
          subTitle: entry.subTitle,
          logo: entry.logo,
          productType: entry.productType,
          productCount: entry.productCount,
          coverImage: entry.firstLinePicture
            ? assortmentPictureAt(entry.firstLinePicture, 'medium')
            : entry.firstLine && productImagePath(entry.firstLine, HERO_ANGLE, 'medium'),
          background: showroomSettingsOf(entry.uiSettings.digitalShowroomSettings).background,
        })),
      };
    },
  };
};

export type ShowroomService = ReturnType<typeof createShowroomService>;
