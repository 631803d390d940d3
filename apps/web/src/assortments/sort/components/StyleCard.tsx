import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { GroupSortStyle } from '@stride/domain';
import { type KeyboardEvent, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductThumbnail } from '../../../products';
import { firstRowOf, type RowsById } from '../style-orders';
import { focusKeys, type SortActions } from '../use-sort-actions';
import type { SortDrag } from '../use-sort-drag';
import { dropLineSx } from './drop-line';
import { StyleMenu } from './StyleMenu';

/** Alt+ArrowUp/Down (or Left/Right) on the focused element itself: -1, +1, or null. */
export const altArrow = (event: KeyboardEvent<HTMLElement>, axis: 'vertical' | 'horizontal'): -1 | 1 | null => {
  if (!event.altKey || event.target !== event.currentTarget) return null;
  const [back, forth] = axis === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  return event.key === back ? -1 : event.key === forth ? 1 : null;
};

type Props = {
  group: string;
  style: GroupSortStyle;
  rows: RowsById;
  groupTitles: readonly string[];
  actions: SortActions;
  drag: SortDrag;
};

/** A style of a group: its first colour's picture, style and name, its colours in order (spec part 1 §3). */
export const StyleCard = memo(({ group, style, rows, groupTitles, actions, drag }: Props) => {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const place = { group, style: style.style };
  const name = firstRowOf(style, rows)?.name ?? '';
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const delta = altArrow(event, 'vertical');
    if (delta === null) return;
    event.preventDefault();
    actions.moveStyleBy(place, delta);
  };
  return (
    <Paper
      variant="outlined"
      role="listitem"
      tabIndex={0}
      aria-label={t('groupSort.style.label', { style: style.style, name })}
      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
      data-testid="sort-style"
      data-focus-key={focusKeys.style(place)}
      onKeyDown={onKeyDown}
      {...drag.source({ kind: 'style', ...place })}
      {...drag.target({ kind: 'style', ...place })}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1, cursor: 'grab', ...dropLineSx('vertical') }}
    >
      <DragIndicatorIcon fontSize="small" color="action" />
      <Box sx={{ width: 56, flexShrink: 0 }}>
        <ProductThumbnail styleColorId={style.colors[0]} />
      </Box>
      <Box sx={{ minWidth: 160, flexShrink: 0 }}>
        <Typography variant="subtitle2">{style.style}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap title={name}>
          {name}
        </Typography>
      </Box>
      <Stack
        direction="row"
        role="list"
        aria-label={t('groupSort.style.colors')}
        sx={{ gap: 0.5, flexWrap: 'wrap', flex: 1 }}
      >
        {style.colors.map((colorId) => (
          <ColorChip
            key={colorId}
            colorId={colorId}
            code={rows.get(colorId)?.color ?? colorId}
            place={place}
            actions={actions}
            drag={drag}
          />
        ))}
      </Stack>
      <IconButton
        aria-label={t('groupSort.style.actions', { style: style.style })}
        aria-haspopup="menu"
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <StyleMenu
        anchor={menuAnchor}
        onClose={() => setMenuAnchor(null)}
        place={place}
        groupTitles={groupTitles}
        actions={actions}
      />
    </Paper>
  );
});

type ColorChipProps = {
  colorId: string;
  code: string;
  place: { group: string; style: string };
  actions: SortActions;
  drag: SortDrag;
};

/** A colour of a style: dragged, or moved with Alt+ArrowLeft/Right, within its style. */
const ColorChip = ({ colorId, code, place, actions, drag }: ColorChipProps) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      role="listitem"
      label={code}
      tabIndex={0}
      aria-label={t('groupSort.style.color', { color: code })}
      aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight"
      data-focus-key={focusKeys.color(colorId)}
      onKeyDown={(event) => {
        const delta = altArrow(event, 'horizontal');
        if (delta === null) return;
        event.preventDefault();
        event.stopPropagation();
        actions.moveColorBy(place, colorId, delta);
      }}
      {...drag.source({ kind: 'color', ...place, colorId })}
      {...drag.target({ kind: 'color', ...place, colorId })}
      sx={{ cursor: 'grab', ...dropLineSx('horizontal') }}
    />
  );
};
