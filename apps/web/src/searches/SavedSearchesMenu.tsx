import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, TextField } from '@mui/material';
import { savedSearchHref } from '@stride/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../shared/api/error-message';
import { queryKeys } from '../shared/api/query-keys';
import { FormDialog } from '../shared/dialogs/FormDialog';
import { toasts } from '../shared/toasts/toast-store';
import { deleteSavedSearch, saveSearch, useSavedSearches } from './api';

/** The person's saved searches (spec part 2 §7.16): save the one on screen, open or delete one. */
export const SavedSearchesMenu = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const saved = useSavedSearches();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.searches.saved });
  const save = useMutation({
    mutationFn: () => saveSearch({ name, path: location.pathname, query: location.search.replace(/^\?/, '') }),
    onSuccess: () => {
      toasts.show({ type: 'success', message: t('searches.saved.done', { name }) });
      setNaming(false);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => void refresh(),
    onError: (error) => toasts.show({ type: 'error', message: errorMessage(t, error) }),
  });

  return (
    <>
      <Button startIcon={<BookmarksIcon />} onClick={(event) => setAnchor(event.currentTarget)}>
        {t('searches.saved.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setName('');
            save.reset();
            setNaming(true);
          }}
        >
          <ListItemIcon>
            <BookmarkAddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('searches.saved.save')}</ListItemText>
        </MenuItem>
        <Divider />
        {saved.data?.length === 0 && <MenuItem disabled>{t('searches.saved.none')}</MenuItem>}
        {saved.data?.map((search) => (
          <MenuItem
            key={search._id}
            onClick={() => {
              setAnchor(null);
              navigate(savedSearchHref(search));
            }}
          >
            <ListItemText>{search.name}</ListItemText>
            <IconButton
              size="small"
              edge="end"
              aria-label={t('searches.saved.delete', { name: search.name })}
              onClick={(event) => {
                event.stopPropagation();
                remove.mutate(search._id);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
      </Menu>
      <FormDialog
        open={naming}
        title={t('searches.saved.title')}
        submitLabel={t('searches.saved.submit')}
        busy={save.isPending}
        error={save.error ? errorMessage(t, save.error) : null}
        canSubmit={name.trim() !== ''}
        onSubmit={() => save.mutate()}
        onClose={() => setNaming(false)}
      >
        <TextField
          label={t('searches.saved.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoFocus
          required
        />
      </FormDialog>
    </>
  );
};
