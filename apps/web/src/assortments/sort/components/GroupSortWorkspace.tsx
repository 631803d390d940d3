import AddIcon from '@mui/icons-material/Add';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Button, Stack, Typography } from '@mui/material';
import type { AssortmentWithProducts } from '@stride/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prompts } from '../../../shared/dialogs/prompt-store';
import { useStoreValue } from '../../../shared/state/create-store';
import { styleOrdersOf } from '../style-orders';
import { combinedStatus, useGroupSort } from '../use-group-sort';
import { useSortActions } from '../use-sort-actions';
import { useSortDrag } from '../use-sort-drag';
import { AutosortAllButton } from './AutosortAllButton';
import { GroupNameDialog } from './GroupNameDialog';
import { GroupSection } from './GroupSection';
import { SortHeader } from './SortHeader';

type NameDialog = { mode: 'add' } | { mode: 'rename'; title: string } | null;

/**
 * The group sort page of a static assortment (spec part 1 §2, §3): its groups in order, each
 * with its styles, moved by drag and drop or the keyboard, saved as they change.
 */
export const GroupSortWorkspace = ({ loaded }: { loaded: AssortmentWithProducts }) => {
  const { t } = useTranslation();
  const controls = useGroupSort(loaded);
  const { store } = controls;
  const groups = useStoreValue(store, (state) => state.groups);
  const rows = useStoreValue(store, (state) => state.rows);
  const assortment = useStoreValue(store, (state) => state.assortment);
  const status = useStoreValue(store, (state) => combinedStatus(state.orderStatus, state.contentStatus));
  const { actions, focusAfterMove } = useSortActions(controls);
  const drag = useSortDrag(
    () => store.get().groups,
    (next) => controls.apply(() => next, ['order']),
  );
  const { productType, orgType } = assortment;
  const styleOrders = useMemo(() => styleOrdersOf({ productType, orgType }), [productType, orgType]);
  const [nameDialog, setNameDialog] = useState<NameDialog>(null);
  const board = useRef<HTMLDivElement>(null);

  const titlesKey = groups.map((group) => group.title).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the titles change only when titlesKey does
  const groupTitles = useMemo(() => groups.map((group) => group.title), [titlesKey]);

  // A keyboard move re-draws the moved element (maybe in another group): focus it again.
  useEffect(() => {
    const keys = focusAfterMove.current;
    if (keys.length === 0 || !groups) return;
    focusAfterMove.current = [];
    const elements = [...(board.current?.querySelectorAll<HTMLElement>('[data-focus-key]') ?? [])];
    for (const key of keys) {
      const element = elements.find((candidate) => candidate.dataset.focusKey === key);
      if (element) return element.focus();
    }
  }, [groups, focusAfterMove]);

  const onRename = useCallback((title: string) => setNameDialog({ mode: 'rename', title }), []);
  const onDelete = useCallback(
    (title: string) =>
      prompts.ask({
        title: t('groupSort.deletePrompt.title'),
        description: t('groupSort.deletePrompt.description', { title }),
        labelYes: t('groupSort.deletePrompt.yes'),
        labelNo: t('actions.cancel'),
        yes: () => actions.remove(title),
      }),
    [t, actions],
  );

  return (
    <Stack sx={{ gap: 2 }}>
      <SortHeader assortment={assortment} status={status} />
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNameDialog({ mode: 'add' })}>
          {t('groupSort.addGroup')}
        </Button>
        <Button startIcon={<UnfoldMoreIcon />} onClick={() => actions.toggle(null, true)}>
          {t('groupSort.expandAll')}
        </Button>
        <Button startIcon={<UnfoldLessIcon />} onClick={() => actions.toggle(null, false)}>
          {t('groupSort.collapseAll')}
        </Button>
        <AutosortAllButton groups={groups} orders={styleOrders} actions={actions} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {t('groupSort.keyboardHint')}
        </Typography>
      </Stack>
      <Stack ref={board} sx={{ gap: 1.5 }}>
        {groups.map((group) => (
          <GroupSection
            key={group.title}
            assortmentId={loaded._id}
            group={group}
            rows={rows}
            orders={styleOrders}
            groupTitles={groupTitles}
            actions={actions}
            drag={drag}
            onRename={onRename}
            onDelete={onDelete}
          />
        ))}
      </Stack>
      {nameDialog && (
        <GroupNameDialog
          groups={groups}
          current={nameDialog.mode === 'rename' ? nameDialog.title : undefined}
          onClose={() => setNameDialog(null)}
          onSubmit={(title) => {
            if (nameDialog.mode === 'rename') actions.rename(nameDialog.title, title);
            else actions.add(title);
            setNameDialog(null);
          }}
        />
      )}
    </Stack>
  );
};
