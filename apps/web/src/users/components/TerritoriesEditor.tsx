import { MenuItem, Stack, TextField } from '@mui/material';
import { LOCATIONS, type UserTBE } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { AddRowButton, RemoveRowButton } from '../../shared/forms/RowListButtons';

type Props = { value: UserTBE[]; onChange: (next: UserTBE[]) => void };

/** Territories and business entities with their locations (userTBEs). ADMIN/ADMIN sees everything. */
export const TerritoriesEditor = ({ value, onChange }: Props) => {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<UserTBE>) =>
    onChange(value.map((tbe, at) => (at === index ? { ...tbe, ...patch } : tbe)));
  return (
    <Stack spacing={1.5}>
      {value.map((tbe, index) => (
        <Stack
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; keying by content would remount a row while typing in it
          key={index}
          direction="row"
          spacing={1}
          useFlexGap
        >
          <TextField
            size="small"
            label={t('users.territory')}
            value={tbe.territory}
            onChange={(event) => update(index, { territory: event.target.value.toUpperCase() })}
          />
          <TextField
            size="small"
            label={t('users.businessEntity')}
            value={tbe.businessEntity}
            onChange={(event) => update(index, { businessEntity: event.target.value.toUpperCase() })}
          />
          <TextField
            select
            size="small"
            label={t('users.locations')}
            value={tbe.locations.map((location) => location.key)}
            onChange={(event) => {
              const keys = event.target.value as unknown as string[];
              update(index, {
                locations: keys.map((key) => tbe.locations.find((location) => location.key === key) ?? { key }),
              });
            }}
            slotProps={{ select: { multiple: true } }}
            sx={{ minWidth: 180 }}
          >
            {LOCATIONS.map((location) => (
              <MenuItem key={location.code} value={location.code}>
                {location.code} · {location.name}
              </MenuItem>
            ))}
          </TextField>
          <RemoveRowButton label={t('users.removeTerritory')} rows={value} index={index} onChange={onChange} />
        </Stack>
      ))}
      <AddRowButton
        label={t('users.addTerritory')}
        rows={value}
        newRow={() => ({ territory: '', businessEntity: '', locations: [] })}
        onChange={onChange}
      />
    </Stack>
  );
};
