import type { WofCustomerOption } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWholesaleCustomerOptions } from '../api';
import { TypeAheadField } from './TypeAheadField';

type Props = { disabled?: boolean; onPick: (customer: WofCustomerOption) => void };

/** The customer name look-up of the order form (asked once typing pauses for the form's 900 ms). */
export const CustomerPicker = ({ disabled, onPick }: Props) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const options = useWholesaleCustomerOptions(typed);
  return (
    <TypeAheadField
      label={t('wholesaleOrders.customer.search')}
      disabled={disabled}
      typed={typed}
      onTypedChange={setTyped}
      options={options.data ?? []}
      loading={options.isFetching}
      optionLabel={(option) => `${option.name} (${option.id}, ${option.city})`}
      optionKey={(option) => option.id}
      noOptionsText={typed.trim() ? t('wholesaleOrders.customer.none') : t('wholesaleOrders.customer.typeName')}
      onPick={onPick}
    />
  );
};
