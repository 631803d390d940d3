import { Button, Stack, Typography } from '@mui/material';
import type { GroupSortGroup } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowsById } from '../style-orders';
import type { SortActions } from '../use-sort-actions';
import type { SortDrag } from '../use-sort-drag';
import { StyleCard } from './StyleCard';
import { useGroupTitle } from './use-group-title';

/** Cards drawn at first: a line plan's Uncategorized group may hold a thousand styles. */
const FIRST_CARDS = 200;

type Props = {
  group: GroupSortGroup;
  rows: RowsById;
  groupTitles: readonly string[];
  actions: SortActions;
  drag: SortDrag;
};

/** A group's style cards in order; a long list shows its first cards until asked for all. */
export const StyleList = ({ group, rows, groupTitles, actions, drag }: Props) => {
  const { t } = useTranslation();
  const groupTitle = useGroupTitle();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? group.styles : group.styles.slice(0, FIRST_CARDS);
  if (group.styles.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        {t('groupSort.group.empty')}
      </Typography>
    );
  return (
    <Stack role="list" aria-label={t('groupSort.group.styles', { title: groupTitle(group.title) })} sx={{ gap: 0.75 }}>
      {shown.map((style) => (
        <StyleCard
          key={style.style}
          group={group.title}
          style={style}
          rows={rows}
          groupTitles={groupTitles}
          actions={actions}
          drag={drag}
        />
      ))}
      {shown.length < group.styles.length && (
        <Button onClick={() => setShowAll(true)} sx={{ alignSelf: 'center' }}>
          {t('groupSort.group.showAll', { count: group.styles.length })}
        </Button>
      )}
    </Stack>
  );
};
