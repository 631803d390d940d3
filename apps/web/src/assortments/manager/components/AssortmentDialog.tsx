import { MenuItem, Stack, TextField } from '@mui/material';
import {
  type Assortment,
  assortmentChannels,
  assortmentMethods,
  assortmentRegions,
  assortmentStatuses,
  genders,
  productTypes,
  seasonNames,
} from '@stride/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CustomerAutocomplete } from '../../../customers';
import { errorMessage } from '../../../shared/api/error-message';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { menuOptions } from '../../../shared/forms/menu-options';
import { assortmentPath } from '../../../shared/routing/assortment-paths';
import { toasts } from '../../../shared/toasts/toast-store';
import { useCreateAssortment, usePatchAssortment } from '../api';
import {
  type AssortmentFormField,
  type AssortmentFormValues,
  emptyAssortmentForm,
  formValuesOf,
  parseAssortmentForm,
  patchOf,
} from './assortment-form';
import { isMaxAssortmentsError } from './max-assortments-error';

export type AssortmentDialogTarget = { mode: 'create'; parentId: string | null } | { mode: 'edit'; entry: Assortment };

type AssortmentDialogProps = {
  target: AssortmentDialogTarget | null;
  onClose: () => void;
  /** The create answered that the user owns the most assortments allowed. */
  onMaxReached: () => void;
};

/**
 * New and edit assortment: 'Select Assortment Type' (spec part 1 §2). Checked with the domain's
 * create schema; a new one opens once created.
 */
export const AssortmentDialog = ({ target, onClose, onMaxReached }: AssortmentDialogProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAssortment();
  const patch = usePatchAssortment();
  const [values, setValues] = useState<AssortmentFormValues>(emptyAssortmentForm);
  const [invalid, setInvalid] = useState<ReadonlySet<AssortmentFormField>>(new Set());
  useEffect(() => {
    setValues(target?.mode === 'edit' ? formValuesOf(target.entry) : emptyAssortmentForm);
    setInvalid(new Set());
  }, [target]);

  const submit = async () => {
    if (!target) return;
    const parsed = parseAssortmentForm(values, target.mode === 'create' ? target.parentId : target.entry.parentId);
    if (parsed.errors) {
      setInvalid(parsed.errors);
      return;
    }
    if (target.mode === 'edit') {
      patch.mutate(
        { id: target.entry._id, patch: patchOf(parsed.request) },
        {
          onSuccess: onClose,
          onError: (error) =>
            toasts.show({
              type: 'error',
              message: t('assortmentManager.errors.save', { message: errorMessage(t, error) }),
            }),
        },
      );
      return;
    }
    try {
      const created = await create.mutateAsync(parsed.request);
      toasts.show({ type: 'success', message: t('assortmentManager.created') });
      onClose();
      navigate(assortmentPath(created._id));
    } catch (error) {
      if (isMaxAssortmentsError(error)) {
        onClose();
        onMaxReached();
      } else {
        toasts.show({
          type: 'error',
          message: t('assortmentManager.errors.create', { message: errorMessage(t, error) }),
        });
      }
    }
  };

  // The product type of an assortment with products is fixed: its rows were checked against it.
  const locked = (name: AssortmentFormField) =>
    name === 'productType' && target?.mode === 'edit' && target.entry.productCount > 0;
  const field = (name: AssortmentFormField, children?: ReactNode, helper?: string) => (
    <TextField
      select={children !== undefined}
      fullWidth
      size="small"
      disabled={locked(name)}
      label={t(`assortmentManager.form.fields.${name}`)}
      value={values[name]}
      error={invalid.has(name)}
      helperText={invalid.has(name) ? (helper ?? t('assortmentManager.form.invalid')) : undefined}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    >
      {children}
    </TextField>
  );
  const options = (values: readonly string[], labelOf: (value: string) => string, none = false) => [
    ...(none
      ? [
          <MenuItem key="" value="">
            {t('assortmentManager.form.none')}
          </MenuItem>,
        ]
      : []),
    ...menuOptions(values, labelOf),
  ];

  return (
    <FormDialog
      open={target !== null}
      title={t('assortmentManager.form.dialogTitle')}
      submitLabel={t(target?.mode === 'edit' ? 'actions.save' : 'assortmentManager.form.create')}
      busy={create.isPending || patch.isPending}
      error={null}
      onSubmit={submit}
      onClose={onClose}
    >
      {field('title', undefined, t('assortmentManager.form.titleRequired'))}
      {target && (
        <CustomerAutocomplete
          label={t('assortmentManager.form.fields.subTitle')}
          value={values.subTitle}
          error={invalid.has('subTitle')}
          helperText={invalid.has('subTitle') ? t('assortmentManager.form.invalid') : undefined}
          onChange={(subTitle) => setValues((current) => ({ ...current, subTitle }))}
        />
      )}
      <Stack direction="row" spacing={2}>
        {field(
          'productType',
          options(productTypes, (value) => t(`productSearch.productTypes.${value}`)),
        )}
        {field(
          'method',
          options(assortmentMethods, (value) => t(`assortmentManager.methods.${value}`)),
        )}
      </Stack>
      <Stack direction="row" spacing={2}>
        {field(
          'channel',
          options(assortmentChannels, (value) => t(`assortmentManager.channels.${value}`)),
        )}
        {field(
          'region',
          options(assortmentRegions, (value) => t(`assortmentManager.regions.${value}`)),
        )}
      </Stack>
      {field(
        'gender',
        options(genders, (value) => value, true),
      )}
      <Stack direction="row" spacing={2}>
        {field(
          'season',
          options(seasonNames, (value) => t(`assortmentManager.seasons.${value}`), true),
        )}
        {field('year', undefined, t('assortmentManager.form.yearRange'))}
      </Stack>
      {field(
        'status',
        options(assortmentStatuses, (value) => t(`assortmentManager.statuses.${value}`)),
      )}
    </FormDialog>
  );
};
