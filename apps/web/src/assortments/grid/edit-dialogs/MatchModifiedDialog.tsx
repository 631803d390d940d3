import { Box, Checkbox, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
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
import type { RulesContext } from '../row-edits';
import { previewLineChanges } from './line-change-preview';

type Props = {
  /** The chosen lines, in the grid's order. */
  lines: readonly AssortmentProduct[];
  rows: readonly AssortmentProduct[];
  context: RulesContext;
  /** The changes for every line but the source. */
  onApply: (ids: string[], changes: RowChanges) => void;
  onClose: () => void;
};

/**
 * 'Source/Working File Merge' (spec part 1 §2 match modified items): the chosen lines are listed
 * and one is picked as the source; the fields in which the others differ from it are listed, and
 * the ticked ones are copied onto the others as one undo step.
 */
const MatchModifiedForm = ({ lines, rows, context, onApply, onClose }: Props) => {
  const { t } = useTranslation();
  const [sourceId, setSourceId] = useState(lines[0]?.id ?? '');
  const [unticked, setUnticked] = useState<ReadonlySet<MatchField>>(new Set());
  const source = lines.find((line) => line.id === sourceId) ?? lines[0];
  const others = lines.filter((line) => line !== source);
  const differing = source ? differingFields(source, others) : [];
  const ticked = differing.filter((field) => !unticked.has(field));
  const changes = source ? matchChanges(source, ticked) : {};
  const otherIds = others.map((line) => line.id);
  // Worked out on each render: the dialog renders on a click, and the rules are quick.
  const preview = previewLineChanges(rows, otherIds, changes, context);
  const shown = (field: MatchField) => {
    const value = source?.[field];
    if (Array.isArray(value)) return value.join(', ') || '—';
    if (field === 'carryover') return t(value === 1 ? 'productSearch.yes' : 'productSearch.no');
    return value === null || value === undefined || value === '' ? '—' : String(value);
  };
  const tick = (field: MatchField, on: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (on) next.delete(field);
      else next.add(field);
      return next;
    });

  return (
    <FormDialog
      open
      title={t('assortmentEditDialogs.match.title')}
      submitLabel={t('assortmentEditDialogs.match.apply')}
      busy={false}
      error={preview.problems.map((message) => t(`assortmentGrid.problems.${message}`)).join(' ') || null}
      canSubmit={ticked.length > 0 && preview.problems.length === 0}
      onSubmit={() => onApply(otherIds, changes)}
      onClose={onClose}
    >
      <Stack spacing={1.5}>
        <Box>
          <FormLabel id="match-source-label">{t('assortmentEditDialogs.match.source')}</FormLabel>
          <RadioGroup
            aria-labelledby="match-source-label"
            value={source?.id ?? ''}
            onChange={(event) => {
              setSourceId(event.target.value);
              setUnticked(new Set());
            }}
            sx={{ maxHeight: 200, overflowY: 'auto', flexWrap: 'nowrap' }}
          >
            {lines.map((line) => (
              <FormControlLabel
                key={line.id}
                value={line.id}
                control={<Radio size="small" />}
                label={`${line.style} ${line.color} · ${line.name}`}
              />
            ))}
          </RadioGroup>
        </Box>
        <Typography variant="body2">
          {differing.length > 0 ? t('assortmentEditDialogs.match.intro') : t('assortmentEditDialogs.match.nothing')}
        </Typography>
        {differing.map((field) => (
          <FormControlLabel
            key={field}
            control={
              <Checkbox
                size="small"
                checked={!unticked.has(field)}
                onChange={(event) => tick(field, event.target.checked)}
              />
            }
            label={`${t(`assortmentGrid.columns.${field}`)}: ${shown(field)}`}
          />
        ))}
        <Typography variant="body2" role="status">
          {t('assortmentEditDialogs.linesWillChange', { count: preview.lineCount })}
        </Typography>
      </Stack>
    </FormDialog>
  );
};

/** The match dialog of the chosen lines; mounted while open, so each opening starts from the first line. */
export const MatchModifiedDialog = (props: Omit<Props, 'lines'> & { lines: readonly AssortmentProduct[] | null }) =>
  props.lines ? <MatchModifiedForm {...props} lines={props.lines} /> : null;
