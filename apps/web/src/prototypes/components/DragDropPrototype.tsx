import { Alert, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { type AssortmentProduct, type AssortmentWithProducts, groupSortGroups } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupSortState, Groups } from '../../assortments';
import {
  type AssortmentRef,
  StyleList,
  useAssortment,
  useAssortmentList,
  useGroupTitle,
  useSortActions,
  useSortDrag,
} from '../../assortments';
import { createStore, useStoreValue } from '../../shared/state/create-store';

/**
 * Group sort's drag and drop with the real style cards, moves and drop lines, on a copy of an
 * assortment held here: a rehearsal, nothing is saved.
 */
const RehearsalBoard = ({ loaded }: { loaded: AssortmentWithProducts }) => {
  const { t } = useTranslation();
  const groupTitle = useGroupTitle();
  const [store] = useState(() => {
    const { products, ...assortment } = loaded;
    return createStore<GroupSortState>({
      assortment,
      groups: groupSortGroups(products, assortment.displayGroups, assortment.customContent),
      rows: new Map(products.map((product): [string, AssortmentProduct] => [product.id, product])),
      orderStatus: 'idle',
      contentStatus: 'idle',
    });
  });
  const [controls] = useState(() => ({
    store,
    apply: (update: (groups: Groups) => Groups) => {
      const groups = store.get().groups;
      const next = update(groups);
      if (next !== groups) store.set({ groups: next });
      return next !== groups;
    },
  }));
  const { actions } = useSortActions(controls);
  const drag = useSortDrag(
    () => store.get().groups,
    (next) => controls.apply(() => next),
  );
  const groups = useStoreValue(store, (state) => state.groups);
  const rows = useStoreValue(store, (state) => state.rows);
  const titles = groups.map((group) => group.title);
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Alert severity="info">{t('prototypes.dragdrop.rehearsal', { title: loaded.title })}</Alert>
      {groups.map((group) => (
        <Paper
          key={group.title}
          variant="outlined"
          sx={{ p: 1.5 }}
          {...drag.target({ kind: 'group', title: group.title })}
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {groupTitle(group.title)}
          </Typography>
          <StyleList group={group} rows={rows} groupTitles={titles} actions={actions} drag={drag} />
        </Paper>
      ))}
    </Stack>
  );
};

const DemoBoard = ({ assortment }: { assortment: AssortmentRef }) => {
  const { t } = useTranslation();
  const loaded = useAssortment(assortment);
  if (loaded.isError) return <Alert severity="error">{t('prototypes.loadFailed')}</Alert>;
  if (!loaded.data) return <CircularProgress aria-label={t('prototypes.loading')} />;
  return <RehearsalBoard loaded={loaded.data} />;
};

/** The board's demo data: the newest static assortment with lines the user can see. */
export const DragDropPrototype = () => {
  const { t } = useTranslation();
  const list = useAssortmentList('all', 'newest');
  const picked = list.data?.data.find(
    (entry) => entry.type === 'item' && entry.method !== 'dynamic' && entry.productCount > 1,
  );
  if (list.isPending) return <CircularProgress aria-label={t('prototypes.loading')} />;
  if (!picked) return <Alert severity="info">{t('prototypes.dragdrop.none')}</Alert>;
  return <DemoBoard assortment={picked} />;
};
