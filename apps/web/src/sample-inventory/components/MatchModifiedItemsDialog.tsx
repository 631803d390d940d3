import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SampleChange, SampleFields, SampleValues } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/dialogs/FormDialog';
import { sampleLabel } from './sample-label';

/** A sheet row with the key of a sample the library holds, and what it would change on it. */
export type ModifiedItem = { rowNumber: number; values: SampleValues; sampleId: string; changes: SampleChange[] };

type Props = {
  items: readonly ModifiedItem[];
  busy: boolean;
  error: string | null;
  /** Updates the ticked samples with their rows' values. */
  onSubmit: (update: { _id: string; patch: SampleFields }[], rowNumbers: number[]) => void;
  onClose: () => void;
};

/**
 * "Match modified items" (part 1 §2): sheet rows that are samples the library already holds, with
 * other values (a recount, a new gender). Ticked ones update their samples instead of being refused
 * as 'Sample Already Exists'; every one is ticked to begin with.
 */
export const MatchModifiedItemsDialog = ({ items, busy, error, onSubmit, onClose }: Props) => {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState(() => new Set(items.map((item) => item.rowNumber)));
  const chosen = items.filter((item) => ticked.has(item.rowNumber));
  const toggle = (rowNumber: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(rowNumber)) next.add(rowNumber);
      return next;
    });
  return (
    <FormDialog
      open
      title={t('sampleInventory.matchModified.title')}
      submitLabel={t('sampleInventory.matchModified.submit', { count: chosen.length })}
      busy={busy}
      error={error}
      canSubmit={chosen.length > 0}
      onSubmit={() =>
        onSubmit(
          // The sheet's texts as they are: the server's schema reads numbers from them.
          chosen.map((item) => ({
            _id: item.sampleId,
            patch: Object.fromEntries(item.changes.map(({ field, to }) => [field, to])) as SampleFields,
          })),
          chosen.map((item) => item.rowNumber),
        )
      }
      onClose={onClose}
    >
      <Typography variant="body2">{t('sampleInventory.matchModified.intro')}</Typography>
      <Table size="small" aria-label={t('sampleInventory.matchModified.title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('imports.row')}</TableCell>
            <TableCell>{t('sampleInventory.matchModified.sample')}</TableCell>
            <TableCell>{t('sampleInventory.matchModified.changes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.rowNumber}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={ticked.has(item.rowNumber)}
                  onChange={() => toggle(item.rowNumber)}
                  slotProps={{
                    input: { 'aria-label': t('sampleInventory.matchModified.tick', { row: item.rowNumber }) },
                  }}
                />
              </TableCell>
              <TableCell>{item.rowNumber}</TableCell>
              <TableCell>
                {sampleLabel({
                  style: String(item.values.style ?? ''),
                  color: String(item.values.color ?? ''),
                  side: String(item.values.side ?? ''),
                  size: String(item.values.size ?? ''),
                })}
              </TableCell>
              <TableCell>
                {item.changes
                  .map(({ field, from, to }) =>
                    t('sampleInventory.matchModified.change', {
                      field: t(`sampleInventory.columns.${field}`),
                      from: from || '—',
                      to,
                    }),
                  )
                  .join('; ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </FormDialog>
  );
};
