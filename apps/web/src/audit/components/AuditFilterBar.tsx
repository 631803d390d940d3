import { Autocomplete, Button, MenuItem, Stack, TextField } from '@mui/material';
import { AUDIT_ACTIONS, type AuditAction, fullName } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePickerField } from '../../shared/forms/DatePickerField';
import { useUserSuggestions } from '../../users';
import { type AuditFilterState, noAuditFilters } from '../audit-filters';

type Props = { value: AuditFilterState; onChange: (next: AuditFilterState) => void };

/** The audit log's filters: a person from the people look-up, an action, an object id, a range of days. */
export const AuditFilterBar = ({ value, onChange }: Props) => {
  const { t } = useTranslation();
  const [personText, setPersonText] = useState('');
  const people = useUserSuggestions(personText);
  const [objectId, setObjectId] = useState(value.objectId);
  const change = (patch: Partial<AuditFilterState>) => onChange({ ...value, ...patch });
  const commitObjectId = () => objectId.trim() !== value.objectId && change({ objectId: objectId.trim() });

  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <Autocomplete
        sx={{ width: 280 }}
        size="small"
        options={people.users}
        value={value.person}
        onChange={(_event, person) => change({ person })}
        inputValue={personText || (value.person ? fullName(value.person) : '')}
        onInputChange={(_event, text, reason) => reason === 'input' && setPersonText(text)}
        onClose={() => setPersonText('')}
        filterOptions={(options) => options}
        isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
        getOptionLabel={(option) => `${fullName(option)} (${option.email})`}
        loading={people.loading}
        noOptionsText={t('audit.filters.noPeople')}
        renderInput={(params) => <TextField {...params} label={t('audit.filters.person')} />}
      />
      <TextField
        select
        size="small"
        sx={{ width: 240 }}
        label={t('audit.filters.action')}
        value={value.action}
        onChange={(event) => change({ action: event.target.value as AuditAction | '' })}
      >
        <MenuItem value="">{t('audit.filters.anyAction')}</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {t(`audit.actions.${action}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        sx={{ width: 300 }}
        label={t('audit.filters.objectId')}
        value={objectId}
        onChange={(event) => setObjectId(event.target.value)}
        onBlur={commitObjectId}
        onKeyDown={(event) => event.key === 'Enter' && commitObjectId()}
      />
      <DateRangePickerField
        size="small"
        sx={{ width: 240 }}
        label={t('audit.filters.dates')}
        fromLabel={t('audit.filters.from')}
        toLabel={t('audit.filters.to')}
        value={{ from: value.from, to: value.to }}
        onChange={(range) => change(range)}
      />
      <Button
        onClick={() => {
          setObjectId('');
          onChange(noAuditFilters);
        }}
      >
        {t('audit.filters.clear')}
      </Button>
    </Stack>
  );
};
