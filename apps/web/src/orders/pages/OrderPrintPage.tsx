import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { DELETED_LINE_STATUS, formatDateTime, formatGridDate, type Order } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isShownOrderError, orderErrorText } from '../order-errors';
import type { OrderScreenType } from '../order-screens';
import { useRouteOrder } from './OrderPage';

/** The ship-to address on one line per part, as a label would read it (none when nothing is typed). */
const shipToLines = (shipTo: Order['shipTo']) => {
  if (!shipTo) return null;
  const cityLine = [shipTo.city, [shipTo.state, shipTo.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [shipTo.attention, shipTo.street, shipTo.street2, cityLine].filter(Boolean).join('\n') || null;
};

const noPrint = { '@media print': { display: 'none' } };

const facts = (order: Order, t: (key: string) => string): [string, string | null][] => [
  [t('orders.fields.status'), t(`orders.statuses.${order.status}`)],
  [t('orders.fields.requester'), order.requesterName],
  [t('orders.fields.coordinator'), order.coordinatorName],
  ...(order.type === 'PROMO'
    ? ([
        [t('orders.fields.reason'), order.reason],
        [t('orders.fields.approver'), order.approverName],
        [t('orders.fields.account'), order.account],
      ] as [string, string | null][])
    : ([
        [t('orders.fields.purpose'), order.purpose],
        [
          t('orders.fields.sizePreference'),
          order.sizePreference && t(`orders.sizePreferences.${order.sizePreference}`),
        ],
      ] as [string, string | null][])),
  [
    t('orders.fields.requestedDeliveryDate'),
    order.requestedDeliveryDate ? formatGridDate(order.requestedDeliveryDate) : null,
  ],
  [t('orders.fields.submittedDate'), order.submittedDate && formatDateTime(new Date(order.submittedDate))],
  [t('orders.shipTo.title'), shipToLines(order.shipTo)],
  [t('orders.fields.shippingMethod'), order.shippingMethod],
  [t('orders.fields.phone'), order.phone],
  [t('orders.fields.instructions'), order.instructions],
];

/** The order as a clean printable page, without the app bar (spec part 1 §2 "Print views exist"). */
export const OrderPrintPage = ({ screen }: { screen: OrderScreenType }) => {
  const { t } = useTranslation();
  const { scope, order } = useRouteOrder(screen);
  if (order.isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (!order.data)
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        {isShownOrderError(order.error) ? orderErrorText(t, order.error) : t('orders.page.cannotLoad')}
      </Alert>
    );
  const data = order.data;
  const lines = data.lines.filter((line) => line.status !== DELETED_LINE_STATUS);
  return (
    <Box sx={{ p: 4, maxWidth: 1000, mx: 'auto', bgcolor: 'background.paper', color: 'text.primary' }}>
      <Stack direction="row" sx={{ gap: 1, mb: 2, ...noPrint }}>
        <Button variant="contained" size="small" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
          {t('orders.page.print')}
        </Button>
        <Button
          size="small"
          component={RouterLink}
          to={`/orders/${scope.routeType}/order/${data.orderNumber}?tab=${scope.tab}`}
        >
          {t('orders.page.backToOrder')}
        </Button>
      </Stack>
      <Typography variant="h5" component="h1">
        {t(`orders.screens.${screen}.order`)} {data.orderNumber} · {data.orderIdentifier}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '200px 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}>
        {facts(data, t).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      <Table size="small" aria-label={t('orders.lines.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.lines.product')}</TableCell>
            <TableCell>{t('orders.lines.size')}</TableCell>
            <TableCell>{t('orders.lines.quantity')}</TableCell>
            <TableCell>{t('orders.lines.side')}</TableCell>
            {data.type === 'PROMO' && <TableCell>{t('orders.lines.promoCode')}</TableCell>}
            <TableCell>{t('orders.lines.tracking')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line._id}>
              <TableCell>
                {line.style}-{line.color} {line.name}
              </TableCell>
              <TableCell>{line.size}</TableCell>
              <TableCell>{line.quantity}</TableCell>
              <TableCell>{t(`orders.sides.${line.side}`)}</TableCell>
              {data.type === 'PROMO' && <TableCell>{line.promoCode}</TableCell>}
              <TableCell>{[line.shipper, line.tracking].filter(Boolean).join(' ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('orders.lines.units', { count: lines.reduce((sum, line) => sum + line.quantity, 0) })}
      </Typography>
      {data.comments.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle1" component="h2">
            {t('orders.comments.title')}
          </Typography>
          {data.comments.map((comment) => (
            <Typography key={comment._id} variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
              {comment.name} ({formatDateTime(new Date(comment.createdDate))}): {comment.text}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
};
