import { Autocomplete, Tab, Tabs, TextField } from '@mui/material';
import { type Assortment, fullName, type UserSummary } from '@stride/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { toasts } from '../../../shared/toasts/toast-store';
import { useUserSuggestions } from '../../../users';
import { type CloneAnswer, useCloneAssortments } from '../api';
import { isMaxAssortmentsError } from './max-assortments-error';

type CopyMode = 'self' | 'user';

/** A duplicate that did not fully succeed: the loading ends and the failures are logged (spec part 2 §8.5). */
const fullySucceeded = (answer: CloneAnswer) => answer.status === 'success' && answer.failures.length === 0;

type CopyDialogProps = {
  entries: Assortment[] | null;
  onClose: () => void;
  /** The copy answered that its owner has the most assortments allowed. */
  onMaxReached: () => void;
};

/**
 * The copy dialog (spec part 1 §2): 'Duplicate for yourself' (one assortment may be given a new
 * title) or 'Copy for another user', chosen by name; POST /api/assortments/cloneMany. At the
 * per-user limit it closes for the max-assortment dialog, as a create does.
 */
export const CopyDialog = ({ entries, onClose, onMaxReached }: CopyDialogProps) => {
  const { t } = useTranslation();
  const clone = useCloneAssortments();
  const [mode, setMode] = useState<CopyMode>('self');
  const [title, setTitle] = useState('');
  const [typed, setTyped] = useState('');
  const [user, setUser] = useState<UserSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const suggestions = useUserSuggestions(mode === 'user' ? typed : '');
  const single = entries?.length === 1 ? entries[0] : undefined;

  useEffect(() => {
    setMode('self');
    setTitle(single ? t('assortmentManager.copy.copyTitle', { title: single.title }) : '');
    setTyped('');
    setUser(null);
    setError(null);
  }, [single, t]);

  const submit = async () => {
    if (!entries?.length) return;
    setError(null);
    const ids = entries.map((entry) => entry._id);
    const request =
      mode === 'user'
        ? { ids, ...(user ? { userId: user._id } : {}) }
        : { ids, ...(single && title.trim() ? { title: title.trim() } : {}) };
    try {
      const answer = await clone.mutateAsync(request);
      if (fullySucceeded(answer)) {
        toasts.show({ type: 'success', message: t('assortmentManager.copy.duplicated') });
        onClose();
      } else {
        console.error('Assortments not duplicated', answer.failures);
      }
    } catch (caught) {
      if (isMaxAssortmentsError(caught)) {
        onClose();
        onMaxReached();
        return;
      }
      console.error('Assortments not duplicated', caught);
      setError(errorMessage(t, caught));
    }
  };

  return (
    <FormDialog
      open={entries !== null}
      title={t('assortmentManager.copy.title', { count: entries?.length ?? 0 })}
      submitLabel={t(mode === 'self' ? 'assortmentManager.copy.duplicate' : 'assortmentManager.copy.copy')}
      busy={clone.isPending}
      error={error}
      canSubmit={mode === 'self' ? !single || title.trim().length > 0 : user !== null}
      onSubmit={submit}
      onClose={onClose}
    >
      <Tabs value={mode} onChange={(_event, next: CopyMode) => setMode(next)} variant="fullWidth">
        <Tab value="self" label={t('assortmentManager.copy.forYourself')} />
        <Tab value="user" label={t('assortmentManager.copy.forAnotherUser')} />
      </Tabs>
      {mode === 'self' && single && (
        <TextField
          autoFocus
          required
          label={t('assortmentManager.copy.newTitle')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}
      {mode === 'user' && (
        <Autocomplete
          options={suggestions.users}
          value={user}
          onChange={(_event, chosen) => setUser(chosen)}
          inputValue={typed}
          onInputChange={(_event, value) => setTyped(value)}
          filterOptions={(options) => options}
          getOptionLabel={(option) => `${fullName(option)} (${option.email})`}
          isOptionEqualToValue={(option, value) => option._id === value._id}
          loading={suggestions.loading}
          noOptionsText={t('assortmentManager.copy.noUsers')}
          renderInput={(params) => <TextField {...params} autoFocus label={t('assortmentManager.copy.user')} />}
        />
      )}
    </FormDialog>
  );
};
