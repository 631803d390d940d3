import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type Order, type OrderFields, wholesaleOrigins } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from './CustomerPicker';

type Props = {
  order: Order;
  repNumbers: readonly string[];
  onCustomer: Parameters<typeof CustomerPicker>[0]['onPick'];
  onFields: (fields: Partial<OrderFields>) => void;
};

/** The order's customer and the fields new lines and the order system read: PO, origin, store, rep number. */
export const OrderCustomerFields = ({ order, repNumbers, onCustomer, onFields }: Props) => {
  const { t } = useTranslation();
  const { customer, editable } = order;
  const small = { size: 'small' as const, disabled: !editable };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
        {customer ? (
          <Stack data-testid="order-customer">
            <Typography variant="subtitle1">{`${customer.name} (${customer.id})`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('wholesaleOrders.customer.summary', {
                country: customer.address.country,
                currency: customer.currency,
                region: order.region ?? '',
              })}
            </Typography>
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('wholesaleOrders.customer.noneChosen')}</Typography>
        )}
        {editable ? <CustomerPicker onPick={onCustomer} /> : null}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          {...small}
          // Wide enough for its label with spaced-out text (WCAG 1.4.12).
          sx={{ minWidth: 260 }}
          label={t('wholesaleOrders.fields.po')}
          key={`po-${order.po}`}
          defaultValue={order.po ?? ''}
          onBlur={(event) =>
            event.target.value.trim() !== (order.po ?? '') && onFields({ po: event.target.value.trim() || null })
          }
        />
        <TextField
          {...small}
          select
          sx={{ minWidth: 140 }}
          label={t('wholesaleOrders.fields.origin')}
          value={order.origin ?? 'domestic'}
          onChange={(event) => onFields({ origin: event.target.value })}
        >
          {wholesaleOrigins.map((origin) => (
            <MenuItem key={origin} value={origin}>
              {t(`wholesaleOrders.origins.${origin}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...small}
          label={t('wholesaleOrders.fields.store')}
          helperText={t('wholesaleOrders.fields.storeHelp')}
          key={`store-${order.stores[0]}`}
          defaultValue={order.stores[0] ?? ''}
          onBlur={(event) => {
            const store = event.target.value.trim();
            if (store !== (order.stores[0] ?? '')) onFields({ stores: store ? [store] : [] });
          }}
        />
        <TextField
          {...small}
          select
          sx={{ minWidth: 180 }}
          label={t('wholesaleOrders.fields.repNumber')}
          value={order.repNumber ?? ''}
          onChange={(event) => onFields({ repNumber: event.target.value || null })}
        >
          <MenuItem value="">—</MenuItem>
          {[...new Set([...repNumbers, ...(order.repNumber ? [order.repNumber] : [])])].map((rep) => (
            <MenuItem key={rep} value={rep}>
              {rep}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
};
