import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  channels,
  conferenceGroups,
  type Permission,
  permissionDomains,
  productTypeScopes,
  regions,
  roles,
  sampleLibraries,
  subRoles,
} from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { AddRowButton, RemoveRowButton } from '../../shared/forms/RowListButtons';

type Props = { value: Permission[]; onChange: (next: Permission[]) => void };

const NONE = '';

/** Empty selects keep their label above the field and show their empty choice. */
const selectSlots = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** One line per permission: domain, role, optional sub-role and the scopes that apply. */
export const PermissionsEditor = ({ value, onChange }: Props) => {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<Permission>) =>
    onChange(value.map((permission, at) => (at === index ? { ...permission, ...patch } : permission)));
  const updateScopes = (index: number, patch: NonNullable<Permission['scopes']>) =>
    update(index, { scopes: { ...value[index]!.scopes, ...patch } });
  const scopeSelect = (index: number, key: 'region' | 'channel' | 'productType', options: readonly string[]) => (
    <TextField
      select
      size="small"
      label={t(`users.scopes.${key}`)}
      value={value[index]!.scopes?.[key] ?? NONE}
      onChange={(event) => updateScopes(index, { [key]: event.target.value || undefined })}
      slotProps={selectSlots}
      sx={{ width: 150 }}
    >
      <MenuItem value={NONE}>{t('users.scopes.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={1.5}>
      {value.length === 0 && <Typography color="text.secondary">{t('users.noPermissions')}</Typography>}
      {value.map((permission, index) => (
        <Stack
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; keying by content would remount a row while typing in it
          key={index}
          direction="row"
          spacing={1}
          useFlexGap
          data-testid="permission-row"
        >
          <TextField
            select
            size="small"
            label={t('users.permissionDomain')}
            value={permission.domain}
            onChange={(event) => update(index, { domain: event.target.value as Permission['domain'] })}
            sx={{ width: 280 }}
          >
            {permissionDomains.map((domain) => (
              <MenuItem key={domain} value={domain}>
                {t(`permissions.${domain}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('users.role')}
            value={permission.role}
            onChange={(event) => update(index, { role: event.target.value as Permission['role'] })}
            sx={{ width: 200 }}
          >
            {roles.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`roles.${role}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('users.subRole')}
            value={permission.subRole ?? NONE}
            onChange={(event) => update(index, { subRole: (event.target.value || undefined) as Permission['subRole'] })}
            slotProps={selectSlots}
            sx={{ width: 170 }}
          >
            <MenuItem value={NONE}>{t('users.scopes.none')}</MenuItem>
            {subRoles.map((subRole) => (
              <MenuItem key={subRole} value={subRole}>
                {t(`roles.${subRole}`)}
              </MenuItem>
            ))}
          </TextField>
          {permission.domain === 'internalAssortments' && (
            <>
              {scopeSelect(index, 'region', regions)}
              {scopeSelect(index, 'channel', channels)}
              {scopeSelect(index, 'productType', productTypeScopes)}
            </>
          )}
          {permission.domain === 'sampleInventory' && (
            <TextField
              select
              size="small"
              label={t('users.scopes.libraries')}
              value={permission.scopes?.libraries ?? [...sampleLibraries]}
              onChange={(event) =>
                updateScopes(index, { libraries: event.target.value as unknown as (typeof sampleLibraries)[number][] })
              }
              slotProps={{ inputLabel: { shrink: true }, select: { multiple: true } }}
              sx={{ width: 220 }}
            >
              {sampleLibraries.map((library) => (
                <MenuItem key={library} value={library}>
                  {library}
                </MenuItem>
              ))}
            </TextField>
          )}
          {permission.domain === 'conference' && (
            <TextField
              select
              size="small"
              label={t('users.scopes.conferenceGroups')}
              value={permission.scopes?.conferenceGroups ?? []}
              onChange={(event) =>
                updateScopes(index, {
                  conferenceGroups: event.target.value as unknown as (typeof conferenceGroups)[number][],
                })
              }
              slotProps={{ inputLabel: { shrink: true }, select: { multiple: true } }}
              sx={{ width: 260 }}
            >
              {conferenceGroups.map((group) => (
                <MenuItem key={group} value={group}>
                  {group}
                </MenuItem>
              ))}
            </TextField>
          )}
          <RemoveRowButton label={t('users.removePermission')} rows={value} index={index} onChange={onChange} />
        </Stack>
      ))}
      <AddRowButton
        label={t('users.addPermission')}
        rows={value}
        newRow={(): Permission => ({ domain: 'products', role: 'user' })}
        onChange={onChange}
      />
    </Stack>
  );
};
