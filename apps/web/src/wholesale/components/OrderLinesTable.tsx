import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  currencyFormatOf,
  DELETED_LINE_STATUS,
  type OrderCustomer,
  type OrderLine,
  type OrderLineFields,
  wholesaleTotals,
} from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../i18n/use-formatting';
import { lineSizes } from '../line-cells';
import { type LineContext, OrderLineRow } from './OrderLineRow';

type Props = {
  lines: readonly OrderLine[];
  context: LineContext;
  onChange: (line: OrderLine, change: Partial<OrderLineFields>) => void;
  onRemove: (line: OrderLine) => void;
};

const columns = [
  'unitPrice',
  'discount',
  'reduced',
  'packCode',
  'store',
  'division',
  'startDate',
  'endDate',
  'daysOut',
  'term',
  'amount',
] as const;

/** The order's live lines with a column per size any of them holds, and the totals in the customer's currency. */
export const OrderLinesTable = ({ lines, context, onChange, onRemove }: Props) => {
  const { t } = useTranslation();
  const format = useFormatting();
  const live = lines.filter((line) => line.status !== DELETED_LINE_STATUS);
  const sizes = live.reduce<string[]>((all, line) => lineSizes(line.sizes, all), []);
  const totals = wholesaleTotals(live, context.customer as OrderCustomer | null);
  if (live.length === 0) {
    return <Typography color="text.secondary">{t('wholesaleOrders.lines.empty')}</Typography>;
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('wholesaleOrders.lines.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('wholesaleOrders.lines.styleColor')}</TableCell>
            {sizes.map((size) => (
              <TableCell key={size} align="right">
                {size}
              </TableCell>
            ))}
            <TableCell align="right">{t('wholesaleOrders.lines.units')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column}>{t(`wholesaleOrders.lines.${column}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {live.map((line) => (
            <OrderLineRow
              key={line._id}
              line={line}
              sizes={sizes}
              context={context}
              onChange={onChange}
              onRemove={onRemove}
            />
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>{t('wholesaleOrders.lines.total')}</TableCell>
            <TableCell colSpan={sizes.length} />
            <TableCell align="right" data-testid="order-units">
              {totals.units}
            </TableCell>
            <TableCell colSpan={columns.length - 1} />
            <TableCell align="right" data-testid="order-amount">
              {format.money(totals.amount, currencyFormatOf(context.customer?.currency))}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
};
