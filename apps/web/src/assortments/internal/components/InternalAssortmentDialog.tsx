import { MenuItem, Stack, TextField } from '@mui/material';
import {
  assortmentMethods,
  createInternalAssortmentRequestSchema,
  genders,
  productTypes,
  type SeasonChannel,
  seasonNames,
  seasonRegions,
} from '@stride/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { menuOptions } from '../../../shared/forms/menu-options';
import { assortmentPagePath } from '../../../shared/routing/assortment-paths';
import { toasts } from '../../../shared/toasts/toast-store';
import { useCreateInternalAssortment } from '../api';

const fields = ['title', 'gender', 'season', 'year', 'region', 'productType', 'method'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const initialValues = (defaults: {
  season?: string;
  year?: number;
  region?: string;
  productType?: string;
}): Values => ({
  title: '',
  gender: '',
  season: defaults.season ?? '',
  year: defaults.year ? String(defaults.year) : '',
  region: defaults.region ?? '',
  productType: defaults.productType ?? 'Footwear',
  method: 'static',
});

/**
 * 'Select Assortment Attributes' (spec part 1 §2): a new internal assortment of the page's channel,
 * checked with the domain's schema; the server's uniqueness refusal shows in the dialog.
 */
export const InternalAssortmentDialog = ({
  open,
  channel,
  defaults,
  onClose,
}: {
  open: boolean;
  channel: SeasonChannel;
  defaults: { season?: string; year?: number; region?: string; productType?: string };
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateInternalAssortment();
  const [values, setValues] = useState<Values>(() => initialValues(defaults));
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dialog starts from the page's filters of that moment
  useEffect(() => {
    if (!open) return;
    setValues(initialValues(defaults));
    setInvalid(new Set());
    setError(null);
  }, [open]);

  const submit = async () => {
    const parsed = createInternalAssortmentRequestSchema.safeParse({
      ...values,
      channel,
      gender: values.gender || null,
      year: values.year ? Number(values.year) : undefined,
      season: values.season || undefined,
      region: values.region || undefined,
    });
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => String(issue.path[0]))));
      return;
    }
    try {
      const created = await create.mutateAsync(parsed.data);
      toasts.show({ type: 'success', message: t('assortmentManager.created') });
      onClose();
      navigate(assortmentPagePath(created, 'manage'));
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  };

  const field = (name: Field, children?: ReactNode) => (
    <TextField
      select={children !== undefined}
      fullWidth
      size="small"
      required={name !== 'gender'}
      label={t(`internalAssortments.fields.${name}`)}
      value={values[name]}
      error={invalid.has(name)}
      helperText={invalid.has(name) ? t('internalAssortments.invalid') : undefined}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    >
      {children}
    </TextField>
  );

  return (
    <FormDialog
      open={open}
      title={t('internalAssortments.dialogTitle')}
      submitLabel={t('assortmentManager.form.create')}
      busy={create.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      {field('title')}
      <Stack direction="row" spacing={2}>
        {field(
          'season',
          menuOptions(seasonNames, (value) => t(`assortmentManager.seasons.${value}`)),
        )}
        {field('year')}
      </Stack>
      <Stack direction="row" spacing={2}>
        {field(
          'region',
          menuOptions(seasonRegions, (value) => t(`assortmentManager.regions.${value}`)),
        )}
        {field('gender', [
          <MenuItem key="" value="">
            {t('assortmentManager.form.none')}
          </MenuItem>,
          ...menuOptions(genders, (value) => value),
        ])}
      </Stack>
      <Stack direction="row" spacing={2}>
        {field(
          'productType',
          menuOptions(productTypes, (value) => t(`productSearch.productTypes.${value}`)),
        )}
        {field(
          'method',
          menuOptions(assortmentMethods, (value) => t(`assortmentManager.methods.${value}`)),
        )}
      </Stack>
    </FormDialog>
  );
};
