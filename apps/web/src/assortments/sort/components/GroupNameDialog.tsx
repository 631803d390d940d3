import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { type Groups, groupTitleProblem } from '../group-sort-moves';

type Props = {
  groups: Groups;
  /** The group renamed; absent when a group is added. */
  current?: string;
  onSubmit: (title: string) => void;
  onClose: () => void;
};

/** The name of a new group, or a group's new name: trimmed, unique, never Uncategorized. */
export const GroupNameDialog = ({ groups, current, onSubmit, onClose }: Props) => {
  const { t } = useTranslation();
  const [title, setTitle] = useState(current ?? '');
  const [touched, setTouched] = useState(false);
  const problem = groupTitleProblem(groups, title, current, [t('groupSort.uncategorized')]);
  const unchanged = current !== undefined && title.trim() === current;
  return (
    <FormDialog
      open
      title={t(current === undefined ? 'groupSort.nameDialog.addTitle' : 'groupSort.nameDialog.renameTitle')}
      submitLabel={t(current === undefined ? 'groupSort.nameDialog.add' : 'groupSort.nameDialog.rename')}
      busy={false}
      error={null}
      canSubmit={problem === null && !unchanged}
      onSubmit={() => onSubmit(title.trim())}
      onClose={onClose}
    >
      <TextField
        autoFocus
        label={t('groupSort.nameDialog.name')}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setTouched(true);
        }}
        error={touched && problem !== null}
        helperText={touched && problem ? t(`groupSort.nameDialog.problems.${problem}`) : ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
};
