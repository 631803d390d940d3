import type { AuditEntry } from '@stride/domain';
import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';

/**
 * What an entry's details say in one line: a change as its fields before → after (a permission
 * change), anything else as its fields and values. The full JSON is in the export.
 */
const detailsText = (details: AuditEntry['details']): string => {
  if (!details) return '';
  const { before, after, ...rest } = details;
  const shown = Object.entries(rest).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  if (before !== undefined || after !== undefined) shown.push(`${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  return shown.join(' · ');
};

/** The audit grid's columns; the server orders the rows (newest first), so none sorts. */
export const auditColumns = (t: TFunction, dateTime: (iso: string) => string): ColDef<AuditEntry>[] => [
  {
    colId: 'at',
    headerName: t('audit.columns.at'),
    width: 170,
    valueGetter: ({ data }) => (data ? dateTime(data.at) : ''),
  },
  {
    colId: 'actor',
    headerName: t('audit.columns.actor'),
    width: 230,
    valueGetter: ({ data }) => (data ? (data.actorEmail ?? t('audit.nobody')) : ''),
  },
  {
    colId: 'action',
    headerName: t('audit.columns.action'),
    width: 200,
    valueGetter: ({ data }) => (data ? t(`audit.actions.${data.action}`) : ''),
  },
  {
    colId: 'object',
    headerName: t('audit.columns.object'),
    width: 300,
    valueGetter: ({ data }) => [data?.objectType, data?.objectId].filter(Boolean).join(' '),
  },
  {
    colId: 'address',
    headerName: t('audit.columns.address'),
    width: 140,
    valueGetter: ({ data }) => data?.address ?? '',
  },
  {
    colId: 'details',
    headerName: t('audit.columns.details'),
    flex: 1,
    minWidth: 300,
    valueGetter: ({ data }) => detailsText(data?.details ?? null),
    tooltipValueGetter: ({ value }) => value,
  },
];
