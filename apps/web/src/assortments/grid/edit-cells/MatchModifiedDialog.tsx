import { Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  type AssortmentProduct,
  differingFields,
  type MatchField,
  matchChanges,
  type RowChanges,
} from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/dialogs/FormDialog';

type Props = {
  lines: readonly AssortmentProduct[];
  /** The changes for every line but the source. */
  onApply: (ids: string[], changes: RowChanges) => void;
  onClose: () => void;
};

/**
 * 'Source/Working File Merge' (spec part 1 §2 match modified items): one of the chosen lines is
 * the source; the fields in which the others differ from it are listed, and the ticked ones are
 * copied onto the others as one undo step.
 */
const MatchModifiedForm = ({ lines, onApply, onClose }: Props) => {
  const { t } = useTranslation();
  const [sourceId, setSourceId] = useState(lines[0]?.id ?? '');
  const source = lines.find((line) => line.id === sourceId) ?? lines[0];
  const others = lines.filter((line) => line !== source);
  const differing = source ? differingFields(source, others) : [];
  const [unticked, setUnticked] = useState<ReadonlySet<MatchField>>(new Set());
  const ticked = differing.filter((field) => !unticked.has(field));
  const label = (line: AssortmentProduct) => `${line.style} ${line.color}`;
  const shown = (field: MatchField) => {
    const value = source?.[field];
    if (Array.isArray(value)) return value.join(', ') || '—';
    if (field === 'carryover') return t(value === 1 ? 'productSearch.yes' : 'productSearch.no');
    return value === null || value === undefined || value === '' ? '—' : String(value);
  };

  return (
    <FormDialog
      open
      title={t('assortmentEditCells.matchTitle')}
      submitLabel={t('assortmentEditCells.matchApply', { count: others.length })}
      busy={false}
      error={null}
      canSubmit={source !== undefined && ticked.length > 0}
      onSubmit={() =>
        source &&
        onApply(
          others.map((line) => line.id),
          matchChanges(source, ticked),
        )
      }
      onClose={onClose}
    >
      <Stack spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('assortmentEditCells.source')}
          value={source?.id ?? ''}
          onChange={(event) => {
            setSourceId(event.target.value);
            setUnticked(new Set());
          }}
        >
          {lines.map((line) => (
            <MenuItem key={line.id} value={line.id}>
              {label(line)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2">
          {differing.length > 0
            ? t('assortmentEditCells.matchIntro', { count: others.length })
            : t('assortmentEditCells.nothingToMatch')}
        </Typography>
        {differing.map((field) => (
          <FormControlLabel
            key={field}
            control={
              <Checkbox
                size="small"
                checked={!unticked.has(field)}
                onChange={(event) =>
                  setUnticked((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.delete(field);
                    else next.add(field);
                    return next;
                  })
                }
              />
            }
            label={`${t(`assortmentGrid.columns.${field}`)}: ${shown(field)}`}
          />
        ))}
      </Stack>
    </FormDialog>
  );
};

export const MatchModifiedDialog = (props: Omit<Props, 'lines'> & { lines: readonly AssortmentProduct[] | null }) =>
  props.lines ? <MatchModifiedForm {...props} lines={props.lines} /> : null;
