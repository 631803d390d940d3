import {
  Alert,
  Box,
  Button,
  Checkbox,
  Divider,
  Drawer,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { fullName, type User, type UserAccessFields, userStatuses } from '@stride/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiTokenTable } from '../../api-tokens';
import { errorMessage } from '../../shared/api/error-message';
import { prompts } from '../../shared/dialogs/prompt-store';
import { toasts } from '../../shared/toasts/toast-store';
import { useUpdateUserAccess } from '../api';
import { PermissionsEditor } from './PermissionsEditor';
import { StatusChip } from './StatusChip';
import { sessionOptionError } from './session-option-error';
import { TerritoriesEditor } from './TerritoriesEditor';

const accessFields = (user: User): UserAccessFields => ({
  permissions: user.permissions,
  userTBEs: user.userTBEs,
  departmentAccess: user.departmentAccess,
  userActiveLocation: user.userActiveLocation,
  hasAdvancedRights: user.hasAdvancedRights,
  wof: user.wof,
  conferenceAccess: user.conferenceAccess,
  isEditor: user.isEditor,
  isSeniorEditor: user.isSeniorEditor,
  status: user.status,
  sessionOptions: user.sessionOptions,
});

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section">
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const secondsOrUndefined = (text: string) => (text.trim() === '' ? undefined : Math.round(Number(text) * 1000));

export const UserEditorDrawer = ({ user, onClose }: { user: User; onClose: () => void }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => accessFields(user));
  const update = useUpdateUserAccess();
  const set = (patch: Partial<UserAccessFields>) => setDraft((current) => ({ ...current, ...patch }));
  const flag = (key: 'isEditor' | 'isSeniorEditor' | 'hasAdvancedRights', label: string) => (
    <FormControlLabel
      control={<Switch checked={draft[key]} onChange={(event) => set({ [key]: event.target.checked })} />}
      label={label}
    />
  );

  /** Leaving with unsaved edits asks first; without edits it simply closes. */
  const leave = () =>
    prompts.ask({
      title: t('prompt.discardTitle'),
      description: t('prompt.discardDescription'),
      labelYes: t('prompt.discard'),
      labelNo: t('prompt.keepEditing'),
      yes: onClose,
      checkChangedFields: { initial: accessFields(user), current: draft },
    });

  const decline = () =>
    prompts.ask({
      title: t('prompt.areYouSure'),
      description: t('users.declineDescription', { name: fullName(user) }),
      labelYes: t('users.decline'),
      labelNo: t('actions.cancel'),
      yes: () => void save({ status: 'deactivated' }),
    });

  const sessionErrors = {
    userTimeoutMs: sessionOptionError(t, 'userTimeoutMs', draft.sessionOptions.userTimeoutMs),
    userWarningMs: sessionOptionError(t, 'userWarningMs', draft.sessionOptions.userWarningMs),
  };

  const save = async (patch: Partial<UserAccessFields> = {}) => {
    // The fields say what is wrong; the server would only refuse the whole form.
    if (sessionErrors.userTimeoutMs || sessionErrors.userWarningMs) return;
    try {
      await update.mutateAsync({ id: user._id, patch: { ...draft, ...patch } });
      toasts.show({ type: 'success', message: t('users.saved') });
      onClose();
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(t, error) });
    }
  };

  return (
    <Drawer anchor="right" open onClose={leave} slotProps={{ paper: { sx: { width: { xs: '100%', md: 860 } } } }}>
      <Stack
        spacing={3}
        sx={{ p: 3 }}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        aria-label={t('users.editTitle')}
      >
        <Stack sx={{ alignItems: 'center' }} direction="row" spacing={2}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h5" component="h2">
              {fullName(user)}
            </Typography>
            <Typography color="text.secondary">
              {user.email} · {user.userCode} · {t(`users.strategy.${user.strategy}`)}
            </Typography>
          </Box>
          <StatusChip status={user.status} />
        </Stack>

        {user.status === 'pending' && (
          <Alert
            severity="info"
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" onClick={decline}>
                  {t('users.decline')}
                </Button>
                <Button variant="contained" onClick={() => save({ status: 'active' })}>
                  {t('users.approve')}
                </Button>
              </Stack>
            }
          >
            {t('users.pendingNotice')}
          </Alert>
        )}

        <Section title={t('users.sections.status')}>
          <TextField
            select
            size="small"
            label={t('users.columns.status')}
            value={draft.status}
            onChange={(event) => set({ status: event.target.value as User['status'] })}
            sx={{ minWidth: 200 }}
          >
            {userStatuses.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`users.status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
        </Section>
        <Divider />
        <Section title={t('users.sections.permissions')}>
          <PermissionsEditor value={draft.permissions} onChange={(permissions) => set({ permissions })} />
        </Section>
        <Divider />
        <Section title={t('users.sections.territories')}>
          <TerritoriesEditor value={draft.userTBEs} onChange={(userTBEs) => set({ userTBEs })} />
        </Section>
        <Divider />
        <Section title={t('users.sections.flags')}>
          <FormGroup row>
            {flag('isEditor', t('users.flags.isEditor'))}
            {flag('isSeniorEditor', t('users.flags.isSeniorEditor'))}
            {flag('hasAdvancedRights', t('users.flags.hasAdvancedRights'))}
            <FormControlLabel
              control={
                <Switch
                  checked={draft.wof.access}
                  onChange={(event) => set({ wof: { ...draft.wof, access: event.target.checked } })}
                />
              }
              label={t('users.flags.wholesaleOrderForm')}
            />
          </FormGroup>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('users.conferenceAccess')}
          </Typography>
          <FormGroup row>
            {(['asian', 'domestic', 'international'] as const).map((group) => (
              <FormControlLabel
                key={group}
                control={
                  <Checkbox
                    checked={draft.conferenceAccess[group]}
                    onChange={(event) =>
                      set({ conferenceAccess: { ...draft.conferenceAccess, [group]: event.target.checked } })
                    }
                  />
                }
                label={t(`users.conference.${group}`)}
              />
            ))}
          </FormGroup>
        </Section>
        <Divider />
        <Section title={t('users.sections.session')}>
          <Stack direction="row" spacing={2}>
            {(['userTimeoutMs', 'userWarningMs'] as const).map((key) => (
              <TextField
                key={key}
                size="small"
                type="number"
                label={t(key === 'userTimeoutMs' ? 'users.sessionTimeout' : 'users.sessionWarning')}
                error={sessionErrors[key] !== null}
                helperText={sessionErrors[key] ?? t('users.sessionDefault')}
                sx={{ width: 280 }}
                defaultValue={draft.sessionOptions[key] ? draft.sessionOptions[key] / 1000 : ''}
                onChange={(event) =>
                  set({ sessionOptions: { ...draft.sessionOptions, [key]: secondsOrUndefined(event.target.value) } })
                }
              />
            ))}
          </Stack>
        </Section>
        <Divider />
        {/* Revoked at once, apart from Save: a token is not part of the access being edited. */}
        <Section title={t('users.sections.apiTokens')}>
          <ApiTokenTable owner={{ kind: 'user', userId: user._id }} />
        </Section>

        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'flex-end', position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 2 }}
        >
          <Button onClick={leave}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('actions.save')}
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
};
