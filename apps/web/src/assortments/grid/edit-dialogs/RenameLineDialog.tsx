import { Alert, Stack, TextField, Typography } from '@mui/material';
import { DEBOUNCE_MS, type ProductType, renameProductSchema, toStyleColorId } from '@stride/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateProducts } from '../../../products';
import { ApiRequestError } from '../../../shared/api/api-client';
import { errorMessage } from '../../../shared/api/error-message';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';

export type RenameTarget = { rowId: string; style: string; color: string };

type Props = {
  target: RenameTarget;
  productType: ProductType;
  /** The lines of the assortment: a line cannot become one it already has. */
  hasLine: (id: string) => boolean;
  /** Answers whether the rename was sent and taken; a refusal is thrown. */
  onRename: (newStyle: string, newColor: string) => Promise<boolean>;
  onClose: () => void;
};

const STYLE_MAX = renameProductSchema.shape.newStyle.maxLength ?? undefined;
const COLOR_MAX = renameProductSchema.shape.newColor.maxLength ?? undefined;
/** Style and colour apart in one text, so the debounce compares by value. */
const SEPARATOR = '\u0000';

/** Why the server refused: its two rename refusals (the spec's texts) in the user's language. */
const refusalText = (t: TFunction, error: unknown) => {
  const message = error instanceof ApiRequestError ? error.body?.message : undefined;
  if (message === 'Style/Color Not Found') return t('assortmentGrid.validate.statuses.notFound');
  if (message === 'This Style/Color is Already in Your Assortment') return t('assortmentEditDialogs.rename.already');
  return errorMessage(t, error);
};

/**
 * Renumbers a line to another catalogue style-colour, keeping its values and place (spec part 2
 * §7.3 rename products). The input is read by the request's own schema (trimmed, upper case,
 * lengths); the new pair is looked up in the catalogue once typing pauses for the rename debounce
 * (250 ms), and a pair the assortment already has is refused. The grid changes only once the
 * server has taken the rename, so a refusal leaves the line as it was and says why.
 */
const RenameLineForm = ({ target, productType, hasLine, onRename, onClose }: Props) => {
  const { t } = useTranslation();
  const [style, setStyle] = useState(target.style);
  const [color, setColor] = useState(target.color);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const parsed = renameProductSchema.safeParse({ id: target.rowId, newStyle: style, newColor: color });
  const pair = parsed.success ? { style: parsed.data.newStyle, color: parsed.data.newColor } : null;
  const typed = pair ? `${pair.style}${SEPARATOR}${pair.color}` : '';
  const looked = useDebouncedValue(typed, DEBOUNCE_MS.rename);
  const unchanged = pair?.style === target.style && pair.color === target.color;
  const already = pair !== null && !unchanged && hasLine(toStyleColorId(pair.style, pair.color));
  const [lookedStyle = '', lookedColor = ''] = looked.split(SEPARATOR);
  const lookup = useQuery({
    queryKey: ['products', 'validate', productType, lookedStyle, lookedColor],
    queryFn: ({ signal }) => validateProducts(productType, [{ style: lookedStyle, color: lookedColor }], signal),
    enabled: looked !== '' && looked === typed && !already && !unchanged,
    staleTime: 60_000,
  });
  // Only the answer for what is typed now counts.
  const status = looked === typed ? lookup.data?.[0]?.status : undefined;

  const problem = (() => {
    if (refusal) return refusal;
    if (already) return t('assortmentEditDialogs.rename.already');
    if (status === 'Style/Color Not Found') return t('assortmentGrid.validate.statuses.notFound');
    if (status === 'Product Type is not correct') return t('assortmentGrid.validate.statuses.wrongType');
    if (lookup.isError && looked === typed) return errorMessage(t, lookup.error);
    return null;
  })();

  const submit = async () => {
    if (!pair) return;
    setSaving(true);
    setRefusal(null);
    try {
      if (await onRename(pair.style, pair.color)) onClose();
    } catch (error) {
      setRefusal(t('assortmentEditDialogs.rename.failed', { message: refusalText(t, error) }));
    } finally {
      setSaving(false);
    }
  };
  const edit = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    setRefusal(null);
    set(event.target.value.toUpperCase());
  };

  return (
    <FormDialog
      open
      title={t('assortmentEditDialogs.rename.title')}
      submitLabel={t('assortmentEditDialogs.rename.submit')}
      busy={saving}
      error={problem}
      canSubmit={pair !== null && !unchanged && !already && status === 'found' && !refusal}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <Typography variant="body2">
          {t('assortmentEditDialogs.rename.current', { style: target.style, color: target.color })}
        </Typography>
        <Stack direction="row" spacing={1.5}>
          <TextField
            autoFocus
            size="small"
            label={t('assortmentEditDialogs.rename.style')}
            value={style}
            onChange={edit(setStyle)}
            slotProps={{ htmlInput: { maxLength: STYLE_MAX } }}
          />
          <TextField
            size="small"
            label={t('assortmentEditDialogs.rename.color')}
            value={color}
            onChange={edit(setColor)}
            slotProps={{ htmlInput: { maxLength: COLOR_MAX } }}
          />
        </Stack>
        {pair && status === 'found' && !already && !refusal && (
          <Alert severity="success">
            {t('assortmentEditDialogs.rename.found', { style: pair.style, color: pair.color })}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
};

/** The rename dialog of one line; mounted while open, so each opening starts from that line. */
export const RenameLineDialog = (props: Omit<Props, 'target'> & { target: RenameTarget | null }) =>
  props.target ? <RenameLineForm {...props} target={props.target} /> : null;
