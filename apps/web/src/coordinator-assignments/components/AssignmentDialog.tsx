import { Autocomplete, Checkbox, FormControlLabel, FormGroup, FormLabel, TextField } from '@mui/material';
import {
  assignableOrderTypes,
  assignmentRegions,
  type CoordinatorAssignment,
  type CoordinatorAssignmentData,
  fullName,
  productTypes,
} from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message';
import { FormDialog } from '../../shared/dialogs/FormDialog';
import { useUserSuggestions } from '../../users';
import { useCoordinatorAssignmentWrites } from '../api';

type Props = {
  /** The assignment to change, or null to add one. */
  assignment: CoordinatorAssignment | null;
  onClose: () => void;
};

const emptyData: CoordinatorAssignmentData = {
  coordinatorCode: '',
  coordinatorName: '',
  orderTypes: ['SAMPLE'],
  requesterCodes: [],
  regions: [],
  productTypes: [],
  notes: '',
};

/** Checkboxes for a list field: none ticked means "all" (see the hint). */
const CheckboxList = <T extends string>({
  label,
  hint,
  options,
  value,
  optionLabel,
  onChange,
}: {
  label: string;
  hint?: string;
  options: readonly T[];
  value: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T[]) => void;
}) => (
  <FormGroup aria-label={label}>
    <FormLabel component="legend">{label}</FormLabel>
    <FormGroup row>
      {options.map((option) => (
        <FormControlLabel
          key={option}
          label={optionLabel(option)}
          control={
            <Checkbox
              checked={value.includes(option)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, option] : value.filter((entry) => entry !== option))
              }
            />
          }
        />
      ))}
    </FormGroup>
    {hint && <FormLabel sx={{ fontSize: 12 }}>{hint}</FormLabel>}
  </FormGroup>
);

/** Adds or changes an assignment: the coordinator, the order types, and whom or what they cover. */
export const AssignmentDialog = ({ assignment, onClose }: Props) => {
  const { t } = useTranslation();
  const [data, setData] = useState<CoordinatorAssignmentData>(assignment?.data ?? emptyData);
  const [coordinatorText, setCoordinatorText] = useState('');
  const [requesterText, setRequesterText] = useState('');
  const coordinators = useUserSuggestions(coordinatorText);
  const requesters = useUserSuggestions(requesterText);
  const { save } = useCoordinatorAssignmentWrites();
  const change = (patch: Partial<CoordinatorAssignmentData>) => setData((current) => ({ ...current, ...patch }));
  const coordinatorLabel = data.coordinatorCode ? `${data.coordinatorName} (${data.coordinatorCode})` : '';

  return (
    <FormDialog
      open
      title={assignment ? t('orderNotifications.assignments.edit') : t('orderNotifications.assignments.add')}
      submitLabel={t('actions.save')}
      busy={save.isPending}
      error={save.error ? errorMessage(t, save.error) : null}
      canSubmit={data.coordinatorCode !== '' && data.orderTypes.length > 0}
      onSubmit={() => save.mutate({ id: assignment?._id ?? null, data }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <Autocomplete
        options={coordinators.users}
        value={null}
        inputValue={coordinatorText || coordinatorLabel}
        onInputChange={(_event, text, reason) => reason === 'input' && setCoordinatorText(text)}
        onChange={(_event, chosen) => {
          if (!chosen) return;
          change({ coordinatorCode: chosen.userCode, coordinatorName: fullName(chosen) });
          setCoordinatorText('');
        }}
        filterOptions={(options) => options}
        getOptionLabel={(option) => `${fullName(option)} (${option.userCode})`}
        loading={coordinators.loading}
        noOptionsText={t('orderNotifications.assignments.noPeople')}
        renderInput={(params) => (
          <TextField {...params} required label={t('orderNotifications.assignments.coordinator')} />
        )}
      />
      <CheckboxList
        label={t('orderNotifications.assignments.orderTypes')}
        options={assignableOrderTypes}
        value={data.orderTypes}
        optionLabel={(type) => t(`orderNotifications.assignments.orderType.${type}`)}
        onChange={(orderTypes) => change({ orderTypes })}
      />
      <Autocomplete
        multiple
        options={requesters.users.map((user) => user.userCode)}
        value={data.requesterCodes}
        onChange={(_event, requesterCodes) => change({ requesterCodes })}
        inputValue={requesterText}
        onInputChange={(_event, text) => setRequesterText(text)}
        filterOptions={(options) => options}
        getOptionLabel={(code) => {
          const user = requesters.users.find((candidate) => candidate.userCode === code);
          return user ? `${fullName(user)} (${code})` : code;
        }}
        loading={requesters.loading}
        noOptionsText={t('orderNotifications.assignments.noPeople')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('orderNotifications.assignments.requesters')}
            helperText={t('orderNotifications.assignments.allWhenEmpty')}
          />
        )}
      />
      <CheckboxList
        label={t('orderNotifications.assignments.regions')}
        hint={t('orderNotifications.assignments.allWhenEmpty')}
        options={assignmentRegions}
        value={data.regions}
        optionLabel={(region) => region}
        onChange={(regions) => change({ regions })}
      />
      <CheckboxList
        label={t('orderNotifications.assignments.productTypes')}
        hint={t('orderNotifications.assignments.allWhenEmpty')}
        options={productTypes}
        value={data.productTypes}
        optionLabel={(productType) => productType}
        onChange={(chosen) => change({ productTypes: chosen })}
      />
      <TextField
        label={t('orderNotifications.assignments.notes')}
        value={data.notes}
        onChange={(event) => change({ notes: event.target.value })}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
};
