import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  IconButton,
  Link,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  DELETED_LINE_STATUS,
  normalizePromoCode,
  ORDER_QUANTITY_CHOICES,
  type Order,
  type OrderLine,
  type OrderLineFields,
  type OrderStatus,
  orderLineSides,
  orderShippers,
} from '@stride/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { editLine, removeLine } from '../order-edits';
import { inventorySourceAllowed, lineSources, sizeChoices, withCatalogueSizes } from '../order-line-choices';
import type { OrderEditing } from '../use-order-edits';

/** Once a coordinator has the order, its lines show how they ship. */
const shippingStatuses: readonly OrderStatus[] = ['SUBMITTED', 'IN PROGRESS', 'APPROVED', 'COMPLETED', 'ARCHIVED'];

type LineProps = {
  order: Order;
  line: OrderLine;
  change: (change: Partial<OrderLineFields>) => void;
  onPromoCode: (code: string) => void;
  shipping: boolean;
  onRemove: () => void;
};

const Select = ({
  label,
  value,
  disabled,
  children,
  onChange,
}: {
  label: string;
  value: string;
  disabled: boolean;
  children: ReactNode;
  onChange: (value: string) => void;
}) => (
  <TextField
    select
    size="small"
    variant="standard"
    value={value}
    disabled={disabled}
    onChange={(event) => onChange(event.target.value)}
    slotProps={{ htmlInput: { 'aria-label': label } }}
    sx={{ minWidth: 72 }}
  >
    {children}
  </TextField>
);

const LineRow = ({ order, line, change, onPromoCode, shipping, onRemove }: LineProps) => {
  const { t } = useTranslation();
  const deleted = line.status === DELETED_LINE_STATUS;
  const locked = !order.editable || deleted;
  const label = (field: string) => t('orders.lines.fieldOf', { field: t(`orders.lines.${field}`), style: line.style });
  const sizes = sizeChoices(order, line);
  return (
    <TableRow
      data-testid="order-line"
      sx={deleted ? { '& td': { textDecoration: 'line-through', color: 'text.disabled' } } : undefined}
    >
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {line.style}-{line.color}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {line.name}
        </Typography>
      </TableCell>
      <TableCell>
        {sizes.length > 0 ? (
          <Select label={label('size')} value={line.size ?? ''} disabled={locked} onChange={(size) => change({ size })}>
            {sizes.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </Select>
        ) : (
          (line.size ?? '—')
        )}
      </TableCell>
      <TableCell>
        <Select
          label={label('quantity')}
          value={String(line.quantity)}
          disabled={locked}
          onChange={(quantity) => change({ quantity: Number(quantity) })}
        >
          {ORDER_QUANTITY_CHOICES.map((quantity) => (
            <MenuItem key={quantity} value={String(quantity)}>
              {quantity}
            </MenuItem>
          ))}
        </Select>
      </TableCell>
      <TableCell>
        <Select
          label={label('side')}
          value={line.side}
          disabled={locked || line.productType === 'Apparel'}
          onChange={(side) => change({ side: side as OrderLine['side'] })}
        >
          {orderLineSides.map((side) => (
            <MenuItem key={side} value={side}>
              {t(`orders.sides.${side}`)}
            </MenuItem>
          ))}
        </Select>
      </TableCell>
      <TableCell>
        <Select
          label={label('source')}
          value={line.source ?? ''}
          disabled={locked}
          onChange={(source) => change({ source })}
        >
          {lineSources.map((source) => (
            <MenuItem key={source} value={source} disabled={source === 'Inventory' && !inventorySourceAllowed(line)}>
              {t(`orders.sources.${source}`)}
            </MenuItem>
          ))}
        </Select>
      </TableCell>
      {order.type === 'PROMO' && (
        <TableCell>
          <TextField
            size="small"
            variant="standard"
            value={line.promoCode ?? ''}
            disabled={locked}
            onChange={(event) => {
              const code = normalizePromoCode(event.target.value);
              onPromoCode(code);
              change({ promoCode: code || null });
            }}
            slotProps={{ htmlInput: { 'aria-label': label('promoCode'), maxLength: 6 } }}
            sx={{ width: 64 }}
          />
        </TableCell>
      )}
      <TableCell>{t(`orders.lineStatuses.${line.status}`, { defaultValue: line.status })}</TableCell>
      {shipping && (
        <TableCell>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Select
              label={label('shipper')}
              value={line.shipper ?? ''}
              disabled={locked}
              onChange={(shipper) => change({ shipper: shipper || null })}
            >
              {orderShippers
                .filter((shipper) => shipper.coordinatorSelectable || shipper.code === line.shipper)
                .map((shipper) => (
                  <MenuItem key={shipper.code} value={shipper.code}>
                    {shipper.name}
                  </MenuItem>
                ))}
            </Select>
            <TextField
              size="small"
              variant="standard"
              placeholder={t('orders.lines.tracking')}
              value={line.tracking ?? ''}
              disabled={locked}
              onChange={(event) => change({ tracking: event.target.value || null })}
              slotProps={{ htmlInput: { 'aria-label': label('tracking') } }}
              sx={{ width: 150 }}
            />
            {line.trackingUrl && (
              <Link
                href={line.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label('trackingLink')}
              >
                <OpenInNewIcon fontSize="small" />
              </Link>
            )}
          </Stack>
        </TableCell>
      )}
      <TableCell padding="checkbox">
        {!locked && (
          <IconButton size="small" aria-label={t('orders.lines.removeOne', { style: line.style })} onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
};

/**
 * The order's lines (spec part 1 §3, §5 "Sample and promo order lines"): size from the sizes the
 * style-colour comes in (promo: within the window), quantity 1–9, side (apparel is a Pair), source,
 * promo code; coordinators record shipper and tracking. A removed line stays, struck (Deleted).
 */
export const OrderLinesEditor = ({
  order,
  editing,
  catalogue,
  onPromoCode,
  children,
}: {
  order: Order;
  editing: OrderEditing;
  /** The sizes of the order's style-colours with their first inventory date, for lines the server sent none for. */
  catalogue: ReadonlyMap<string, Record<string, number | null>>;
  onPromoCode: (code: string) => void;
  /** What adds lines, shown above them while the order is editable. */
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const shipping = shippingStatuses.includes(order.status);
  const units = order.lines
    .filter((line) => line.status !== DELETED_LINE_STATUS)
    .reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('orders.lines.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="order-units">
          {t('orders.lines.units', { count: units })}
        </Typography>
      </Stack>
      {order.editable && children}
      <TableContainer>
        <Table size="small" aria-label={t('orders.lines.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('orders.lines.product')}</TableCell>
              <TableCell>{t('orders.lines.size')}</TableCell>
              <TableCell>{t('orders.lines.quantity')}</TableCell>
              <TableCell>{t('orders.lines.side')}</TableCell>
              <TableCell>{t('orders.lines.source')}</TableCell>
              {order.type === 'PROMO' && <TableCell>{t('orders.lines.promoCode')}</TableCell>}
              <TableCell>{t('orders.lines.status')}</TableCell>
              {shipping && <TableCell>{t('orders.lines.shipping')}</TableCell>}
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line) => (
              <LineRow
                key={line._id}
                order={order}
                line={withCatalogueSizes(line, catalogue)}
                shipping={shipping}
                onPromoCode={onPromoCode}
                change={(change) => editing.edit((edits) => editLine(edits, line._id, change), 'gridEdit')}
                onRemove={() => editing.edit((edits) => removeLine(edits, line._id), 'gridEdit')}
              />
            ))}
            {order.lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={9} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {t('orders.lines.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
};
