import { Alert, Autocomplete, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  type AddressConfirmation,
  type Customer,
  DEBOUNCE_MS,
  type Order,
  type OrderShipTo,
  orderShipToSchema,
  ZIP_PATTERN,
} from '@stride/domain';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { confirmAddress, lookUpCityState, type OrderCallScope, useOrderAccounts } from '../api';
import type { OrderEditing } from '../use-order-edits';

const emptyShipTo: OrderShipTo = orderShipToSchema.parse({});
const addressParts = ['street', 'street2', 'city', 'state', 'zip'] as const;
const accountLabel = (account: Customer) => `${account.name} (${account.accountNumber})`;

/** What the address check said, in the reader's language (the server's own words are English). */
const CheckResult = ({
  result,
  onUse,
}: {
  result: AddressConfirmation;
  onUse: (candidate: Partial<OrderShipTo>) => void;
}) => {
  const { t } = useTranslation();
  if (result.valid) {
    return (
      <Alert severity="success">
        {result.carrier ? t('orders.shipTo.confirmed', { carrier: result.carrier }) : t('orders.shipTo.formatOk')}
      </Alert>
    );
  }
  const candidate = result.candidate;
  return (
    <Alert
      severity="warning"
      action={
        candidate ? (
          <Button color="inherit" size="small" onClick={() => onUse(candidate)}>
            {t('orders.shipTo.useSuggestion')}
          </Button>
        ) : undefined
      }
    >
      {t('orders.shipTo.problems', {
        fields: [...new Set(result.problems.map((problem) => t(`orders.shipTo.${problem.field}`)))].join(', '),
      })}
      {candidate && (
        <div>
          {t('orders.shipTo.suggestion', {
            address: addressParts.flatMap((part) => (candidate[part] ? [candidate[part]] : [])).join(', '),
          })}
        </div>
      )}
    </Alert>
  );
};

/**
 * Where a sample or promo order ships (part 2 §7.14): the promo order's account found by number or
 * name among the caller's accounts (its name and city fill the address), a ZIP code that fills its
 * city and state, and a check of the whole address with the carrier.
 */
export const ShipToPanel = ({
  order,
  editing,
  scope,
}: {
  order: Order;
  editing: OrderEditing;
  scope: OrderCallScope;
}) => {
  const { t } = useTranslation();
  const disabled = !order.editable;
  const shipTo = order.shipTo ?? emptyShipTo;
  // Answers that come later (the ZIP look-up) change the address as it is then, not as it was asked.
  const latest = useRef(shipTo);
  latest.current = shipTo;
  const [typedAccount, setTypedAccount] = useState('');
  const accounts = useOrderAccounts(scope, useDebouncedValue(typedAccount, DEBOUNCE_MS.api));
  const [zipUnknown, setZipUnknown] = useState(false);
  const check = useMutation({ mutationFn: confirmAddress });

  const save = (fields: Partial<Order>) => {
    check.reset();
    editing.edit((edits) => ({ ...edits, fields: { ...edits.fields, ...fields } }), 'form');
  };
  const set = (patch: Partial<OrderShipTo>) => save({ shipTo: { ...latest.current, ...patch } });

  const changeZip = async (zip: string) => {
    set({ zip });
    setZipUnknown(false);
    if (!ZIP_PATTERN.test(zip.trim())) return;
    try {
      const found = await lookUpCityState(zip.trim().slice(0, 5));
      if (latest.current.zip === zip) set({ city: found.city, state: found.state });
    } catch {
      setZipUnknown(true);
    }
  };

  const whole = Boolean(shipTo.street && shipTo.city && shipTo.state && ZIP_PATTERN.test(shipTo.zip));
  const part = (name: (typeof addressParts)[number] | 'attention', onChange?: (value: string) => void) => (
    <TextField
      size="small"
      fullWidth
      disabled={disabled}
      label={t(`orders.shipTo.${name}`)}
      value={shipTo[name]}
      error={name === 'zip' && zipUnknown}
      helperText={name === 'zip' && zipUnknown ? t('orders.shipTo.zipUnknown') : undefined}
      onChange={(event) => (onChange ? onChange(event.target.value) : set({ [name]: event.target.value }))}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        {t('orders.shipTo.title')}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        {order.type === 'PROMO' && (
          <Autocomplete
            freeSolo
            size="small"
            disabled={disabled}
            options={accounts.data ?? []}
            loading={accounts.isFetching}
            value={order.account ?? ''}
            getOptionLabel={(option) => (typeof option === 'string' ? option : accountLabel(option))}
            filterOptions={(options) => options}
            onInputChange={(_, value, reason) => {
              if (reason !== 'input') return;
              setTypedAccount(value);
              save({ account: value || null });
            }}
            onChange={(_, value) => {
              if (!value || typeof value === 'string') return;
              save({
                account: accountLabel(value),
                shipTo: {
                  ...latest.current,
                  attention: latest.current.attention || value.name,
                  city: latest.current.city || value.city,
                },
              });
            }}
            renderInput={(params) => (
              <TextField {...params} label={t('orders.fields.account')} helperText={t('orders.shipTo.accountHelp')} />
            )}
          />
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
          {part('attention')}
          {part('street')}
          {part('street2')}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
          {part('zip', (zip) => void changeZip(zip))}
          {part('city')}
          {part('state')}
          <Button
            variant="outlined"
            sx={{ flexShrink: 0 }}
            disabled={!whole || check.isPending}
            onClick={() =>
              check.mutate({
                street: shipTo.street,
                street2: shipTo.street2 || undefined,
                city: shipTo.city,
                state: shipTo.state,
                zip: shipTo.zip,
              })
            }
          >
            {t('orders.shipTo.check')}
          </Button>
        </Stack>
        {check.data && <CheckResult result={check.data} onUse={(candidate) => set(candidate)} />}
        {check.error && (
          <Alert severity="error">{t('orders.shipTo.checkFailed', { message: errorMessage(t, check.error) })}</Alert>
        )}
      </Stack>
    </Paper>
  );
};
