import {
  type CurrencyFormat,
  type ProductSortField,
  type ProductSummary,
  productImagePath,
  productSortFields,
  THUMBNAIL_COLUMN_WIDTH,
} from '@stride/domain';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { locationOf } from '../detail/product-location';

/** A thumbnail's side in px: with its 4 px margins it fits the row height and the column width. */
export const THUMBNAIL_SIZE = 48;
export const THUMBNAIL_ROW_HEIGHT = 56;
/**
 * The thumbnail cell drops the theme's side padding (16 px each), so the picture is centred in
 * the spec's 60 px column (part 1 §9 "Thumbnail column width") instead of cut off on the right.
 */
export const THUMBNAIL_CELL_STYLE = { paddingLeft: 0, paddingRight: 0 } as const;

type Formatting = {
  money: (value: number, format: CurrencyFormat) => string;
  gridDate: (value: number) => string;
  count: (value: number) => string;
  percent: (value: number) => string;
};

/** True once the browser has painted the frame this component first appeared in. */
const usePaintedOnce = () => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame runs after that frame's paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
};

/**
 * A style-colour's picture, asked for once its row has been painted: new rows show their text
 * at once, and the pictures (drawn on first request, decoded, rastered) follow a frame later
 * instead of holding up that first paint. Every product grid draws its thumbnails with it; an
 * assortment line with its own picture passes it as `src`.
 */
export const ProductThumbnail = ({ styleColorId, src }: { styleColorId: string | undefined; src?: string | null }) => {
  const painted = usePaintedOnce();
  return styleColorId ? (
    <img
      src={painted ? (src ?? productImagePath(styleColorId, 'A', 'thumb')) : undefined}
      alt=""
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      decoding="async"
      style={{ display: 'block', margin: '4px auto', objectFit: 'contain' }}
    />
  ) : null;
};

const Thumbnail = ({ data }: ICellRendererParams<ProductSummary>) => (
  <ProductThumbnail styleColorId={data?.styleColorId} />
);

const sortable = new Set<string>(productSortFields);
export const isSortField = (colId: string): colId is ProductSortField => sortable.has(colId);

/**
 * The columns of product search results, priced at the search's location. Only the columns the
 * server sorts on are sortable (style → styleNumeric, cost → wholesale price, suggested retail).
 */
export const productResultColumns = (
  t: TFunction,
  format: Formatting,
  locationCode: string,
): ColDef<ProductSummary>[] => {
  const at = (product: ProductSummary | undefined) => (product ? locationOf(product, locationCode) : undefined);
  const money = (value: number | undefined, product: ProductSummary | undefined) => {
    const location = at(product);
    return value === undefined || !location ? '' : format.money(value, location);
  };
  const column = (colId: string, def: ColDef<ProductSummary>): ColDef<ProductSummary> => ({
    colId,
    headerName: t(`productSearch.columns.${colId}`),
    sortable: sortable.has(colId),
    ...def,
  });
  return [
    column('image', {
      cellRenderer: Thumbnail,
      headerName: '',
      headerTooltip: t('productSearch.columns.image'),
      width: THUMBNAIL_COLUMN_WIDTH,
      cellStyle: THUMBNAIL_CELL_STYLE,
      resizable: false,
      suppressMovable: true,
    }),
    column('style', { field: 'style', width: 130, pinned: 'left' }),
    column('color', { field: 'color', width: 110 }),
    column('name', { field: 'name', flex: 1, minWidth: 220 }),
    column('colorDescription', { field: 'colorDescription', width: 170 }),
    column('division', { field: 'division', width: 150 }),
    column('gender', { field: 'gender', width: 120 }),
    column('lineStatus', { valueGetter: ({ data }) => at(data)?.lineStatus ?? '', width: 120 }),
    column('cost', {
      valueGetter: ({ data }) => at(data)?.wholesalePrice,
      valueFormatter: ({ value, data }) => money(value, data),
      type: 'rightAligned',
      width: 120,
    }),
    column('suggestedRetail', {
      // POP items are given away or sold at cost: they have no retail price to show.
      valueGetter: ({ data }) => (data?.productType === 'POP' ? undefined : at(data)?.suggestedRetail),
      valueFormatter: ({ value, data }) => money(value, data),
      type: 'rightAligned',
      width: 170,
    }),
    column('markupPercent', {
      valueGetter: ({ data }) => at(data)?.markupPercent ?? null,
      valueFormatter: ({ value }) => (value === null || value === undefined ? '' : format.percent(value)),
      type: 'rightAligned',
      width: 130,
    }),
    column('firstAvailable', {
      valueGetter: ({ data }) => at(data)?.firstAvailDate,
      valueFormatter: ({ value }) => (value === undefined ? '' : format.gridDate(value)),
      width: 160,
    }),
    column('totalInventory', {
      valueGetter: ({ data }) => at(data)?.totalInventory,
      valueFormatter: ({ value }) => (value === undefined ? '' : format.count(value)),
      type: 'rightAligned',
      width: 130,
    }),
    column('seasonCodes', { valueGetter: ({ data }) => data?.seasonCodes.join(', ') ?? '', width: 130 }),
    column('modifiedDate', {
      field: 'modifiedDate',
      valueFormatter: ({ value }) => (value ? new Date(value).toLocaleDateString() : ''),
      width: 120,
    }),
  ];
};
