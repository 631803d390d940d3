import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import ScheduleSendOutlinedIcon from '@mui/icons-material/ScheduleSendOutlined';
import StarIcon from '@mui/icons-material/Star';
import { Box, Card, CardActionArea, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { DashboardFeedItem, DashboardFeedKind } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatting } from '../../i18n/use-formatting';
import { useOpenablePath } from '../../shared/routing/use-allowed-routes';
import { useDashboardFeed } from '../api';

const icons: Record<DashboardFeedKind, typeof ChecklistOutlinedIcon> = {
  seasonLive: AutoAwesomeOutlinedIcon,
  conferenceSite: EventOutlinedIcon,
  assortment: ChecklistOutlinedIcon,
  document: DescriptionOutlinedIcon,
  scheduledDocument: ScheduleSendOutlinedIcon,
};

const FeedCard = ({ item }: { item: DashboardFeedItem }) => {
  const { t } = useTranslation();
  const format = useFormatting();
  const Icon = icons[item.kind];
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={item.link} sx={{ height: '100%' }} data-testid={`feed-${item.kind}`}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Icon color="primary" fontSize="small" />
            <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
              {t(`dashboard.whatsNew.kinds.${item.kind}`)}
            </Typography>
            {item.isNew && <Chip size="small" color="success" label={t('dashboard.whatsNew.new')} />}
          </Stack>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }}>
            {item.starred && (
              <StarIcon
                fontSize="small"
                sx={{ color: 'warning.main', mr: 0.5, verticalAlign: 'text-bottom' }}
                aria-label={t('dashboard.whatsNew.starred')}
              />
            )}
            {item.title}
          </Typography>
          {item.detail && (
            <Typography variant="body2" color="text.secondary">
              {item.detail}
            </Typography>
          )}
          {item.date && (
            <Typography variant="caption" color="text.secondary">
              {format.dateTime(item.date)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

/**
 * "New for you": Live seasons, the current conference site, the person's assortments and
 * documents, as the server assembled them for the person; a card whose screen the browser's
 * route table would refuse is left out too.
 */
export const WhatsNewFeed = () => {
  const { t } = useTranslation();
  const format = useFormatting();
  const feed = useDashboardFeed();
  const canOpenPath = useOpenablePath();
  const items = feed.data?.items.filter((item) => canOpenPath(item.link)) ?? [];
  return (
    <Stack spacing={2} component="section" aria-labelledby="whats-new-title">
      <Box>
        <Typography id="whats-new-title" variant="h5" component="h2">
          {t('dashboard.whatsNew.title')}
        </Typography>
        {feed.data?.since && (
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.whatsNew.since', { date: format.dateTime(feed.data.since) })}
          </Typography>
        )}
      </Box>
      {feed.isPending && <Skeleton variant="rounded" height={120} />}
      {feed.isError && <Typography color="error">{t('dashboard.whatsNew.error')}</Typography>}
      {feed.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">{t('dashboard.whatsNew.empty')}</Typography>
      )}
      {items.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {items.map((item) => (
            <FeedCard key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </Box>
      )}
    </Stack>
  );
};
