import { Avatar, AvatarGroup, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PresentUser } from './use-assortment-live';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Stable colours per person, so the same colleague always looks the same. */
const palette = ['#1e88e5', '#43a047', '#8e24aa', '#f4511e', '#00897b', '#6d4c41', '#3949ab', '#c0ca33'];
const colorOf = (id: string) => palette[[...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % palette.length];

/** Who else has the assortment open (the signed-in user is left out). */
export const PresenceAvatars = ({
  present,
  selfId,
}: {
  present: readonly PresentUser[];
  selfId: string | undefined;
}) => {
  const { t } = useTranslation();
  const others = present.filter((person) => person._id !== selfId);
  if (others.length === 0) return null;
  return (
    <AvatarGroup max={5} aria-label={t('assortmentLive.presentLabel', { count: others.length })} data-testid="presence">
      {others.map((person) => (
        <Tooltip key={person._id} title={t('assortmentLive.isHere', { name: person.name })}>
          <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: colorOf(person._id) }} alt={person.name}>
            {initials(person.name)}
          </Avatar>
        </Tooltip>
      ))}
    </AvatarGroup>
  );
};
