import { TextField } from '@mui/material';
import type { GroupSortGroup } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import type { SortActions } from '../use-sort-actions';

/** Max length of a group's html (customContentSchema). */
const HTML_MAX = 100_000;

/**
 * A group's custom content (spec part 1 §3 "customContent per displayGroup"): its html, saved
 * DEBOUNCE_MS.customContentAndTree after the last keystroke. Its preview image and source file
 * are kept as they are.
 */
export const GroupContentTab = ({ group, actions }: { group: GroupSortGroup; actions: SortActions }) => {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('groupSort.content.label', { title: group.title })}
      helperText={t('groupSort.content.help')}
      value={group.customContent?.html ?? ''}
      onChange={(event) => actions.setHtml(group.title, event.target.value)}
      multiline
      minRows={6}
      fullWidth
      slotProps={{ htmlInput: { maxLength: HTML_MAX, spellCheck: true } }}
      sx={{ fontFamily: 'monospace' }}
    />
  );
};
