import { isoDateOnly, statsActions } from '@stride/domain';
import type ExcelJS from 'exceljs';
import { newWorkbook, workbookBytes } from '../platform/xlsx/workbook.js';
import type { ActivityEvent, AssortmentReportRow } from './report-data.js';

type Column<T> = { header: string; width: number; value: (row: T) => string | number | boolean | null };

const day = (date: Date | null) => (date ? isoDateOnly(date.toISOString()) : null);

const addSheet = <T>(workbook: ExcelJS.Workbook, name: string, columns: Column<T>[], rows: readonly T[]) => {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
};

/** Assortment export: one row per assortment; with the option, every line on a second sheet. */
export const renderAssortmentReport = async (rows: readonly AssortmentReportRow[], withLines: boolean) => {
  const workbook = await newWorkbook();
  addSheet<AssortmentReportRow>(
    workbook,
    'Assortments',
    [
      { header: 'Title', width: 36, value: (row) => row.title },
      { header: 'Customer', width: 24, value: (row) => row.customer },
      { header: 'Owner', width: 22, value: (row) => row.owner },
      { header: 'Owner E-mail', width: 28, value: (row) => row.ownerEmail },
      { header: 'Territories', width: 18, value: (row) => row.territories },
      { header: 'Method', width: 10, value: (row) => row.method },
      { header: 'Channel', width: 11, value: (row) => row.channel },
      { header: 'Region', width: 13, value: (row) => row.region },
      { header: 'Product Type', width: 12, value: (row) => row.productType },
      { header: 'Season', width: 9, value: (row) => row.season },
      { header: 'Year', width: 7, value: (row) => row.year },
      { header: 'Status', width: 12, value: (row) => row.state },
      { header: 'Archived', width: 9, value: (row) => (row.archived ? 'Yes' : 'No') },
      { header: 'Products', width: 10, value: (row) => row.products },
      { header: 'Created', width: 12, value: (row) => day(row.created) },
      { header: 'Modified', width: 12, value: (row) => day(row.modified) },
      { header: 'Last CRM Sync', width: 14, value: (row) => day(row.lastSync) },
    ],
    rows,
  );
  if (withLines) {
    const lines = rows.flatMap((row) => row.lines.map((line) => ({ title: row.title, line })));
    addSheet<(typeof lines)[number]>(
      workbook,
      'Lines',
      [
        { header: 'Assortment', width: 36, value: ({ title }) => title },
        { header: 'Style', width: 10, value: ({ line }) => line.style },
        { header: 'Color', width: 8, value: ({ line }) => line.color },
        { header: 'Name', width: 30, value: ({ line }) => line.name },
        { header: 'Division', width: 16, value: ({ line }) => line.division },
        { header: 'Gender', width: 10, value: ({ line }) => line.gender },
        { header: 'Line Status', width: 11, value: ({ line }) => line.lineStatus },
        { header: 'Wholesale', width: 11, value: ({ line }) => line.cost },
        { header: 'Net Cost', width: 11, value: ({ line }) => line.netCost },
        { header: 'Suggested Retail', width: 15, value: ({ line }) => line.suggestedRetail },
        { header: 'Label', width: 14, value: ({ line }) => line.label },
      ],
      lines,
    );
  }
  return workbookBytes(workbook);
};

/** User activity: per person, how often each action was used and when; with the option, each use. */
export const renderActivityReport = async (events: readonly ActivityEvent[], withEvents: boolean) => {
  const people = new Map<
    string,
    { user: string; email: string; territories: string; counts: Map<string, number>; first: Date; last: Date }
  >();
  for (const event of events) {
    const person = people.get(event.email) ?? {
      user: event.user,
      email: event.email,
      territories: event.territories,
      counts: new Map<string, number>(),
      first: event.at,
      last: event.at,
    };
    person.counts.set(event.action, (person.counts.get(event.action) ?? 0) + 1);
    person.last = event.at;
    people.set(event.email, person);
  }
  type Person = NonNullable<ReturnType<typeof people.get>>;
  const actionHeaders: Record<(typeof statsActions)[number], string> = {
    search: 'Searches',
    export: 'Exports',
    addStyles: 'Styles Added',
  };
  const workbook = await newWorkbook();
  addSheet<Person>(
    workbook,
    'Activity',
    [
      { header: 'User', width: 24, value: (person) => person.user },
      { header: 'E-mail', width: 28, value: (person) => person.email },
      { header: 'Territories', width: 18, value: (person) => person.territories },
      ...statsActions.map((action) => ({
        header: actionHeaders[action],
        width: 12,
        value: (person: Person) => person.counts.get(action) ?? 0,
      })),
      {
        header: 'Total',
        width: 8,
        value: (person) => [...person.counts.values()].reduce((sum, count) => sum + count, 0),
      },
      { header: 'First Activity', width: 14, value: (person) => day(person.first) },
      { header: 'Last Activity', width: 14, value: (person) => day(person.last) },
    ],
    [...people.values()].sort((a, b) => a.user.localeCompare(b.user)),
  );
  if (withEvents)
    addSheet<ActivityEvent>(
      workbook,
      'Events',
      [
        { header: 'Date', width: 12, value: (event) => day(event.at) },
        { header: 'User', width: 24, value: (event) => event.user },
        { header: 'Action', width: 12, value: (event) => event.action },
        { header: 'On', width: 16, value: (event) => event.modelType },
        { header: 'Id', width: 38, value: (event) => event.modelId },
        { header: 'Details', width: 60, value: (event) => JSON.stringify(event.data) },
      ],
      events,
    );
  return workbookBytes(workbook);
};
