import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Checkbox, IconButton, MenuItem, TableCell, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import {
  checkPackCode,
  currencyFormatOf,
  formatLongDate,
  lineAmount,
  lineDateProblems,
  lineUnits,
  type OrderCustomer,
  type OrderLine,
  type OrderLineFields,
  WHOLESALE_PACKS,
  wholesaleLineFor,
  wholesaleUnitPrice,
} from '@stride/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../i18n/use-formatting';
import { DatePickerField } from '../../shared/forms/DatePickerField';
import { toasts } from '../../shared/toasts/toast-store';
import { useWofStyle } from '../api';
import { fromInputDate, lineSizes, parseAmount, toInputDate } from '../line-cells';
import { dateProblemText, packCodeWarning } from '../order-messages';

export type LineContext = {
  customer: OrderCustomer | null;
  region: string | null;
  origin: string | null;
  today: number;
  editable: boolean;
};

type Props = {
  line: OrderLine;
  sizes: readonly string[];
  context: LineContext;
  onChange: (line: OrderLine, change: Partial<OrderLineFields>) => void;
  onRemove: (line: OrderLine) => void;
};

const small = { size: 'small' as const, variant: 'standard' as const };

/** One wholesale line: a quantity per size, price, discount, pack code, store, division, dates and terms. */
export const OrderLineRow = ({ line, sizes, context, onChange, onRemove }: Props) => {
  const { t } = useTranslation();
  const format = useFormatting();
  const { customer, editable } = context;
  const unitPrice = customer ? wholesaleUnitPrice(line.unitPrice, line.prices, customer) : line.unitPrice;
  const money = currencyFormatOf(customer?.currency);
  const problems = lineDateProblems(line.startDate, line.endDate, context.today);
  const style = useWofStyle(
    customer && context.region && context.origin && editable
      ? {
          region: context.region as 'usa',
          origin: context.origin as 'domestic',
          currency: customer.currency,
          customer: customer.id,
          style: line.style,
        }
      : null,
  );
  const color = style.data?.colors.find((entry) => entry.color === line.color);

  // A line made elsewhere (an assortment) takes its colour's sizes, prices and the customer's
  // defaults once the customer is known; what the line already holds stays.
  useEffect(() => {
    if (!style.data || !color || !customer || Object.keys(line.prices).length > 0) return;
    const defaults = wholesaleLineFor(style.data, color, {
      customer,
      region: context.region ?? '',
      store: line.store,
      today: context.today,
    });
    onChange(line, {
      prices: color.prices,
      sizes: Object.fromEntries(lineSizes(line.sizes, color.sizes).map((size) => [size, line.sizes[size] ?? 0])),
      reduced: defaults.reduced,
      startDate: line.startDate ?? defaults.startDate ?? null,
      endDate: line.endDate ?? defaults.endDate ?? null,
      daysOut: line.daysOut ?? defaults.daysOut ?? null,
      term: line.term ?? defaults.term ?? null,
    });
  }, [style.data, color, customer, context.region, context.today, line, onChange]);

  const commitPackCode = (typed: string) => {
    const check = checkPackCode(typed, WHOLESALE_PACKS, line.sizes);
    for (const warning of check.warnings) toasts.show({ type: 'warning', message: packCodeWarning(t, warning) });
    if ((line.packCode ?? '') !== check.code) onChange(line, { packCode: check.code || null });
  };
  const text = (field: 'store' | 'divisionId', value: string) => {
    const next = value.trim() || null;
    if (next !== line[field]) onChange(line, { [field]: next });
  };
  const number = (
    field: 'unitPrice' | 'discount' | 'daysOut',
    typed: string,
    options?: { integer?: boolean; max?: number },
  ) => {
    const next = parseAmount(typed, options);
    if (next !== line[field]) onChange(line, { [field]: next });
  };

  return (
    <TableRow hover>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${line.style}/${line.color}`}</Typography>
        <Typography variant="caption" color="text.secondary">
          {line.name}
        </Typography>
      </TableCell>
      {sizes.map((size) => (
        <TableCell key={size} align="right">
          {size in line.sizes ? (
            <TextField
              {...small}
              key={`${size}-${line.sizes[size]}`}
              defaultValue={line.sizes[size] || ''}
              disabled={!editable}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  'aria-label': `${line.style}/${line.color} ${size}`,
                  style: { width: 40, textAlign: 'right' },
                },
              }}
              onBlur={(event) => {
                const quantity = parseAmount(event.target.value, { integer: true, max: 100_000 }) ?? 0;
                if (quantity !== line.sizes[size]) onChange(line, { sizes: { ...line.sizes, [size]: quantity } });
              }}
            />
          ) : null}
        </TableCell>
      ))}
      <TableCell align="right">{lineUnits(line)}</TableCell>
      <TableCell align="right">
        <TextField
          {...small}
          key={`price-${line.unitPrice}`}
          defaultValue={line.unitPrice ?? ''}
          placeholder={unitPrice === null ? '' : String(unitPrice)}
          disabled={!editable}
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              'aria-label': t('wholesaleOrders.lines.unitPrice'),
              style: { width: 64, textAlign: 'right' },
            },
          }}
          onBlur={(event) => number('unitPrice', event.target.value, { max: 1_000_000 })}
        />
      </TableCell>
      <TableCell align="right">
        <TextField
          {...small}
          key={`discount-${line.discount}`}
          defaultValue={line.discount ?? ''}
          disabled={!editable}
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              'aria-label': t('wholesaleOrders.lines.discount'),
              style: { width: 40, textAlign: 'right' },
            },
          }}
          onBlur={(event) => number('discount', event.target.value, { max: 100 })}
        />
      </TableCell>
      <TableCell padding="checkbox">
        <Checkbox
          size="small"
          // Room for a finger around the box: 24 px at least (WCAG 2.5.8); a small table's
          // checkbox cell takes the padding away, so the size is a minimum instead.
          sx={{ minWidth: 24, minHeight: 24 }}
          checked={line.reduced}
          disabled={!editable}
          slotProps={{ input: { 'aria-label': t('wholesaleOrders.lines.reduced') } }}
          onChange={(event) => onChange(line, { reduced: event.target.checked })}
        />
      </TableCell>
      <TableCell>
        <TextField
          {...small}
          key={`pack-${line.packCode}`}
          defaultValue={line.packCode ?? ''}
          disabled={!editable}
          slotProps={{
            htmlInput: {
              'aria-label': t('wholesaleOrders.lines.packCode'),
              style: { width: 48, textTransform: 'uppercase' },
            },
          }}
          onBlur={(event) => commitPackCode(event.target.value)}
        />
      </TableCell>
      <TableCell>
        <TextField
          {...small}
          key={`store-${line.store}`}
          defaultValue={line.store ?? ''}
          disabled={!editable}
          slotProps={{ htmlInput: { 'aria-label': t('wholesaleOrders.lines.store'), style: { width: 40 } } }}
          onBlur={(event) => text('store', event.target.value)}
        />
      </TableCell>
      <TableCell>
        <TextField
          {...small}
          key={`division-${line.divisionId}`}
          defaultValue={line.divisionId ?? ''}
          disabled={!editable}
          slotProps={{ htmlInput: { 'aria-label': t('wholesaleOrders.lines.division'), style: { width: 96 } } }}
          onBlur={(event) => text('divisionId', event.target.value)}
        />
      </TableCell>
      {(['startDate', 'endDate'] as const).map((field) => (
        <TableCell key={field}>
          {editable ? (
            <DatePickerField
              {...small}
              ariaLabel={t(`wholesaleOrders.lines.${field}`)}
              value={toInputDate(line[field])}
              onChange={(day) => onChange(line, { [field]: fromInputDate(day) })}
              sx={{ width: 150 }}
            />
          ) : line[field] === null ? null : (
            formatLongDate(line[field], format.locale)
          )}
        </TableCell>
      ))}
      <TableCell align="right">
        <TextField
          {...small}
          key={`days-${line.daysOut}`}
          defaultValue={line.daysOut ?? ''}
          disabled={!editable}
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'aria-label': t('wholesaleOrders.lines.daysOut'), style: { width: 40 } },
          }}
          onBlur={(event) => number('daysOut', event.target.value, { integer: true, max: 365 })}
        />
      </TableCell>
      <TableCell>
        <TextField
          {...small}
          select
          value={line.term ?? ''}
          disabled={!editable}
          slotProps={{ htmlInput: { 'aria-label': t('wholesaleOrders.lines.term') } }}
          onChange={(event) => onChange(line, { term: event.target.value || null })}
        >
          <MenuItem value="">—</MenuItem>
          {(customer?.termsInfo ?? []).map((term) => (
            <MenuItem key={term.code} value={term.code}>{`${term.code} · ${term.description}`}</MenuItem>
          ))}
          {line.term && !customer?.termsInfo.some((term) => term.code === line.term) ? (
            <MenuItem value={line.term}>{line.term}</MenuItem>
          ) : null}
        </TextField>
      </TableCell>
      <TableCell align="right">{format.money(lineAmount(line, unitPrice), money)}</TableCell>
      <TableCell>
        {problems.length > 0 ? (
          <Typography variant="caption" color="warning.main" sx={{ whiteSpace: 'pre-line' }}>
            {problems.map((problem) => dateProblemText(t, problem)).join('\n')}
          </Typography>
        ) : null}
        {editable ? (
          <Tooltip title={t('wholesaleOrders.lines.remove')}>
            <IconButton size="small" aria-label={t('wholesaleOrders.lines.remove')} onClick={() => onRemove(line)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </TableCell>
    </TableRow>
  );
};
