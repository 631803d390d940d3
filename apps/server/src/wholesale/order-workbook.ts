import {
  currencyFormatOf,
  DELETED_LINE_STATUS,
  formatPickerDate,
  lineUnits,
  type OrderCustomer,
  type OrderFields,
  type OrderLineFields,
  wholesaleTotals,
  wholesaleUnitPrice,
} from '@stride/domain';
import type { OrderLineRow, OrderRow } from '../orders/tables.js';
import { newWorkbook, sheetName, workbookBytes } from '../platform/xlsx/workbook.js';

export const orderWorkbookFilename = (order: Pick<OrderRow, 'orderNumber'>) =>
  `wholesale-order-${order.orderNumber}.xlsx`;

const dateText = (value: number | null) => (value === null ? null : formatPickerDate(value));

/**
 * A wholesale order as a workbook ("export wholesale order to Excel", spec part 1 §2): the order's
 * header, then one row per live line with a column per size ordered, prices in the customer's
 * currency (its decimals), and the totals.
 */
export const renderOrderWorkbook = async (order: OrderRow, lineRows: readonly OrderLineRow[]): Promise<Buffer> => {
  const fields = order.fields as Partial<OrderFields>;
  const customer: OrderCustomer | null = fields.customer ?? null;
  const lines: OrderLineFields[] = lineRows
    .filter((row) => row.status !== DELETED_LINE_STATUS)
    .map((row) => row.fields);
  const format = currencyFormatOf(customer?.currency ?? fields.currency);
  const money = format.decimalPlaces === 0 ? '#,##0' : `#,##0.${'0'.repeat(format.decimalPlaces)}`;
  const sizes = [...new Set(lines.flatMap((line) => Object.keys(line.sizes).filter((size) => line.sizes[size]! > 0)))];

  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName(`Order ${order.orderNumber}`));
  const header: [string, string | number | null][] = [
    ['Order', order.orderNumber],
    ['Status', order.status],
    ['Rep', order.requesterName],
    ['Customer', customer ? `${customer.name} (${customer.id})` : null],
    ['Country', customer?.address.country ?? null],
    ['Currency', format.currencyCode],
    ['PO', fields.po ?? null],
    ['Region', fields.region ?? null],
    ['Origin', fields.origin ?? null],
  ];
  for (const [label, value] of header) sheet.addRow([label, value]).getCell(1).font = { bold: true };
  sheet.addRow([]);

  const columns = [
    'Style',
    'Color',
    'Name',
    'Division',
    'Store',
    'Pack Code',
    'Start Date',
    'End Date',
    'Days Out',
    'Term',
    ...sizes,
    'Units',
    'Unit Price',
    'Discount %',
    'Amount',
  ];
  const headerRow = sheet.addRow(columns);
  headerRow.font = { bold: true };
  for (const line of lines) {
    const unitPrice = customer ? wholesaleUnitPrice(line.unitPrice, line.prices, customer) : line.unitPrice;
    const units = lineUnits(line);
    const row = sheet.addRow([
      line.style,
      line.color,
      line.name,
      line.divisionId,
      line.store,
      line.packCode,
      dateText(line.startDate),
      dateText(line.endDate),
      line.daysOut,
      line.term,
      ...sizes.map((size) => line.sizes[size] ?? null),
      units,
      unitPrice,
      line.discount,
      unitPrice === null ? null : units * unitPrice * (1 - (line.discount ?? 0) / 100),
    ]);
    row.getCell(columns.length - 2).numFmt = money;
    row.getCell(columns.length).numFmt = money;
  }
  const totals = wholesaleTotals(lines, customer);
  const totalRow = sheet.addRow([
    'Total',
    ...Array(columns.length - 5).fill(null),
    totals.units,
    null,
    null,
    totals.amount,
  ]);
  totalRow.font = { bold: true };
  totalRow.getCell(columns.length).numFmt = money;
  sheet.columns.forEach((column, index) => {
    column.width = index < 3 ? 18 : 12;
  });
  return workbookBytes(workbook);
};
