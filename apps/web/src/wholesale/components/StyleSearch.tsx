import type { WofStyleOption } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StyleScope, useStyleOptions } from '../api';
import { TypeAheadField } from './TypeAheadField';

type Props = { scope: StyleScope | null; onPick: (style: WofStyleOption) => void };

/** Style search of the order form (500 ms after typing pauses; only with region and style). */
export const StyleSearch = ({ scope, onPick }: Props) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const options = useStyleOptions(scope, typed);
  return (
    <TypeAheadField
      label={t('wholesaleOrders.styles.add')}
      helperText={scope === null ? t('wholesaleOrders.styles.chooseCustomerFirst') : undefined}
      disabled={scope === null}
      typed={typed}
      onTypedChange={setTyped}
      options={options.data ?? []}
      loading={options.isFetching}
      optionLabel={(option) => `${option.style} · ${option.name}`}
      optionKey={(option) => option.style}
      noOptionsText={typed.trim() ? t('wholesaleOrders.styles.none') : t('wholesaleOrders.styles.typeStyle')}
      onPick={onPick}
    />
  );
};
