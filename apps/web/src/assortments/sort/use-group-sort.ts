import {
  type Assortment,
  type AssortmentProduct,
  type AssortmentWithProducts,
  type CustomContent,
  DEBOUNCE_MS,
  groupSortGroups,
} from '@stride/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createStore, type Store } from '../../shared/state/create-store';
import { toasts } from '../../shared/toasts/toast-store';
import { isUserLock, reloadAssortment } from '../grid/api';
import { saveCustomContent, saveGroupSort, updateCachedAssortment } from './api';
import type { Groups } from './group-sort-moves';
import { customContentOf, groupSortRequest } from './group-sort-request';
import { createSaveQueue, type SaveStatus } from './save-queue';
import type { RowsById } from './style-orders';

export type GroupSortState = {
  assortment: Assortment;
  groups: Groups;
  rows: RowsById;
  orderStatus: SaveStatus;
  contentStatus: SaveStatus;
};

/**
 * What a change of the groups saves: their order (the group sort batch), the order after a new
 * group (sent after the category add delay, spec part 1 §9), and/or the custom content.
 */
export type SaveKind = 'order' | 'newGroup' | 'content';

const initialState = ({ products, ...assortment }: AssortmentWithProducts): GroupSortState => ({
  assortment,
  groups: groupSortGroups(products, assortment.displayGroups, assortment.customContent),
  rows: new Map(products.map((product): [string, AssortmentProduct] => [product.id, product])),
  orderStatus: 'idle',
  contentStatus: 'idle',
});

/** Content of display groups the page has no group for: saved back as it was. */
const unshownContent = (state: GroupSortState): CustomContent[] =>
  state.assortment.customContent.filter(
    (content) => !state.groups.some((group) => group.title === content.displayGroup),
  );

/** One status for the page: saving while anything is on its way, then failed or saved. */
export const combinedStatus = (a: SaveStatus, b: SaveStatus): SaveStatus => {
  for (const status of ['saving', 'failed', 'saved'] as const) if (a === status || b === status) return status;
  return 'idle';
};

/**
 * The group sort page's state and saves (spec part 1 §2, §4; part 2 §7.3, §8.3). Every change
 * shows at once; the order goes after DEBOUNCE_MS.groupSort of quiet as ONE PATCH of the whole
 * order made on the version the last answer gave, one in flight at a time (a new group waits
 * DEBOUNCE_MS.categoryAdd, so it and the styles moved into it next go as one); the custom content
 * goes after DEBOUNCE_MS.customContentAndTree as the whole list. A dynamic assortment has no
 * sort order: nothing is sent for it. A refused batch (409 userLock) offers a reload.
 */
export const useGroupSort = (loaded: AssortmentWithProducts) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [first] = useState(loaded);
  const [store] = useState<Store<GroupSortState>>(() => createStore(initialState(first)));
  const latest = useRef({ t, queryClient });
  latest.current = { t, queryClient };

  const controls = useMemo(() => {
    const id = first._id;
    const ref = { _id: id, orgType: first.orgType };
    let version = first.version;
    let unshown = unshownContent(store.get());
    /** The custom content as last saved: a rename or delete of a group without content sends nothing. */
    let savedContent = JSON.stringify(customContentOf(store.get().groups, unshown));

    const order = createSaveQueue({
      delayMs: DEBOUNCE_MS.groupSort,
      send: async () => {
        const { groups } = store.get();
        const answer = await saveGroupSort(ref, {
          baseVersion: version,
          ...groupSortRequest(groups),
        });
        version = Math.max(version, answer.version);
        updateCachedAssortment(latest.current.queryClient, id, {
          header: answer.assortment,
          products: answer.products,
        });
      },
      onStatus: (orderStatus) => store.set({ orderStatus }),
      onFailure: (error) => (isUserLock(error) ? showUserLock() : console.warn('Group sort not saved', error)),
    });
    const content = createSaveQueue({
      delayMs: DEBOUNCE_MS.customContentAndTree,
      send: async () => {
        const list = customContentOf(store.get().groups, unshown);
        if (JSON.stringify(list) === savedContent) return;
        const saved = await saveCustomContent(ref, list);
        savedContent = JSON.stringify(list);
        updateCachedAssortment(latest.current.queryClient, id, { header: { customContent: saved.customContent } });
      },
      onStatus: (contentStatus) => store.set({ contentStatus }),
      onFailure: (error) => console.warn('Custom content not saved', error),
    });
    const schedules: Record<SaveKind, () => void> = {
      order: () => order.schedule(),
      newGroup: () => order.schedule(DEBOUNCE_MS.categoryAdd),
      content: () => content.schedule(),
    };

    const reload = async () => {
      order.cancel();
      content.cancel();
      const fresh = await reloadAssortment(latest.current.queryClient, ref);
      version = fresh.version;
      store.set(initialState(fresh));
      unshown = unshownContent(store.get());
      savedContent = JSON.stringify(customContentOf(store.get().groups, unshown));
    };

    const showUserLock = () => {
      const toastId = toasts.show({
        type: 'error',
        kind: 'userLock',
        message: latest.current.t('groupSort.userLock'),
        action: {
          label: latest.current.t('actions.reload'),
          run: () => {
            toasts.close(toastId);
            void reload();
          },
        },
      });
    };

    return {
      store,
      reload,
      /** The version the next batch is made on. */
      version: () => version,
      isBusy: () => order.isBusy() || content.isBusy(),
      /** Sends what waits now (leaving the page). */
      flush: () => Promise.all([order.flush(), content.flush()]),
      /** Applies a change of the groups; answers false when it changed nothing. */
      apply: (update: (groups: Groups) => Groups, saves: readonly SaveKind[]): boolean => {
        const { groups, assortment } = store.get();
        const next = update(groups);
        if (next === groups) return false;
        store.set({ groups: next });
        if (assortment.method !== 'dynamic') for (const kind of saves) schedules[kind]();
        return true;
      },
    };
  }, [first, store]);

  // Moves made just before leaving are still sent; closing the tab with unsaved moves asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (controls.isBusy()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void controls.flush();
    };
  }, [controls]);

  return controls;
};

export type GroupSortControls = ReturnType<typeof useGroupSort>;
