import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { MouseEvent } from 'react';
import { useGridTranslation } from './grid-language';
import type { GroupHeaderRow } from './group-rows';
import type { GroupControls } from './use-grouped-rows';

/** Indent per nesting level, in theme spacing units. */
const INDENT_PER_LEVEL = 2.5;

export type GroupRowRendererParams = {
  /** Missing when the owner passed group rows without `groups`: the headers then cannot open or close. */
  groups?: GroupControls;
  onContextMenu: (group: GroupHeaderRow, event: MouseEvent) => void;
};

/** A group header across the whole row: chevron, label and how many rows the group holds. */
export const GroupRowRenderer = (props: CustomCellRendererProps<GroupHeaderRow> & GroupRowRendererParams) => {
  const { t } = useGridTranslation();
  const group = props.data;
  if (!group) return null;
  const label = props.groups?.formatLabel?.(group) ?? (group.key || t('grid.group.blank'));
  const toggleLabel = t(group.expanded ? 'grid.group.collapse' : 'grid.group.expand', { group: label });
  return (
    <Box
      onClick={() => props.groups?.onToggle(group)}
      onContextMenu={(event) => props.onContextMenu(group, event)}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', pl: group.level * INDENT_PER_LEVEL }}
      data-testid="grid-group-row"
      // AG Grid's full-width row holds this box directly: as a cell, it is what a row may hold.
      role="gridcell"
    >
      <IconButton
        size="small"
        aria-label={toggleLabel}
        aria-expanded={group.expanded}
        onClick={(event) => {
          event.stopPropagation();
          props.groups?.onToggle(group);
        }}
      >
        {group.expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {label}
      </Typography>
      <Chip size="small" label={group.count} aria-label={t('grid.group.count', { count: group.count })} />
    </Box>
  );
};
