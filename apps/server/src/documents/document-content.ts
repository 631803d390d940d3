import {
  type AssortmentDocumentRequest,
  type AssortmentWithProducts,
  DEFAULT_LANGUAGE,
  type DocumentColumn,
  type DocumentLine,
  type DocumentSection,
  type DocumentSettings,
  type DocumentText,
  type DocumentType,
  documentColumns,
  documentFilenameFor,
  documentLineOf,
  documentSections,
  documentSettingsFor,
  documentText,
  isSellableLineStatus,
  type UiLanguage,
  type User,
} from '@stride/domain';
import type { AssortmentService } from '../assortments/service.js';
import { invalidInput } from '../platform/errors.js';
import type { ProductsRepository } from '../products/repository.js';
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
    'id' | 'title' | 'subTitle' | 'season' | 'year' | 'channel' | 'region' | 'productType' | 'owner'
  >;
  columns: DocumentColumn[];
  sections: DocumentSection[];
  lines: DocumentLine[];
  generatedAt: Date;
};

export const createDocumentContent = (deps: {
  assortments: AssortmentService;
  products: ProductsRepository;
  dynamicLines: DynamicLines;
}) =>
  async function documentContent(
    user: User,
    request: AssortmentDocumentRequest,
    now = new Date(),
  ): Promise<DocumentContent> {
    const assortment = await deps.assortments.get(user, request.assortment, true);
    if (assortment.type !== 'item') throw invalidInput('assortment', 'A folder has no products to put in a document.');
    const settings = documentSettingsFor(assortment.productType, assortment.channel, request.settings);
    // A dynamic assortment's lines are its catalogue query, run now (docs/decisions.md).
    const { rows: allRows, products }: DocumentRows =
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
    const rows = settings.assortmentStatusOnly
      ? allRows.filter((row) => isSellableLineStatus(row.lineStatus))
      : allRows;
    const lines = rows.map((row, index) => {
      const line = documentLineOf(row, products.get(row.id) ?? null, assortment.locationId, index + 1);
      // Without 'manual hero selection' every line prints the catalogue's hero, not its own picture.
      return settings.manualHeroSelection || !row.thumbnail ? line : { ...line, imagePath: '' };
    });
    const language = request.language ?? DEFAULT_LANGUAGE;
    const text = documentText[language];
    const groupBy = assortment.uiSettings.groupSettings?.groupBy ?? 'none';
    return {
      filename: documentFilenameFor(request, assortment.title),
      type: request.documentType,
      settings,
      language,
      text,
      assortment,
      columns: documentColumns(request.documentType, settings),
      sections: documentSections(lines, groupBy, settings, text.words.uncategorized),
      lines,
      generatedAt: now,
    };
  };

export type DocumentContentLoader = ReturnType<typeof createDocumentContent>;
