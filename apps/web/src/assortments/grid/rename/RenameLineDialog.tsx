import { Alert, Stack, TextField, Typography } from '@mui/material';
import { DEBOUNCE_MS, type ProductType, toStyleColorId } from '@stride/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateProducts } from '../../../products/api';
import { errorMessage } from '../../../shared/api/error-message';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';

export type RenameTarget = { rowId: string; style: string; color: string };

type Props = {
  target: RenameTarget;
  productType: ProductType;
  /** The lines of the assortment: a line cannot become one it already has. */
  hasLine: (id: string) => boolean;
  onRename: (newStyle: string, newColor: string) => Promise<unknown>;
  onClose: () => void;
};

const STYLE_MAX = 20;
const COLOR_MAX = 10;
const cleaned = (value: string) => value.trim().toUpperCase();

/**
 * Renumbers a line to another catalogue style-colour, keeping its values and place (spec part 2
 * §7.3 rename products). The new pair is looked up as it is typed (after the rename debounce of
 * 250 ms); the grid changes only once the server has taken it.
 */
const RenameLineForm = ({ target, productType, hasLine, onRename, onClose }: Props) => {
  const { t } = useTranslation();
  const [style, setStyle] = useState(target.style);
  const [color, setColor] = useState(target.color);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pair = { style: cleaned(style), color: cleaned(color) };
  const looked = useDebouncedValue(pair, DEBOUNCE_MS.rename);
  const unchanged = pair.style === target.style && pair.color === target.color;
  const complete = pair.style.length > 0 && pair.color.length > 0;
  const newId = toStyleColorId(pair.style, pair.color);
  const already = !unchanged && complete && hasLine(newId);
  const lookup = useQuery({
    queryKey: ['products', 'validate', productType, looked.style, looked.color],
    queryFn: ({ signal }) => validateProducts(productType, [looked], signal),
    enabled: looked.style.length > 0 && looked.color.length > 0 && !already && !unchanged,
    staleTime: 60_000,
  });
  const lookedNow = looked.style === pair.style && looked.color === pair.color;
  const status = lookedNow ? lookup.data?.[0]?.status : undefined;

  const problem = (() => {
    if (refusal) return refusal;
    if (already) return t('assortmentGrid.rename.already');
    if (status === 'Style/Color Not Found') return t('assortmentGrid.validate.statuses.notFound');
    if (status === 'Product Type is not correct') return t('assortmentGrid.validate.statuses.wrongType');
    if (lookup.isError) return errorMessage(t, lookup.error);
    return null;
  })();

  const submit = async () => {
    setSaving(true);
    setRefusal(null);
    try {
      await onRename(pair.style, pair.color);
      onClose();
    } catch (error) {
      setRefusal(t('assortmentGrid.rename.failed', { message: errorMessage(t, error) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open
      title={t('assortmentGrid.rename.title')}
      submitLabel={t('assortmentGrid.rename.submit')}
      busy={saving}
      error={problem}
      canSubmit={!unchanged && complete && status === 'found' && !already}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <Typography variant="body2">
          {t('assortmentGrid.rename.current', { style: target.style, color: target.color })}
        </Typography>
        <Stack direction="row" spacing={1.5}>
          <TextField
            autoFocus
            size="small"
            label={t('assortmentGrid.rename.style')}
            value={style}
            onChange={(event) => {
              setRefusal(null);
              setStyle(event.target.value.toUpperCase());
            }}
            slotProps={{ htmlInput: { maxLength: STYLE_MAX } }}
          />
          <TextField
            size="small"
            label={t('assortmentGrid.rename.color')}
            value={color}
            onChange={(event) => {
              setRefusal(null);
              setColor(event.target.value.toUpperCase());
            }}
            slotProps={{ htmlInput: { maxLength: COLOR_MAX } }}
          />
        </Stack>
        {status === 'found' && !already && !refusal && (
          <Alert severity="success">{t('assortmentGrid.rename.found', { style: pair.style, color: pair.color })}</Alert>
        )}
      </Stack>
    </FormDialog>
  );
};

/** The rename dialog of one line; mounted while open, so each opening starts from that line. */
export const RenameLineDialog = (props: Omit<Props, 'target'> & { target: RenameTarget | null }) =>
  props.target ? <RenameLineForm {...props} target={props.target} /> : null;
