import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/LockOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Chip, Collapse, IconButton, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { GroupSortGroup } from '@stride/domain';
import { type KeyboardEvent, memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowsById, StyleOrder } from '../style-orders';
import { focusKeys, type SortActions } from '../use-sort-actions';
import type { SortDrag } from '../use-sort-drag';
import { dropLineSx } from './drop-line';
import { GroupContentTab } from './GroupContentTab';
import { GroupMenu } from './GroupMenu';
import { altArrow } from './StyleCard';
import { StyleList } from './StyleList';
import { useGroupTitle } from './use-group-title';

type Props = {
  assortmentId: string;
  group: GroupSortGroup;
  rows: RowsById;
  /** The assortment's autosort orders. */
  orders: readonly StyleOrder[];
  groupTitles: readonly string[];
  actions: SortActions;
  drag: SortDrag;
  onRename: (title: string) => void;
  onDelete: (title: string) => void;
};

/**
 * A group of the page (spec part 1 §3 "Group sort group"): a collapsible section with its title
 * and count of styles, its styles, and a Content tab. The locked Uncategorized group has no
 * drag handle, no rename or delete, no Content tab, and is always open.
 */
export const GroupSection = memo(
  ({ assortmentId, group, rows, orders, groupTitles, actions, drag, onRename, onDelete }: Props) => {
    const { t } = useTranslation();
    const groupTitle = useGroupTitle();
    const headingId = useId();
    const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
    const [tab, setTab] = useState<'styles' | 'content'>('styles');
    const title = groupTitle(group.title);
    const open = group.alwaysOpen || group.openState;
    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      const delta = group.locked ? null : altArrow(event, 'vertical');
      if (delta === null) return;
      event.preventDefault();
      actions.moveGroupBy(group.title, delta);
    };
    return (
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={headingId}
        data-testid="sort-group"
        data-locked={group.locked || undefined}
        {...drag.target({ kind: 'group', title: group.title })}
        sx={{ ...dropLineSx('vertical') }}
      >
        <Stack
          direction="row"
          {...(group.locked ? {} : drag.source({ kind: 'group', title: group.title }))}
          sx={{ alignItems: 'center', gap: 1, px: 1, py: 0.5, cursor: group.locked ? 'default' : 'grab' }}
        >
          {group.locked ? (
            <LockIcon fontSize="small" color="action" titleAccess={t('groupSort.group.locked')} />
          ) : (
            <DragIndicatorIcon fontSize="small" color="action" />
          )}
          {!group.alwaysOpen && (
            <IconButton
              size="small"
              aria-expanded={open}
              aria-label={t(open ? 'groupSort.group.collapse' : 'groupSort.group.expand', { title })}
              onClick={() => actions.toggle(group.title, !open)}
            >
              <ExpandMoreIcon sx={{ transform: open ? 'none' : 'rotate(-90deg)', transition: 'transform 150ms' }} />
            </IconButton>
          )}
          <Typography
            id={headingId}
            component="h2"
            variant="subtitle1"
            // The title is where the keyboard moves a group (Alt+ArrowUp/Down); Uncategorized stays put.
            tabIndex={group.locked ? undefined : 0}
            aria-keyshortcuts={group.locked ? undefined : 'Alt+ArrowUp Alt+ArrowDown'}
            data-focus-key={focusKeys.group(group.title)}
            onKeyDown={onKeyDown}
            sx={{ fontWeight: 600, borderRadius: 0.5, px: 0.5 }}
            noWrap
          >
            {title}
          </Typography>
          <Chip size="small" label={t('groupSort.group.styleCount', { count: group.styles.length })} />
          <Box sx={{ flex: 1 }} />
          <IconButton
            aria-label={t('groupSort.group.actions', { title })}
            aria-haspopup="menu"
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
          <GroupMenu
            anchor={menuAnchor}
            onClose={() => setMenuAnchor(null)}
            group={group}
            orders={orders}
            actions={actions}
            onRename={onRename}
            onDelete={onDelete}
          />
        </Stack>
        <Collapse in={open} unmountOnExit>
          <Box sx={{ px: 1, pb: 1 }}>
            {group.contentTab && (
              <Tabs value={tab} onChange={(_event, value) => setTab(value)} sx={{ mb: 1, minHeight: 36 }}>
                <Tab value="styles" label={t('groupSort.tabs.styles')} sx={{ minHeight: 36 }} />
                <Tab value="content" label={t('groupSort.tabs.content')} sx={{ minHeight: 36 }} />
              </Tabs>
            )}
            {tab === 'content' && group.contentTab ? (
              <GroupContentTab assortmentId={assortmentId} group={group} actions={actions} />
            ) : (
              <StyleList group={group} rows={rows} groupTitles={groupTitles} actions={actions} drag={drag} />
            )}
          </Box>
        </Collapse>
      </Paper>
    );
  },
);
