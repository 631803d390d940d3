import { Link, Stack, Typography } from '@mui/material';
import { type ConferenceItem, type ConferenceItemKind, type ConferenceSite, formatLongDate } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../i18n/use-formatting';
import { CardGrid, ConferenceCard, EmptyNote } from './ConferenceCard';
import { useItemEditing } from './use-item-editing';

const openingDay = (iso: string, locale: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return formatLongDate({ year, month: month - 1, day }, locale);
};

/** Marketing highlights, catalogs, retail openings or welcome notes as cards, editable in place. */
export const ItemCards = ({
  site,
  kind,
  items,
  heading,
}: {
  site: ConferenceSite;
  kind: ConferenceItemKind;
  items: ConferenceItem[];
  heading: string;
}) => {
  const { t } = useTranslation();
  const { locale } = useFormatting();
  const editing = useItemEditing(site, kind);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h2">
          {heading}
        </Typography>
        {editing.addButton}
      </Stack>
      {items.length === 0 ? (
        <EmptyNote>{t('conference.nothingYet')}</EmptyNote>
      ) : (
        <CardGrid>
          {items.map((item) => (
            <ConferenceCard
              key={item._id}
              testId={`conference-item-${kind}`}
              image={item.pictureUrl ?? item.imageUrl}
              badge={editing.groupsChip(item)}
              overline={
                kind === 'retail' && item.openingDate
                  ? `${openingDay(item.openingDate, locale)} · ${item.location ?? ''}`
                  : null
              }
              title={item.title}
              body={item.body}
              actions={
                <>
                  {item.link && (
                    <Link
                      href={item.link}
                      target="_blank"
                      rel="noopener"
                      sx={{ mr: 'auto', alignSelf: 'center', pl: 1 }}
                    >
                      {t('conference.openLink')}
                    </Link>
                  )}
                  {editing.itemActions(item)}
                </>
              }
            />
          ))}
        </CardGrid>
      )}
      {editing.dialog}
    </Stack>
  );
};
