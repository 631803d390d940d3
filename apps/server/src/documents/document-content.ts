import {
  type AssortmentDocumentRequest,
  type AssortmentStatus,
  type AssortmentWithProducts,
  DEFAULT_LANGUAGE,
  type DocumentAssortmentsQuery,
  type DocumentColumn,
  type DocumentLine,
  type DocumentLogo,
  type DocumentSection,
  type DocumentSettings,
  type DocumentText,
  type DocumentType,
  documentColumns,
  documentFilenameFor,
  documentLineOf,
  documentLogoChannels,
  documentLogoFor,
  documentQueryTitle,
  documentSections,
  documentSettingsFor,
  documentText,
  matchesAssortmentStatus,
  type UiLanguage,
  type User,
} from '@stride/domain';
import type { AssortmentPackageReader } from '../assortments/package-style-colors.js';
import type { AssortmentService } from '../assortments/service.js';
import { invalidInput } from '../platform/errors.js';
import type { ProductsRepository } from '../products/repository.js';
import type { SeasonsRepository } from '../seasons/repository.js';
import type { DocumentRows, DynamicLines } from './dynamic-lines.js';

/** Everything a renderer draws: the assortment's lines in sections, the columns, the words. */
export type DocumentContent = {
  filename: string;
  type: DocumentType;
  settings: DocumentSettings;
  language: UiLanguage;
  text: DocumentText;
  assortment: Pick<
    AssortmentWithProducts,
    'id' | 'title' | 'subTitle' | 'season' | 'year' | 'channel' | 'region' | 'productType' | 'owner' | 'logo'
  >;
  /** The header's logo: the assortment's own, else its season's customer logo, else none. */
  logo: DocumentLogo;
  columns: DocumentColumn[];
  sections: DocumentSection[];
  lines: DocumentLine[];
  generatedAt: Date;
};

/** Where a document's lines come from: one assortment, or every assortment a query matches. */
type DocumentSource = {
  header: DocumentContent['assortment'];
  locationId: string;
  groupBy: NonNullable<AssortmentWithProducts['uiSettings']['groupSettings']>['groupBy'] | 'none';
  /** The status of the assortment a line comes from (`assortmentStatusOnly` keeps the lines that match it). */
  statusOf: (rowId: string) => AssortmentStatus;
} & DocumentRows;

export const createDocumentContent = (deps: {
  assortments: AssortmentService;
  products: ProductsRepository;
  dynamicLines: DynamicLines;
  assortmentIdsFor: AssortmentPackageReader['assortmentIdsFor'];
  findSeason: SeasonsRepository['findByName'];
}) => {
  /** The logo of the header's assortment (a query's document: its first assortment's). */
  const logoOf = async (header: DocumentContent['assortment']): Promise<DocumentLogo> => {
    const { season, year } = header;
    const seasons =
      header.logo || !season || year === null
        ? []
        : await Promise.all(
            documentLogoChannels(header.channel).map((channel) => deps.findSeason({ channel, season, year })),
          );
    return documentLogoFor(
      header,
      seasons.filter((row) => row !== undefined),
    );
  };

  const oneAssortment = async (user: User, id: string): Promise<DocumentSource> => {
    const assortment = await deps.assortments.get(user, id, true);
    if (assortment.type !== 'item') throw invalidInput('assortment', 'A folder has no products to put in a document.');
    // A dynamic assortment's lines are its catalogue query, run now (docs/decisions/documents.md).
    const lines: DocumentRows =
      assortment.method === 'dynamic'
        ? await deps.dynamicLines(user, assortment)
        : {
            rows: assortment.products,
            products: new Map(
              (await deps.products.findProducts(assortment.products.map((row) => row.id))).map((product) => [
                product.styleColorId,
                product,
              ]),
            ),
          };
    return {
      header: assortment,
      locationId: assortment.locationId,
      groupBy: assortment.uiSettings.groupSettings?.groupBy ?? 'none',
      statusOf: () => assortment.status,
      ...lines,
    };
  };

  /** The lines of every assortment the query matches, each style-colour once, in the manager's order. */
  const queriedAssortments = async (user: User, query: DocumentAssortmentsQuery): Promise<DocumentSource> => {
    const { title, gender, ...exact } = query;
    const ids = await deps.assortmentIdsFor(user, {
      ...exact,
      $or: title !== undefined || gender !== undefined ? [{ title, gender }] : undefined,
    });
    const sources = [];
    for (const id of ids) sources.push(await oneAssortment(user, id));
    const [first] = sources;
    if (!first) throw invalidInput('assortmentsQuery', 'No assortment of yours matches this query.');
    // Each style-colour once, with the status of the first assortment that holds it.
    const statuses = new Map<string, AssortmentStatus>();
    const rows = sources.flatMap((source) =>
      source.rows.filter((row) => !statuses.has(row.id) && statuses.set(row.id, source.statusOf(row.id))),
    );
    return {
      header: { ...first.header, title: documentQueryTitle(query), subTitle: null },
      locationId: first.locationId,
      groupBy: first.groupBy,
      statusOf: (rowId) => statuses.get(rowId) ?? first.statusOf(rowId),
      rows,
      products: new Map(sources.flatMap((source) => [...source.products])),
    };
  };

  return async function documentContent(
    user: User,
    request: AssortmentDocumentRequest,
    now = new Date(),
  ): Promise<DocumentContent> {
    const source = request.assortment
      ? await oneAssortment(user, request.assortment)
      : request.assortmentsQuery
        ? await queriedAssortments(user, request.assortmentsQuery)
        : null;
    if (!source) throw invalidInput('assortment', 'Name the assortment, or the assortments, to put in the document.');
    const { header, products } = source;
    const settings = documentSettingsFor(header.productType, header.channel, request.settings);
    const rows = settings.assortmentStatusOnly
      ? source.rows.filter((row) => matchesAssortmentStatus(source.statusOf(row.id), row.lineStatus))
      : source.rows;
    const lines = rows.map((row, index) => {
      const line = documentLineOf(row, products.get(row.id) ?? null, source.locationId, index + 1);
      // Without 'manual hero selection' every line prints the catalogue's hero, not its own picture.
      return settings.manualHeroSelection || !row.thumbnail ? line : { ...line, imagePath: '' };
    });
    const language = request.language ?? DEFAULT_LANGUAGE;
    const text = documentText[language];
    return {
      filename: documentFilenameFor(request, header.title),
      type: request.documentType,
      settings,
      language,
      text,
      assortment: header,
      logo: await logoOf(header),
      columns: documentColumns(request.documentType, settings),
      sections: documentSections(lines, source.groupBy, settings, text.words.uncategorized),
      lines,
      generatedAt: now,
    };
  };
};

export type DocumentContentLoader = ReturnType<typeof createDocumentContent>;
