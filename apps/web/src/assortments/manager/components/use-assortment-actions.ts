import type { Assortment, AssortmentPatch, AssortmentState } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message';
import { prompts } from '../../../shared/dialogs/prompt-store';
import { assortmentPath } from '../../../shared/routing/assortment-paths';
import { toasts } from '../../../shared/toasts/toast-store';
import { useArchiveAssortments, useDeleteAssortment, usePatchAssortment } from '../api';
import { truncateTitle } from '../folder-tree';
import type { AssortmentRowActions } from './assortment-columns';

export type AssortmentActions = AssortmentRowActions & {
  archiveMany: (ids: string[], archived: boolean) => void;
  move: (entry: Assortment, parentId: string | null) => void;
  confirmDelete: (entry: Assortment) => void;
};

/**
 * What the manager's rows do: toggles flip at once (archive after its prompt), a status change
 * and a delete wait for a yes; every failure says so in a toast and the lists are asked again.
 * Clearing status alerts sends the patch the grid header's batch carries (`alerts: []`).
 */
export const useAssortmentActions = (): AssortmentActions => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const patch = usePatchAssortment();
  const archive = useArchiveAssortments();
  const remove = useDeleteAssortment();

  const failed = (error: unknown) =>
    toasts.show({ type: 'error', message: t('assortmentManager.errors.save', { message: errorMessage(t, error) }) });
  const save = (entry: Assortment, change: AssortmentPatch) =>
    patch.mutate({ id: entry._id, patch: change }, { onError: failed });

  /** Spec part 1 §4: archiving and unarchiving are confirmed by a prompt. */
  const confirmArchive = (archived: boolean, run: () => void) =>
    prompts.ask({
      title: t(archived ? 'assortmentManager.archive.archiveTitle' : 'assortmentManager.archive.unarchiveTitle'),
      description: t(
        archived ? 'assortmentManager.archive.archivePrompt' : 'assortmentManager.archive.unarchivePrompt',
      ),
      labelYes: t(archived ? 'assortmentManager.archive.archive' : 'assortmentManager.archive.unarchive'),
      labelNo: t('actions.cancel'),
      yes: run,
    });

  return {
    open: (entry) => navigate(assortmentPath(entry._id)),
    toggleStar: (entry) => save(entry, { starred: !entry.starred }),
    toggleArchive: (entry) => confirmArchive(!entry.archived, () => save(entry, { archived: !entry.archived })),
    archiveMany: (ids, archived) => {
      if (ids.length > 0) confirmArchive(archived, () => archive.mutate({ ids, archived }, { onError: failed }));
    },
    rename: (entry, title) => save(entry, { title }),
    changeState: (entry, state: AssortmentState) =>
      prompts.ask({
        title: t('assortmentManager.status.confirmTitle'),
        description: t('assortmentManager.status.confirmDescription'),
        labelYes: t('assortmentManager.status.change'),
        labelNo: t('actions.cancel'),
        yes: () => save(entry, { state }),
      }),
    clearAlerts: (entry) => {
      const count = entry.alerts.length;
      patch.mutate(
        { id: entry._id, patch: { alerts: [] } },
        {
          onError: failed,
          onSuccess: () => toasts.show({ type: 'success', message: t('assortmentGrid.alerts.cleared', { count }) }),
        },
      );
    },
    move: (entry, parentId) => save(entry, { parentId }),
    confirmDelete: (entry) =>
      prompts.ask({
        title: t(
          entry.type === 'folder' ? 'assortmentManager.delete.folderTitle' : 'assortmentManager.delete.itemTitle',
        ),
        description: t(
          entry.type === 'folder' ? 'assortmentManager.delete.folderPrompt' : 'assortmentManager.delete.itemPrompt',
          { title: truncateTitle(entry.title) },
        ),
        labelYes: t('assortmentManager.delete.confirm'),
        labelNo: t('actions.cancel'),
        yes: () => remove.mutate(entry._id, { onError: failed }),
      }),
  };
};
