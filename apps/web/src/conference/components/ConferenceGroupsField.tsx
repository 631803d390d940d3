import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { type ConferenceGroup, conferenceEditorGroups, conferenceGroups } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../shared/session/session-store';

type Props = { value: ConferenceGroup[]; onChange: (groups: ConferenceGroup[]) => void; error?: boolean };

/** The conference groups an item is meant for; an editor ticks only the groups they edit. */
export const ConferenceGroupsField = ({ value, onChange, error }: Props) => {
  const { t } = useTranslation();
  const editable = conferenceEditorGroups(useCurrentUser());
  const toggle = (group: ConferenceGroup, on: boolean) =>
    onChange(conferenceGroups.filter((each) => (each === group ? on : value.includes(each))));
  return (
    <FormControl component="fieldset" error={error}>
      <FormLabel component="legend">{t('conference.groups.label')}</FormLabel>
      <FormGroup row>
        {conferenceGroups.map((group) => (
          <FormControlLabel
            key={group}
            label={group}
            disabled={!editable.includes(group)}
            control={
              <Checkbox checked={value.includes(group)} onChange={(event) => toggle(group, event.target.checked)} />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{t(value.length === 0 ? 'conference.groups.everyone' : 'conference.groups.only')}</FormHelperText>
    </FormControl>
  );
};
