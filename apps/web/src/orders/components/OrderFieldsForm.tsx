import { Autocomplete, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  fromDateNumber,
  fullName,
  type Order,
  type OrderFields,
  productTypes,
  sizePreferences,
  toDateNumber,
} from '@stride/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from '../../shared/forms/DatePickerField';
import { useUserSuggestions } from '../../users';
import type { OrderEditing } from '../use-order-edits';

type FieldProps = { order: Order; editing: OrderEditing; disabled: boolean };

const setField = (editing: OrderEditing, fields: Partial<OrderFields>) =>
  editing.edit((edits) => ({ ...edits, fields: { ...edits.fields, ...fields } }), 'form');

const pad = (value: number) => String(value).padStart(2, '0');
const dateInput = (value: number | null) => {
  if (value === null) return '';
  const { year, month, day } = fromDateNumber(value);
  return `${year}-${pad(month + 1)}-${pad(day)}`;
};
const dateNumberOf = (input: string) => {
  const [year, month, day] = input.split('-').map(Number);
  return year && month && day ? toDateNumber({ year, month: month - 1, day }) : null;
};

/** A text field of the order, saved as it is typed (the form's debounce). */
const TextInput = ({
  name,
  label,
  order,
  editing,
  disabled,
  multiline,
}: FieldProps & {
  name: 'purpose' | 'reason' | 'shippingMethod' | 'phone' | 'instructions';
  label: string;
  multiline?: boolean;
}) => (
  <TextField
    size="small"
    label={label}
    value={order[name] ?? ''}
    disabled={disabled}
    multiline={multiline}
    minRows={multiline ? 2 : undefined}
    fullWidth
    onChange={(event) => setField(editing, { [name]: event.target.value || null })}
  />
);

const Choice = ({
  label,
  value,
  choices,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  disabled: boolean;
  onChange: (value: string) => void;
  testId?: string;
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    disabled={disabled}
    fullWidth
    onChange={(event) => onChange(event.target.value)}
    slotProps={{ htmlInput: { 'data-testid': testId } }}
  >
    {choices.map((choice) => (
      <MenuItem key={choice.value} value={choice.value}>
        {choice.label}
      </MenuItem>
    ))}
  </TextField>
);

/** The promo order's approver: anyone may be named; with none, any approver may review it (spec part 1 §6). */
const ApproverField = ({ order, editing, disabled }: FieldProps) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const { users, loading } = useUserSuggestions(typed);
  const current = order.approverCode
    ? { userCode: order.approverCode, label: order.approverName ?? order.approverCode }
    : null;
  return (
    <Autocomplete
      size="small"
      fullWidth
      disabled={disabled}
      loading={loading}
      value={current}
      options={users.map((user) => ({ userCode: user.userCode, label: `${fullName(user)} (${user.email})` }))}
      isOptionEqualToValue={(option, value) => option.userCode === value.userCode}
      filterOptions={(options) => options}
      onInputChange={(_, value, reason) => reason === 'input' && setTyped(value)}
      onChange={(_, value) => setField(editing, { approverCode: value?.userCode ?? null })}
      renderInput={(params) => (
        <TextField {...params} label={t('orders.fields.approver')} helperText={t('orders.fields.approverHelp')} />
      )}
    />
  );
};

const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
    {children}
  </Stack>
);

/**
 * The order's own fields (spec part 1 §3 Orders): what every sample and promo order asks, then
 * the type's own (sample: size preference; promo: reason, availability window, approver).
 * The product type is chosen before the first line.
 */
export const OrderFieldsForm = ({ order, editing }: { order: Order; editing: OrderEditing }) => {
  const { t } = useTranslation();
  const disabled = !order.editable;
  const props = { order, editing, disabled };
  const liveLines = order.lines.some((line) => line.status !== 'Deleted');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        {t('orders.page.details')}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <Row>
          {order.type === 'PROMO' ? (
            <TextInput {...props} name="reason" label={t('orders.fields.reason')} />
          ) : (
            <TextInput {...props} name="purpose" label={t('orders.fields.purpose')} />
          )}
          <Choice
            label={t('orders.fields.productType')}
            value={order.productType}
            disabled={disabled || liveLines}
            choices={productTypes.map((value) => ({ value, label: t(`orders.productTypes.${value}`) }))}
            onChange={(value) => setField(editing, { productType: value as Order['productType'] })}
          />
        </Row>
        <Row>
          <DatePickerField
            size="small"
            fullWidth
            disabled={disabled}
            label={t('orders.fields.requestedDeliveryDate')}
            value={dateInput(order.requestedDeliveryDate)}
            onChange={(day) => setField(editing, { requestedDeliveryDate: dateNumberOf(day) })}
          />
          {order.type === 'SAMPLE' && (
            <Choice
              label={t('orders.fields.sizePreference')}
              value={order.sizePreference ?? ''}
              disabled={disabled}
              testId="size-preference"
              choices={sizePreferences.map((value) => ({ value, label: t(`orders.sizePreferences.${value}`) }))}
              onChange={(value) => setField(editing, { sizePreference: value as Order['sizePreference'] })}
            />
          )}
          {order.type === 'PROMO' && (
            <TextField
              type="number"
              size="small"
              fullWidth
              disabled={disabled}
              label={t('orders.fields.availDateWindow')}
              value={order.availDateWindow ?? ''}
              onChange={(event) =>
                setField(editing, {
                  availDateWindow:
                    event.target.value === '' ? null : Math.max(0, Math.min(365, Number(event.target.value))),
                })
              }
              slotProps={{ htmlInput: { min: 0, max: 365 } }}
            />
          )}
        </Row>
        <Row>
          {order.type === 'PROMO' && <ApproverField {...props} />}
          <TextInput {...props} name="shippingMethod" label={t('orders.fields.shippingMethod')} />
          <TextInput {...props} name="phone" label={t('orders.fields.phone')} />
        </Row>
        <TextInput {...props} name="instructions" label={t('orders.fields.instructions')} multiline />
      </Stack>
    </Paper>
  );
};
