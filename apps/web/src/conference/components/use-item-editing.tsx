import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Button, Chip, IconButton, Tooltip } from '@mui/material';
import {
  accessRules,
  type ConferenceItem,
  type ConferenceItemKind,
  type ConferenceSite,
  canEditConferenceItem,
  checkAccess,
} from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prompts } from '../../shared/dialogs/prompt-store';
import { useCurrentUser } from '../../shared/session/session-store';
import { toasts } from '../../shared/toasts/toast-store';
import { useConferenceItemMutations } from '../api';
import { ConferenceItemDialog } from './ConferenceItemDialog';

/**
 * Editing a site's items in place, for conference editors (the manageConference rule): an Add
 * button, Edit and Delete buttons on the items of their groups, a chip naming the groups an item
 * is meant for, and the dialog they open.
 */
export const useItemEditing = (site: ConferenceSite, kind: ConferenceItemKind) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = user !== null && checkAccess(user, accessRules.manageConference);
  const [editing, setEditing] = useState<{ item?: ConferenceItem } | null>(null);
  const { remove } = useConferenceItemMutations(site);
  const kindLabel = t(`conference.kinds.${kind}`);

  const addButton = canEdit && (
    <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})} data-testid="conference-add">
      {t('conference.add', { kind: kindLabel })}
    </Button>
  );
  const groupsChip = (item: ConferenceItem) =>
    canEdit &&
    item.groups.length > 0 && (
      <Chip
        size="small"
        variant="outlined"
        color="secondary"
        icon={<GroupsOutlinedIcon />}
        label={t('conference.groups.chip', { groups: item.groups.join(' · ') })}
        data-testid="conference-item-groups"
      />
    );
  const itemActions = (item: ConferenceItem) =>
    canEdit &&
    canEditConferenceItem(user, item.groups) && (
      <>
        <Tooltip title={t('conference.edit')}>
          <IconButton size="small" onClick={() => setEditing({ item })} aria-label={t('conference.edit')}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('conference.delete')}>
          <IconButton
            size="small"
            aria-label={t('conference.delete')}
            onClick={() =>
              prompts.ask({
                title: t('conference.deleteTitle', { kind: kindLabel }),
                description: t('conference.deleteQuestion', { title: item.title }),
                labelYes: t('conference.delete'),
                labelNo: t('actions.cancel'),
                yes: () =>
                  remove.mutate(item._id, {
                    onSuccess: () => toasts.show({ type: 'success', message: t('conference.deleted') }),
                  }),
              })
            }
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    );
  const dialog = editing && (
    <ConferenceItemDialog site={site} kind={kind} item={editing.item} onClose={() => setEditing(null)} />
  );
  return { addButton, itemActions, groupsChip, dialog };
};
