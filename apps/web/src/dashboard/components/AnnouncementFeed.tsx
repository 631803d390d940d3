import { Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAnnouncementFeed } from '../../announcements';
import { useFormatting } from '../../i18n/use-formatting';
import { useOpenablePath } from '../../shared/routing/use-allowed-routes';

export const AnnouncementFeed = () => {
  const { t } = useTranslation();
  const format = useFormatting();
  const feed = useAnnouncementFeed(true);
  const canOpenPath = useOpenablePath();
  return (
    <Stack spacing={2} component="section" aria-labelledby="feed-title">
      <Typography id="feed-title" variant="h5" component="h2">
        {t('dashboard.feedTitle')}
      </Typography>
      {feed.isPending && [0, 1, 2].map((index) => <Skeleton key={index} variant="rounded" height={96} />)}
      {feed.isError && <Typography color="error">{t('dashboard.feedError')}</Typography>}
      {feed.data?.length === 0 && <Typography color="text.secondary">{t('dashboard.feedEmpty')}</Typography>}
      {feed.data?.map((announcement) => (
        <Card key={announcement._id} component="article">
          <CardContent>
            <Typography variant="caption" color="text.secondary">
              {announcement.publishedAt ? format.dateTime(announcement.publishedAt) : ''}
            </Typography>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }}>
              {announcement.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {announcement.body}
            </Typography>
            {announcement.link && canOpenPath(announcement.link) && (
              <Link
                component={RouterLink}
                to={announcement.link}
                variant="body2"
                sx={{ mt: 1, display: 'inline-block' }}
              >
                {t('dashboard.readMore')}
              </Link>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};
