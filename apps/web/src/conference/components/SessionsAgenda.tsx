import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import { Alert, Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { CONFERENCE_TIMEZONE, type ConferenceItem, type ConferenceSite } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../i18n/use-formatting';
import { useConferenceSessions } from '../api';
import { EmptyNote } from './ConferenceCard';
import { useItemEditing } from './use-item-editing';

const dayFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: CONFERENCE_TIMEZONE });
const timeFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: CONFERENCE_TIMEZONE });

/** Sessions by day, in time order. */
const byDay = (sessions: ConferenceItem[], locale: string) => {
  const days = new Map<string, ConferenceItem[]>();
  const format = dayFormat(locale);
  for (const session of [...sessions].sort((a, b) => (a.startsAt ?? '').localeCompare(b.startsAt ?? ''))) {
    const day = format.format(new Date(session.startsAt!));
    days.set(day, [...(days.get(day) ?? []), session]);
  }
  return [...days];
};

/** The session agenda (a dashboard part): time, room and speaker of each session. */
export const SessionsAgenda = ({ site, limit }: { site: ConferenceSite; limit?: number }) => {
  const { t } = useTranslation();
  const { locale } = useFormatting();
  const sessions = useConferenceSessions(site);
  const editing = useItemEditing(site, 'session');
  if (sessions.isPending) return <Skeleton variant="rounded" height={240} />;
  if (sessions.isError) return <Alert severity="error">{t('conference.loadFailed')}</Alert>;
  const time = timeFormat(locale);
  const shown = limit ? sessions.data.slice(0, limit) : sessions.data;
  return (
    <Stack spacing={3}>
      {!limit && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h2">
            {t('conference.agenda')}
          </Typography>
          {editing.addButton}
        </Stack>
      )}
      {shown.length === 0 && <EmptyNote>{t('conference.noSessions')}</EmptyNote>}
      {byDay(shown, locale).map(([day, daySessions]) => (
        <Box key={day} component="section">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {day}
          </Typography>
          <Stack spacing={1}>
            {daySessions.map((session) => (
              <Paper
                key={session._id}
                variant="outlined"
                data-testid="conference-session"
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '150px 1fr auto' }, gap: 2, p: 2 }}
              >
                <Typography sx={{ fontWeight: 600, color: 'primary.main' }}>
                  {time.formatRange(new Date(session.startsAt!), new Date(session.endsAt!))}
                </Typography>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{session.title}</Typography>
                  {session.body && (
                    <Typography variant="body2" color="text.secondary">
                      {session.body}
                    </Typography>
                  )}
                  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                    <Chip size="small" icon={<MeetingRoomOutlinedIcon />} label={session.room} />
                    <Chip size="small" variant="outlined" icon={<PersonOutlineIcon />} label={session.speaker} />
                    {editing.groupsChip(session)}
                  </Stack>
                </Box>
                <Box sx={{ alignSelf: 'start' }}>{editing.itemActions(session)}</Box>
              </Paper>
            ))}
          </Stack>
        </Box>
      ))}
      {editing.dialog}
    </Stack>
  );
};
